// The jobs module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the one job worker, started with the app. */
export { jobRoutes } from './routes.ts';
/** The database queue: a module registers its handlers at start, then schedules, cancels and reads its jobs. */
export {
  cancelJobs,
  type JobContext,
  openJobs,
  registerJobHandler,
  scheduleJob,
} from './queue.ts';
/** A task run every period by the worker (one job a period, whatever the number of processes). */
export { registerRecurringTask } from './recurring.ts';
/** One pass of the worker over the due jobs, its lease and its retry backoff: tests drive the queue with them. */
export { backoffMs, LEASE_MS, runDueJobs } from './worker.ts';
