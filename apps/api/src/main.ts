import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { otpDeliveryProblem } from './providers/otp/index.ts';

// Start: settings, database (migrated, seeded when empty), then the HTTP server.
const config = loadConfig();
const otpProblem = otpDeliveryProblem(config);
if (otpProblem) {
  console.error(`Refusing to start: ${otpProblem}`);
  process.exit(1);
}
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
app.log.info(`site at http://localhost:${config.port} (database: ${handle.kind})`);
