import { findMessageKey, message } from '@salon/domain';

/** A server text (Vietnamese catalogue text: a refusal or a thank-you) in the page's language. */
export function serverText(text: string, lang: string): string {
  const key = findMessageKey(text);
  return key ? message(key, lang === 'en' ? 'en' : 'vi') : text;
}
