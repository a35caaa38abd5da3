// The in-app and source rules of the spec, read from the URL.
export const IN_APP_SOURCES = [
  'customer_ios',
  'customer_android',
  'friendly_checkin',
  'app_customer',
] as const;
const HEADER_HIDDEN_SOURCES = ['customer_ios', 'customer_android', 'friendly_checkin'];
export const MOBILE_BREAKPOINT = 768;

export interface AppContext {
  source: string | null;
  inApp: boolean;
  /** Mobile layout is forced for the in-app sources or the inApp flag. */
  forceMobile: boolean;
  /** The header is hidden inside the app and for the native sources. */
  hideHeader: boolean;
}

export function readAppContext(search: string): AppContext {
  const params = new URLSearchParams(search);
  const source = params.get('source');
  const inAppFlag = params.get('inApp');
  const inApp = inAppFlag === 'true' || inAppFlag === '1';
  const forceMobile = inApp || (source !== null && (IN_APP_SOURCES as readonly string[]).includes(source));
  const hideHeader = inApp || (source !== null && HEADER_HIDDEN_SOURCES.includes(source));
  return { source, inApp, forceMobile, hideHeader };
}

const STICKY_KEY = 'app-context-v1';

/** True when the URL itself says the page runs inside an app shell. */
function saysInApp(ctx: AppContext): boolean {
  return ctx.inApp || ctx.forceMobile || ctx.hideHeader;
}

/**
 * The context for this tab: an in-app URL is remembered for the session, so the pages the shell's
 * visitor moves to (the success page, home) keep the app's layout though their URLs no longer carry
 * source or inApp. Browser only: the server renders from the URL alone.
 */
export function stickyAppContext(search: string): AppContext {
  const fromUrl = readAppContext(search);
  try {
    if (saysInApp(fromUrl)) {
      sessionStorage.setItem(STICKY_KEY, JSON.stringify(fromUrl));
      return fromUrl;
    }
    const kept = JSON.parse(sessionStorage.getItem(STICKY_KEY) ?? 'null') as AppContext | null;
    if (kept && typeof kept === 'object' && typeof kept.inApp === 'boolean') return kept;
  } catch {
    // Storage blocked or a broken entry: the URL alone decides.
  }
  return fromUrl;
}
