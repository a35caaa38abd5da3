import { deleteCookie, getCookie, setCookie } from '../lib/cookies.ts';

// The access token lives in local storage and is mirrored into a cookie, as the spec says.
const KEY = 'accessToken';
type Listener = () => void;
const listeners = new Set<Listener>();

export const tokenStore = {
  get(): string | null {
    try {
      return getCookie(KEY) ?? localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    localStorage.setItem(KEY, token);
    setCookie(KEY, token);
    for (const l of listeners) l();
  },
  clear() {
    localStorage.removeItem(KEY);
    deleteCookie(KEY);
    for (const l of listeners) l();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
