// The history module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: visits, spending, ratings, profile, and the salons' point-of-sale visit reports. */
export { historyRoutes } from './routes.ts';
export { posRoutes } from './pos-routes.ts';
/** Whether a request is the salons' point-of-sale (Bearer POS_API_KEY; this machine outside production). */
export { posAllowed } from './pos-routes.ts';
/** The customer id a logged-in caller may read (its own; another's is refused): one rule for every area. */
export { ownId } from './service.ts';
