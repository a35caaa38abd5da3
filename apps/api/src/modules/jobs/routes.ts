import type { AppInstance } from '../../http/app-instance.ts';
import { startJobWorker } from './worker.ts';

/** No routes: starts the job worker with the app (JOB_WORKER, off in tests) and stops it on close. */
export async function jobRoutes(app: AppInstance): Promise<void> {
  if (!app.deps.config.jobWorker) return;
  let worker: ReturnType<typeof startJobWorker> | null = null;
  app.addHook('onReady', async () => {
    worker = startJobWorker(app.deps, app.log);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
