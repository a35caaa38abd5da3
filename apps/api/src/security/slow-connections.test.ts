import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_PER_ADDRESS, HEADERS_TIMEOUT_MS, openFileLimit } from '../http/connection-guard.ts';
import { freePort } from '../test/free-port.ts';

// The attack: about 19,800 connections that never finish their headers used up the server's open files,
// and every other visitor's connection was reset; each stayed open 60-95 s. Here 18,000 such connections
// from 12 addresses (on Linux every 127.x.y.z is this machine: each client socket is bound to its own)
// against the real server process, while another visitor asks every 200 ms: each visit is answered
// within 3 s, and no unfinished connection lives longer than 20 s.
//
// File limits: the server, a child process, has its own descriptors. This process holds the attack's
// sockets, at most BUDGET open at once (its soft limit minus a margin for the test runner): the server
// keeps CONNECTIONS_PER_ADDRESS per address and closes the others at once, so the 18,000 pass through a
// pool far smaller than 18,000 when the limit is low, and all are tried either way.

const ATTACK = 18_000;
const ADDRESSES = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 2}`);
const VISITOR = '127.0.0.200';
const BUDGET = Math.min(ATTACK, openFileLimit() - 1_500);
/** Connections being set up at once: a steady stream, not a SYN flood (the kernel's business). */
const CONNECTING_AT_ONCE = 200;
const root = fileURLToPath(new URL('../../../..', import.meta.url));

let server: ChildProcess;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if ((await visit().catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
});
afterAll(() => {
  server?.kill('SIGKILL');
});

/** One visitor's request on a fresh connection: its status and how long it took. */
function visit(): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', localAddress: VISITOR, path: '/api/health', agent: false, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end();
  });
}

interface Attempt {
  openedAt: number;
  /** When this process saw the connection accepted: a loaded event loop delays 'connect' and 'close'
   * alike, so a connection the server refused at once still looks short from here. */
  connectedAt?: number;
  closedAt?: number;
}

/** Opens the attack's connections; half send a partial request head, none ever finish it. */
async function attack(attempts: Attempt[]) {
  let alive = 0;
  let connecting = 0;
  let wake: (() => void) | null = null;
  const changed = () => {
    wake?.();
    wake = null;
  };
  for (let i = 0; i < ATTACK; i++) {
    while (alive >= BUDGET || connecting >= CONNECTING_AT_ONCE) await new Promise<void>((r) => (wake = r));
    const attempt: Attempt = { openedAt: performance.now() };
    attempts.push(attempt);
    alive++;
    connecting++;
    const socket = connect({ port, host: '127.0.0.1', localAddress: ADDRESSES[i % ADDRESSES.length] });
    socket.on('connect', () => {
      attempt.connectedAt = performance.now();
      connecting--;
      changed();
      if (i % 2 === 0) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.once('close', () => {
      if (socket.connecting) connecting--;
      attempt.closedAt = performance.now();
      alive--;
      changed();
    });
  }
}

// The server is the process's own PGlite either way: one run is enough.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('18,000 slow connections from 12 addresses', () => {
  it('another visitor is served every time within 3 s; no unfinished connection lives past 20 s', async () => {
    const attempts: Attempt[] = [];
    const visits: { status: number; ms: number }[] = [];
    let attacking = true;
    const visitor = (async () => {
      while (attacking) {
        visits.push(await visit().catch(() => ({ status: 0, ms: Number.POSITIVE_INFINITY })));
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const started = performance.now();
    await attack(attempts);
    const allTried = performance.now() - started;
    // Every connection ends by itself (the server closes it): wait for the last, up to 21 s.
    while (
      attempts.some((a) => a.closedAt === undefined) &&
      performance.now() - started < allTried + 21_000
    ) {
      await new Promise((r) => setTimeout(r, 250));
    }
    attacking = false;
    await visitor;

    const lifetimes = attempts.map((a) => (a.closedAt ?? Number.POSITIVE_INFINITY) - a.openedAt);
    // Held: kept until the headers timeout. A refused connection closes at once, but this process sees
    // it late when its own loop lags (seconds at a load of 16): only a close near the timeout is a hold.
    const held = attempts.filter(
      (a) =>
        a.connectedAt !== undefined &&
        (a.closedAt ?? Number.POSITIVE_INFINITY) - a.connectedAt > HEADERS_TIMEOUT_MS * 0.75,
    );
    expect(attempts).toHaveLength(ATTACK);
    expect(Math.max(...lifetimes)).toBeLessThan(20_000);
    // The server held its per-address cap of each address at most, each for about its 10 s headers timeout.
    const cap = ADDRESSES.length * CONNECTIONS_PER_ADDRESS;
    expect(mostAtOnce(held)).toBeLessThanOrEqual(cap);
    expect(held.length).toBeGreaterThanOrEqual(cap * 0.9);
    expect(Math.min(...held.map((a) => (a.closedAt ?? 0) - a.openedAt))).toBeGreaterThanOrEqual(9_000);
    expect(visits.length).toBeGreaterThanOrEqual(10);
    expect(visits.filter((v) => v.status !== 200)).toEqual([]);
    expect(Math.max(...visits.map((v) => v.ms))).toBeLessThan(3_000);
  });
});

/** The most connections open at the same moment. */
function mostAtOnce(attempts: Attempt[]): number {
  const events = attempts.flatMap((a) => [
    { at: a.connectedAt ?? a.openedAt, step: 1 },
    { at: a.closedAt ?? Number.POSITIVE_INFINITY, step: -1 },
  ]);
  events.sort((x, y) => x.at - y.at || x.step - y.step);
  let open = 0;
  let most = 0;
  for (const e of events) {
    open += e.step;
    most = Math.max(most, open);
  }
  return most;
}
