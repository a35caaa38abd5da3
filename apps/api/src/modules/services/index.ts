// The services module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: service lists, group details and price quotes. */
export { serviceRoutes } from './routes.ts';
/** The price of chosen services as the list shows it, so a booking is priced like the list. */
export { type PricedSelection, priceServices } from './service.ts';
/** The offers the home page shows (services with their prices of the day). */
export { homeOffers } from './service.ts';
/** The guide screens of a salon's booking steps, and their English text. */
export { guidesIn } from './guide-en.ts';
export { guideScreens } from './repo.ts';
