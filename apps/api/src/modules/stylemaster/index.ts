// The style-master module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: style-master photos, likes and votes. */
export { styleMasterRoutes } from './routes.ts';
/** One like per customer and item, for any liked kind (the discover feed's posts use it). */
export { likedIds, POST_LIKE, setLike } from './item-likes.ts';
