// The salons module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: salon lists, provinces, salons near a place, the booking-privacy role, closures. */
export { salonRoutes } from './routes.ts';
/** A phone's booking-privacy rule (how far ahead, several bookings, stylist choice) by its member tier. */
export { bookingPrivacy, bookingPrivacyByTier } from './service.ts';
/** The salons open for booking today, counted for the home page. */
export { openSalonCount } from './service.ts';
/** Which of these salons are closed on a day (the at-home salon list leaves them out). */
export { closedSalonIds } from './repo.ts';
