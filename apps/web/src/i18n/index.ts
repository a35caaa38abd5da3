import { messages } from '@salon/domain';
import { en } from './en.ts';
import { DEFAULT_NS, type Lang, type Texts, Translator } from './translator.ts';
import { vi } from './vi.ts';

export type { Lang, TFunction } from './translator.ts';

// Domain messages (validation, errors) come from packages/domain so client and server say the same thing.
function domainMessages(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) out[key] = text[lang];
  return out;
}

// With no window (server-side rendering) the page is Vietnamese; the browser may ask for English.
function initialLang(): Lang {
  if (typeof window === 'undefined') return 'vi';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = window.localStorage.getItem('lang');
  const lang = fromUrl ?? stored;
  return lang === 'en' ? 'en' : 'vi';
}

const i18n = new Translator(initialLang());
i18n.addTexts('vi', DEFAULT_NS, { ...vi, msg: domainMessages('vi') });
i18n.addTexts('en', DEFAULT_NS, { ...en, msg: domainMessages('en') });
// index.html says lang="vi"; a visitor who chose English earlier gets the right language for screen readers.
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function setLanguage(lang: Lang) {
  window.localStorage.setItem('lang', lang);
  i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
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
