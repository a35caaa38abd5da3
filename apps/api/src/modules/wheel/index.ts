// The wheel module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the lucky wheel, lucky points and the lucky-sprint vouchers. */
export { luckyRoutes } from './lucky-routes.ts';
export { wheelRoutes } from './routes.ts';
