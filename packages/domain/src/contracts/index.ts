// Every request and every answer of the API, once, as Zod schemas: Fastify validates requests and
// serializes answers with them (and the OpenAPI description); the web imports only their types
// (`import type`), so no zod reaches the browser bundle. Decisions 0107 and 0132.
export * from './at-home.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './booking-create.ts';
export * from './campaigns.ts';
export * from './common.ts';
export * from './health.ts';
export * from './history.ts';
export * from './home.ts';
export * from './json-text.ts';
export * from './live-hours.ts';
export * from './lookup.ts';
export * from './otp.ts';
export * from './reminders.ts';
export * from './places.ts';
export * from './salons.ts';
export * from './services.ts';
export * from './social.ts';
export * from './tracking.ts';
export * from './wallet.ts';
export * from './wheel.ts';
export * from './waitlist.ts';
export * from './visit-day.ts';
