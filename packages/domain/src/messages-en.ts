import { bookingMessagesEn } from './messages-booking-en.ts';
import { historyMessagesEn } from './messages-history-en.ts';
import { reminderMessagesEn } from './messages-reminders-en.ts';
import { siteMessagesEn } from './messages-site-en.ts';
import { placesMessagesEn } from './messages-places-en.ts';
import { wheelMessagesEn } from './messages-wheel-en.ts';
import { visitDayMessagesEn } from './messages-visit-day-en.ts';

/**
 * Every message in English. The server and tests have it through messages.ts; the browser loads it on
 * demand as '@salon/domain/messages-en' when a visitor reads English (docs/decisions/0115).
 */
export const englishMessages = {
  ...siteMessagesEn,
  ...bookingMessagesEn,
  ...historyMessagesEn,
  ...reminderMessagesEn,
  ...wheelMessagesEn,
  ...placesMessagesEn,
  ...visitDayMessagesEn,
};
