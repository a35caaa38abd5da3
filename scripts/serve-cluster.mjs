// `npm run serve:cluster` (decision 0123): one server process per core on one PostgreSQL, sharing the
// port (node:cluster hands connections round-robin). Everything the processes must agree on is in the
// database: sessions, rate limits and holds are rows; cached hours and prices are dropped in every
// process by the database's notifications (apps/api/src/db/notifications.ts). PGlite is one process's
// own files: refused. CLUSTER_WORKERS overrides the count.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.DATABASE_URL) {
  console.error(
    'Refusing to start a cluster: DATABASE_URL is not set. PGlite (the default database) lives in one ' +
      'process; run `npm run serve` for it, or set DATABASE_URL to a PostgreSQL database.',
  );
  process.exit(1);
}
const workers = Number(process.env.CLUSTER_WORKERS ?? availableParallelism());
if (!Number.isInteger(workers) || workers < 1) {
  console.error(
    `Refusing to start a cluster: CLUSTER_WORKERS '${process.env.CLUSTER_WORKERS}' is not a count.`,
  );
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
cluster.setupPrimary({ exec: join(root, 'apps/api/dist/main.js'), execArgv: ['--max-semi-space-size=4'] });

let stopping = false;
let listened = false;
const fork = () => cluster.fork();
// The first worker migrates (and seeds an empty demo database) alone; the others start once it listens.
const first = fork();
first.once('listening', () => {
  listened = true;
  for (let i = 1; i < workers; i++) fork();
  console.log(`cluster: ${workers} server processes (pid ${process.pid})`);
});
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  if (!listened) {
    console.error(`cluster: the first server process failed to start (${signal ?? code}); stopping`);
    process.exit(1);
  }
  console.warn(`cluster: server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
  setTimeout(fork, 500);
});
const stop = () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(0), 10_000).unref();
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
