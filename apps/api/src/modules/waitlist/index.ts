// The waitlist module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes, and its offer pass and lapse jobs registered with the job worker. */
export { waitlistRoutes } from './routes.ts';
