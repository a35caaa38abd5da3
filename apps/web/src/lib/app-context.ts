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
