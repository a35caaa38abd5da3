import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayInVietnam } from '@salon/domain';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase, type DbHandle } from '../apps/api/src/db/connect.ts';
import { funnelReport } from '../apps/api/src/modules/tracking/index.ts';

// npm run report:funnel [-- --days 7 | --from YYYY-MM-DD --to YYYY-MM-DD]
// Prints the booking funnel from stored tracking events, with the same database settings as the server.

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function period(): { from: string; to: string } {
  const isDay = (d: string | undefined): d is string => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d);
  const to = option('to') ?? todayInVietnam();
  const days = Number(option('days') ?? 7);
  const from = option('from') ?? (Number.isInteger(days) && days > 0 ? addDays(to, 1 - days) : '');
  if (!isDay(from) || !isDay(to) || from > to) {
    console.error('usage: npm run report:funnel [-- --days N | --from YYYY-MM-DD --to YYYY-MM-DD]');
    process.exit(2);
  }
  return { from, to };
}

const { from, to } = period();
const config = loadConfig();
let handle: DbHandle | undefined;
let snapshot: string | undefined;
try {
  if (config.databaseUrl) {
    handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } else {
    if (!existsSync(config.dataDir)) throw new Error(`no PGlite data directory at ${config.dataDir}`);
    // PGlite has no cross-process lock: opening the directory of a running server could corrupt it,
    // so the report reads a copy taken now (events the server has not flushed yet, ≤ 0.5 s, are missing).
    snapshot = mkdtempSync(join(tmpdir(), 'funnel-pglite-'));
    cpSync(config.dataDir, snapshot, { recursive: true });
    console.log(`(PGlite: reading a snapshot of ${config.dataDir})\n`);
    handle = await connectDatabase({ dataDir: snapshot });
  }
  console.log(await funnelReport(handle.db, from, to));
} catch (err) {
  console.error(`Could not read the funnel: ${err instanceof Error ? err.message : String(err)}`);
  if (!config.databaseUrl) {
    console.error(
      `The PGlite data directory (${config.dataDir}) cannot be opened while the server is writing it: ` +
        'stop the server and run again, or point DATABASE_URL at the PostgreSQL database the server uses.',
    );
  }
  process.exitCode = 1;
} finally {
  await handle?.close().catch(() => {});
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
}
