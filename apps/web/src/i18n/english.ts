// English, loaded on demand by index.ts (loadEnglish): the app's texts and the domain messages stay out
// of the first-load JS, which carries Vietnamese only (docs/decisions/0115).
export { englishMessages } from '@salon/domain/messages-en';
export { en } from './en.ts';
