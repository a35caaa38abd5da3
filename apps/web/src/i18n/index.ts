import { messages } from '@salon/domain';
import i18n from 'i18next';
import { en } from './en.ts';
import { vi } from './vi.ts';

export type Lang = 'vi' | 'en';

// Domain messages (validation, errors) come from packages/domain so client and server say the same thing.
function domainMessages(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) out[key] = text[lang];
  return out;
}

function initialLang(): Lang {
  if (typeof window === 'undefined') return 'vi';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = window.localStorage.getItem('lang');
  const lang = fromUrl ?? stored;
  return lang === 'en' ? 'en' : 'vi';
}

void i18n.init({
  lng: initialLang(),
  fallbackLng: 'vi',
  resources: {
    vi: { translation: { ...vi, msg: domainMessages('vi') } },
    en: { translation: { ...en, msg: domainMessages('en') } },
  },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
});

export function setLanguage(lang: Lang) {
  window.localStorage.setItem('lang', lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export default i18n;

type Texts = { [key: string]: string | Texts };
/**
 * A feature registers its own texts under its namespace when its module loads, so features never
 * edit one shared file and lazy routes carry their own texts. Use with useTranslation(ns).
 */
export function registerTexts(ns: string, texts: { vi: Texts; en: Texts }) {
  i18n.addResourceBundle('vi', ns, texts.vi, true, true);
  i18n.addResourceBundle('en', ns, texts.en, true, true);
}
