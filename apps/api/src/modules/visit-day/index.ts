// The visit-day module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: check-in by QR (the counter) or on arrival, the counter's service reports, the live queue. */
export { visitDayRoutes } from './routes.ts';
