import type { HomeTextsEn } from './config-types.ts';

// The home configuration is written in Vietnamese with optional English texts (an English
// page used to show the home blocks in Vietnamese). A text without an English version stays as written.

export function homeTextsIn<T extends { en?: HomeTextsEn }>(x: T, lang: 'vi' | 'en'): T {
  if (lang !== 'en' || !x.en) return x;
  const picked = Object.fromEntries(
    Object.entries(x.en).filter(([, v]) => typeof v === 'string' && v !== ''),
  );
  return { ...x, ...picked };
}
