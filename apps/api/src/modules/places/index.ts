// The places module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the address search and the customer's saved places. */
export { placesRoutes } from './routes.ts';
/** A place of the shipped 2025 map by its id (404 when unknown): at-home bookings and salons near a place. */
export { addressByPlaceId } from './service.ts';
