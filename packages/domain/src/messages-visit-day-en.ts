import type { visitDayMessages } from './messages-visit-day.ts';

export const visitDayMessagesEn: Record<keyof typeof visitDayMessages, string> = {
  checkInDone: 'Checked in.',
  checkInAlready: 'This booking is already checked in.',
  checkInTokenInvalid: 'Invalid QR code: this is not a booking check-in code.',
  checkInOtherSalon: "This QR code is another salon's booking.",
  checkInCancelled: 'This booking was cancelled and cannot be checked in.',
  checkInNotConfirmed: 'This booking is not confirmed and cannot be checked in.',
  checkInAtHome: 'A booking at home needs no check-in: the stylist comes to your address.',
  checkInPast: 'This booking is of a past day and cannot be checked in.',
  checkInNotToday: 'This booking is not today: check in on the day of the booking.',
  arrivedTooFar: 'You need to be within 150 m of the salon to say you have arrived.',
  arrivedTooEarly: 'You can say you have arrived from 30 minutes before your hour.',
  arrivedTooLate: 'Your hour passed long ago: please message the salon.',
  serviceStarted: 'Service start recorded.',
  serviceEnded: 'Service end recorded.',
  serviceAlreadyStarted: 'This guest has already started.',
  serviceNotStarted: 'This guest has not started yet.',
  serviceAlreadyEnded: 'This guest has already finished.',
  bookingGuestNotFound: 'No such guest in this booking.',
  queueOnTime: 'Expected to start at {start}, on time',
  queueLate: 'Expected to start at {start}, {delay} minutes late',
  queueInService: 'Being served',
  queueDone: 'Service finished',
  lateNoticeText:
    '{brand}: your stylist is running about {delay} minutes late. Your {time} {date} booking at {salon} should start at {expected}, you can come later. Live queue: {link}',
};
