import { deleteCookie, getCookie } from '../lib/cookies.ts';

// The login token lives only in the server's HttpOnly cookie, out of reach of any script, so an
// injected script cannot steal it (decision 0103). The server sets a readable `loggedIn=1` beside it,
// which holds no secret and only tells the page that asking GET /api/v1/auth/me is worth it.
const HINT = 'loggedIn';
/** Where earlier versions kept a copy of the token; removed on sight. */
const LEGACY_TOKEN = 'accessToken';
type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const l of listeners) l();
}

export const sessionHint = {
  /** True when the browser probably holds a session cookie. */
  get(): boolean {
    try {
      return getCookie(HINT) === '1';
    } catch {
      return false;
    }
  },
  /** A login answered: the server has set the cookies. */
  changed() {
    notify();
  },
  /** Logged out, or a 401: the session is gone. */
  clear() {
    deleteCookie(HINT);
    notify();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  forgetLegacyToken() {
    try {
      localStorage.removeItem(LEGACY_TOKEN);
    } catch {
      // Storage can be off (private mode): nothing was kept there either.
    }
  },
};
