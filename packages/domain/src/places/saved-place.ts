// Rules of a customer's saved places (/save-location): how many, and what a name may be.
export const MAX_SAVED_PLACES = 10;
export const PLACE_NAME_MAX = 30;
/** House number and street typed beside the chosen commune. */
export const PLACE_DETAIL_MAX = 120;

/** Trimmed name with inner spaces collapsed. */
export function cleanPlaceText(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export type PlaceNameProblem = 'placeNameEmpty' | 'placeNameTooLong';

export function placeNameProblem(name: string): PlaceNameProblem | null {
  const clean = cleanPlaceText(name);
  if (clean === '') return 'placeNameEmpty';
  if ([...clean].length > PLACE_NAME_MAX) return 'placeNameTooLong';
  return null;
}
