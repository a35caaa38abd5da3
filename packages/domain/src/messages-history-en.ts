import type { historyMessages } from './messages-history.ts';

export const historyMessagesEn: Record<keyof typeof historyMessages, string> = {
  historyForbidden: 'You can only see your own history and details.',
  visitNotFound: 'This visit was not found.',
  ratingAlreadyDone: 'You have already rated this visit.',
  ratingStarsInvalid: 'Please choose 1 to 5 stars.',
  ratingCommentInvalid: 'A comment has at most 500 characters and no unusual characters.',
  ratingTagInvalid: 'Unknown quick-feedback tag.',
  ratingThanks: 'Thank you for your rating!',
  imageRatingThanks: 'Thank you for rating the photos!',
  imageReported: 'Thanks for telling us; the salon will check the photos.',
  visitHasNoImages: 'This visit has no photos yet.',
  pageNumInvalid: 'The page number is not valid.',
  emailInvalid: 'The email is not valid.',
  birthDateInvalid: 'The birth date is not valid.',
  avatarInvalid: 'The avatar is not valid.',
  profileSaved: 'Your details are saved!',
  registerDone: 'Registration complete!',
  visitRecorded: 'Visit recorded.',
  visitAlreadyRecorded: 'The visit of this booking is already recorded.',
  visitNotServable: 'Only a confirmed, not cancelled booking can be recorded as served.',
  moneyPaidInvalid: 'The amount paid is not valid.',
};
