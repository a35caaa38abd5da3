import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startProblem, withDemoSecret } from './start-checks.ts';

// Start: settings, database (migrated, seeded when empty), then the HTTP server.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Refusing to start: ${(error as Error).message}`);
  process.exit(1);
}
const problem = startProblem(config);
if (problem) {
  console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}
config = withDemoSecret(config);
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(handle.db, { seedDemo: config.seedDemo });
const app = await buildApp({
  deps: { db: handle.db, dbKind: handle.kind, config, now: () => new Date() },
  logger: { level: config.logLevel },
});

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`site at http://localhost:${config.port} (database: ${handle.kind}, mode: ${config.mode})`);
if (config.mode === 'demo') {
  app.log.warn(
    'DEMO MODE: demo data, OTP codes readable at /api/dev/outbox from this machine only, listening on ' +
      `${config.host}. Not for real customers: see README, "Production start".`,
  );
}
