// The discover module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the discover feed and its likes. */
export { discoverRoutes } from './routes.ts';
