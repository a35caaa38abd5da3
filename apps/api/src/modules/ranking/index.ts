// The ranking module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: staff ranking and challenges from visits and ratings. */
export { rankingRoutes } from './routes.ts';
