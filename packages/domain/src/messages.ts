import { englishMessages } from '#messages-en';
import { bookingMessages } from './messages-booking.ts';
import { historyMessages } from './messages-history.ts';
import { reminderMessages } from './messages-reminders.ts';
import { siteMessages } from './messages-site.ts';
import { placesMessages } from './messages-places.ts';
import { wheelMessages } from './messages-wheel.ts';
import { visitDayMessages } from './messages-visit-day.ts';

export type Lang = 'vi' | 'en';

// One catalogue per language; each split across two files only to keep each file short.
export const vietnameseMessages = {
  ...siteMessages,
  ...bookingMessages,
  ...historyMessages,
  ...reminderMessages,
  ...wheelMessages,
  ...placesMessages,
  ...visitDayMessages,
} as const;

export type MessageKey = keyof typeof vietnameseMessages;

export const DEFAULT_LANG: Lang = 'vi';

// '#messages-en' (package.json "imports") is every English text on the server and in tests, and nothing
// in the browser until the web app loads English and hands it over (docs/decisions/0115).
let english: Partial<Record<MessageKey, string>> = englishMessages;

/** The browser's English catalogue, once loaded on demand. */
export function setEnglishMessages(texts: Readonly<Record<MessageKey, string>>) {
  english = texts;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(vietnameseMessages, key);
}

/** The text of `key` in `lang`; Vietnamese while English is not loaded (the browser before its chunk). */
export function message(key: MessageKey, lang: Lang = DEFAULT_LANG): string {
  return (lang === 'en' ? english[key] : undefined) ?? vietnameseMessages[key];
}

// Replaces {name} placeholders; unknown ones stay visible so a missing variable is noticed.
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export function messageWith(
  key: MessageKey,
  vars: Readonly<Record<string, string | number>>,
  lang: Lang = DEFAULT_LANG,
): string {
  return fill(message(key, lang), vars);
}

// Spec 001 §5: 'Customer N service/hour not chosen yet'.
export function customerNotReadyMessage(n: number, lang: Lang = DEFAULT_LANG): string {
  return messageWith('customerNotReady', { n }, lang);
}

// The English salon-full text starts with {day}, so the first letter is raised.
function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function stylistBusyMessage(day: string, lang: Lang = DEFAULT_LANG): string {
  return capitalise(messageWith('stylistBusy', { day }, lang));
}

export function salonFullMessage(day: string, lang: Lang = DEFAULT_LANG): string {
  return capitalise(messageWith('salonFull', { day }, lang));
}

// Maps a Vietnamese text (for example a schema issue message) back to its key, to re-localise it.
export function findMessageKey(vi: string): MessageKey | undefined {
  return (Object.keys(vietnameseMessages) as MessageKey[]).find((key) => vietnameseMessages[key] === vi);
}
