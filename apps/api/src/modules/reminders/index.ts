// The reminders module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes, and its sync and send jobs registered with the job worker. */
export { reminderRoutes } from './routes.ts';
/** Hands one message to the reminders' channels (Zalo ZNS, SMS; the outbox in development), once per job. */
export { deliverReminder, type ReminderMessage } from './deliver.ts';
