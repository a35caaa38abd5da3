// The courses module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: campaign courses counted from visits. */
export { courseRoutes } from './routes.ts';
