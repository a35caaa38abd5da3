// The OTP module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes (the development outbox), registered by the auth module's plugin. */
export { otpRoutes } from './routes.ts';
/** The one OTP service (send and check a code for a login or a booking), with its limits and captcha. */
export { otpServiceFor } from './service.ts';
