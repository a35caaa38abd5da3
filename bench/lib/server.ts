import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The node flags and the C library's allocator settings of package.json's serve scripts. */
const SERVE_NODE_FLAGS = ['--max-semi-space-size=4'];
const SERVE_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072' };

export interface BenchServer {
  url: string;
  pid: number;
  kind: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/**
 * The built server's folder: apps/api/dist (`npm run build`), or BENCH_API_DIST, a build of one's own
 * (`node scripts/build-api.mjs <folder under the repository>`) that another build cannot replace mid-run.
 */
export function apiDist(): string {
  return resolve(root, process.env.BENCH_API_DIST ?? 'apps/api/dist');
}

/** The real server in its own process (so the load generator does not share its event loop). */
export async function startBenchServer(opts: {
  port: number;
  databaseUrl?: string;
  /** Extra environment for the server (e.g. WEB_DIST for a built web app). */
  env?: Record<string, string>;
  /**
   * Run the built server as `npm run serve` does (apiDist()) instead of the source through tsx; by
   * default built when BENCH_API_DIST names a build.
   */
  built?: boolean;
  /** An existing data directory (kept); otherwise a fresh one, removed at stop. */
  dataDir?: string;
}): Promise<BenchServer> {
  // BENCH_SERVER_URL: measure a server already running (e.g. `npm run serve:cluster`), started with the
  // environment the benchmark would give it.
  const running = process.env.BENCH_SERVER_URL;
  if (running) {
    return {
      url: running,
      pid: 0,
      kind: opts.databaseUrl ? 'postgres' : 'pglite',
      stop: async () => undefined,
    };
  }
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'bench-data-'));
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (`node --cpu-prof`); from
  // the source through tsx, so the profile names our files (bench/lib/profile.ts sums it).
  const profile = process.env.BENCH_CPU_PROF;
  const profileFlags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const built = opts.built ?? process.env.BENCH_API_DIST !== undefined;
  const [command, args] = built
    ? ['node', [...SERVE_NODE_FLAGS, ...profileFlags, join(apiDist(), 'main.js')]]
    : ['node', [...SERVE_NODE_FLAGS, ...profileFlags, '--import', 'tsx', 'apps/api/src/main.ts']];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      ...SERVE_ENV,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO: '1',
      BENCH_HELLO: '1',
      TRACKING_CALLS_PER_MINUTE: '10000000',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('bench server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid ?? 0,
    kind: opts.databaseUrl ? 'postgres' : 'pglite',
    async stop() {
      const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      // The data directory may be opened again (or the database dropped) next: wait for the database to
      // close, at most 10 s, then make sure the server is gone.
      const closed = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
      ]);
      if (!closed && child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
