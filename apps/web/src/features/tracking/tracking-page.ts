import { TRACKING_PAGES } from '@salon/domain';

/** The tracking page id of a path: the home, booking and success pages have their own. */
export function pageIdOf(path: string): string {
  if (path === '/') return TRACKING_PAGES.home;
  if (path.startsWith('/booking/success')) return TRACKING_PAGES.bookingSuccess;
  if (path.startsWith('/booking')) return TRACKING_PAGES.booking;
  return path.replace(/^\/+|\/+$/g, '') || TRACKING_PAGES.home;
}
