import type { MessageKey } from './messages.ts';

/**
 * '#messages-en' in the browser build (package.json "imports", condition "browser"): no English up
 * front, so the first-load JS carries Vietnamese only. The web app loads messages-en.ts when a visitor
 * reads English and hands it to setEnglishMessages (docs/decisions/0115).
 */
export const englishMessages: Partial<Record<MessageKey, string>> = {};
