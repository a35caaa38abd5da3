import type { placesMessages } from './messages-places.ts';

export const placesMessagesEn: Record<keyof typeof placesMessages, string> = {
  placeNameEmpty: 'Please give the place a name.',
  placeNameTooLong: 'A place name has at most 30 characters.',
  placeDetailTooLong: 'House number and street have at most 120 characters.',
  placeNotFound: 'We could not find this address; please pick one from the suggestions.',
  placesFull: 'You have saved the maximum of 10 places; remove one before adding another.',
  placeForbidden: 'You can only see and change your own places.',
  savedPlaceNotFound: 'The saved place was not found.',
  placeNearbyNeedsPlace: 'Please choose a saved place or an address.',
};
