// The home module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the home page's sections and its content documents. */
export { homeRoutes } from './routes.ts';
/** The content documents served by path (the static-images test lists them beside the image files). */
export { CONFIG_DOCUMENT_PATHS } from './content-routes.ts';
