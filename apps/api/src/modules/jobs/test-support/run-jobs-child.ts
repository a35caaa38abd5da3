import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { connectDatabase } from '../../../db/connect.ts';
import { runDueJobs } from '../worker.ts';

// A second server process for the exactly-once tests: opens the database of DATABASE_URL (PostgreSQL)
// or DATA_DIR (PGlite on disk), builds the app (its job handlers) and runs the jobs due at JOB_NOW
// until none is left, as worker JOB_WORKER_ID. Prints 'ran {…}' when done. Tests kill it with SIGKILL mid-run.

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const now = new Date(process.env.JOB_NOW ?? Date.now());
const deps = { db: handle.db, dbKind: handle.kind, config, now: () => now };
const app = await buildApp({ deps, serveWeb: false });
await app.ready();
process.stdout.write('ready\n');
// JOB_WAIT_GO=1: start when the test writes a line, so two processes begin together.
if (process.env.JOB_WAIT_GO === '1') {
  await new Promise((r) => process.stdin.once('data', r));
  process.stdin.destroy();
}
// JOB_LIMIT=1 claims one job at a time until none is due, so two such processes take turns.
const limit = Number(process.env.JOB_LIMIT ?? 50);
const total = { done: 0, retried: 0, failed: 0, lost: 0 };
for (;;) {
  const r = await runDueJobs(deps, now, { workerId: process.env.JOB_WORKER_ID ?? 'child', limit });
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
  if (r.done + r.retried + r.failed + r.lost === 0) break;
}
process.stdout.write(`ran ${JSON.stringify(total)}\n`);
await app.close();
await handle.close();
