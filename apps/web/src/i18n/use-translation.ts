import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import i18n from './index.ts';

// The one hook the app needs from react-i18next, over i18next itself: it re-renders on a language change
// and keeps the first-load script small (the home and booking pages have a 120 KB gzip budget).
const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const getLanguage = () => i18n.language;

export function useTranslation(ns?: string): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t = useMemo(() => i18n.getFixedT(lang, ns ?? 'translation') as TFunction, [lang, ns]);
  return { t, i18n };
}
