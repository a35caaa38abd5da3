import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  url: string;
  kind: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/** The real server in its own process (so the load generator does not share its event loop). */
export async function startBenchServer(opts: {
  port: number;
  databaseUrl?: string;
  /** Extra environment for the server (e.g. WEB_DIST for a built web app). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO: '1',
      BENCH_HELLO: '1',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('bench server exited');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    kind: opts.databaseUrl ? 'postgres' : 'pglite',
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
