import { useSyncExternalStore } from 'react';
import i18n, { type TFunction } from './index.ts';
import { DEFAULT_NS, type Lang } from './translator.ts';

const getLanguage = (): Lang => i18n.language;
const getServerLanguage = (): Lang => 'vi';

/** Texts of one namespace in the current language; the component re-renders when the language changes. */
export function useTranslation(ns?: string): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(i18n.subscribe, getLanguage, getServerLanguage);
  return { t: i18n.fixedT(lang, ns ?? DEFAULT_NS), i18n };
}

/** The page's language, for a request whose answer is written in it (and for its cache key). */
export function usePageLang(): Lang {
  return useSyncExternalStore(i18n.subscribe, getLanguage, getServerLanguage);
}
