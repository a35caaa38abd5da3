import { THREE_YEARS_MS } from '@salon/domain';

// The spec's cookie helper: path /, secure, about three years (1095 days; domain lifetimes.ts).
export const LONG_COOKIE_MS = THREE_YEARS_MS;

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeMs = LONG_COOKIE_MS) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const expires = new Date(Date.now() + maxAgeMs).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; samesite=lax${secure}`;
}

export function deleteCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
