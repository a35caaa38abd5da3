// The translations module's front door: English beside the chain's Vietnamese texts (decision 0147).

/** One query for the texts a use case shows; a translate function that falls back to Vietnamese. */
export { type Lang, type Translate, translatorFor } from './service.ts';
