// The auth module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: password and OTP logins, logout, the customer's own account. */
export { authRoutes } from './routes.ts';
