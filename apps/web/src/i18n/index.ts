import { setEnglishMessages, vietnameseMessages } from '@salon/domain';
import { DEFAULT_NS, type Lang, type Texts, Translator } from './translator.ts';
import { vi } from './vi.ts';

export type { Lang, TFunction } from './translator.ts';

// With no window (server-side rendering) the page is Vietnamese; the browser may ask for English.
function wantedLang(): Lang {
  if (typeof window === 'undefined') return 'vi';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = window.localStorage.getItem('lang');
  const lang = fromUrl ?? stored;
  return lang === 'en' ? 'en' : 'vi';
}

// Vietnamese is in the first-load JS; English (app texts and domain messages) loads when a visitor asks
// for it, and the language changes once it is here (docs/decisions/0115).
const i18n = new Translator('vi');
// Domain messages (validation, errors) come from packages/domain so client and server say the same thing.
i18n.addTexts('vi', DEFAULT_NS, { ...vi, msg: vietnameseMessages });

let english: Promise<void> | undefined;

/** Loads the English texts once (a failed load is tried again next time). */
export function loadEnglish(): Promise<void> {
  english ??= import('./english.ts').then(
    ({ en, englishMessages }) => {
      setEnglishMessages(englishMessages);
      i18n.addTexts('en', DEFAULT_NS, { ...en, msg: englishMessages });
    },
    (error: unknown) => {
      english = undefined;
      throw error;
    },
  );
  return english;
}

async function switchTo(lang: Lang): Promise<boolean> {
  if (lang === 'en') {
    try {
      await loadEnglish();
    } catch (error) {
      // Offline or a new deployment: the page stays in the language it has.
      console.warn('English texts did not load:', error);
      return false;
    }
  }
  i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  return true;
}

/** The visitor's choice from the header: remembered once the language has changed. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (await switchTo(lang)) window.localStorage.setItem('lang', lang);
}

/**
 * Before the first render: the language asked for in the URL or chosen earlier. index.html says
 * lang="vi"; English waits for its texts, so the first frame is already in English.
 */
export async function startLanguage(): Promise<void> {
  if (wantedLang() === 'en') await switchTo('en');
}

export default i18n;

/**
 * A feature registers its own texts under its namespace when its module loads, so features never
 * edit one shared file and lazy routes carry their own texts. Use with useTranslation(ns).
 */
export function registerTexts(ns: string, texts: { vi: Texts; en: Texts }) {
  i18n.addTexts('vi', ns, texts.vi);
  i18n.addTexts('en', ns, texts.en);
}
