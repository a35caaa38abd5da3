import type { reminderMessages } from './messages-reminders.ts';

export const reminderMessagesEn: Record<keyof typeof reminderMessages, string> = {
  bookingCutoffNoChange:
    'Too late to change: a booking can be changed until {minutes} minutes before its time.',
  bookingCutoffNoCancel:
    'Too late to cancel: a booking can be cancelled until {minutes} minutes before its time.',
  bookingCutoffNotice:
    'You can change or cancel until {time} on {date} ({minutes} minutes before your visit).',
  bookingCutoffPassedNotice:
    'Too late to change or cancel: bookings can be changed or cancelled until {minutes} minutes before their time.',
  reminderText:
    '{brand} reminder: {time} on {date} at {salon}, {address}. View, change or cancel (until {cutoff}): {link}',
  remindersTurnedOff: 'Reminders are off for this booking.',
  pushSubscribed: 'Reminder notifications are on for this device.',
  pushEndpointRefused:
    'That notification address is not valid: turn notifications on again from the browser.',
  remindersTurnedOn: 'Reminders are on for this booking.',
  reminderLinkInvalid: 'This link has expired or is not valid.',
};
