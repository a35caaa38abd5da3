import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Against the real server process (the built main.js that `npm run serve` runs, and main.ts): a production start with unsafe
// settings refuses with one line; the demo start says it is a demo and keeps its outbox to this machine.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BASE_ENV = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: 'memory://', SEED_DEMO: '0' };

// What `npm run serve` runs (scripts/build-api.mjs, decision 0120), built for this run; and the source.
const builtDir = join(root, 'node_modules', '.cache', `api-dist-test-${process.pid}`);
const BUILT = [join(builtDir, 'main.js')];
const SOURCE = ['--import', 'tsx', 'apps/api/src/main.ts'];

beforeAll(() => {
  if (!onPostgres) execFileSync(process.execPath, ['scripts/build-api.mjs', builtDir], { cwd: root });
});
afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

function run(env: Record<string, string>, command = BUILT) {
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exit = new Promise<number | null>((r) => child.once('exit', r));
  return { child, exit, output: () => output };
}

async function waitForHealth(url: string, exit: Promise<unknown>) {
  let ended = false;
  void exit.then(() => {
    ended = true;
  });
  for (let i = 0; i < 240 && !ended; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /api/health');
}

describe.skipIf(onPostgres)('starting the server', () => {
  it('refuses a production start with the built-in secret, in one line', async () => {
    const { exit, output } = run({ NODE_ENV: 'production', OTP_PROVIDER: 'http-sms', TRUST_PROXY: 'false' });
    expect(await exit).toBe(1);
    const lines = output().trim().split('\n');
    expect(lines.at(-1)).toMatch(/^Refusing to start: TOKEN_SECRET is missing/);
  });

  it('refuses a production start whose OTP provider is the outbox (codes readable by anyone)', async () => {
    const { exit, output } = run({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-real-secret-of-more-than-32-characters-1234',
      TRUST_PROXY: 'false',
    });
    expect(await exit).toBe(1);
    expect(output()).toMatch(/Refusing to start: OTP_PROVIDER=outbox/);
  });

  it('refuses a production start whose payment provider is the development one (top-ups without money)', async () => {
    const { exit, output } = run({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-real-secret-of-more-than-32-characters-1234',
      TRUST_PROXY: 'false',
      OTP_PROVIDER: 'http-sms',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    });
    expect(await exit).toBe(1);
    expect(output().trim().split('\n').at(-1)).toMatch(/^Refusing to start: PAYMENT_PROVIDER=development/);
  });

  it.each([
    ['built', BUILT],
    ['source', SOURCE],
  ])(
    'starts the demo (%s) on this machine only, says so in the log and on the page, and keeps the outbox local',
    async (_, command) => {
      const webDist = mkdtempSync(join(tmpdir(), 'demo-dist-'));
      writeFileSync(
        join(webDist, 'index.html'),
        '<!doctype html><html><body><div id="root"></div></body></html>',
      );
      const port = 20000 + Math.floor(Math.random() * 20000);
      const server = run(
        { NODE_ENV: 'production', DEMO: '1', PORT: String(port), WEB_DIST: webDist },
        command,
      );
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(url, server.exit);
        expect(server.output()).toContain('DEMO MODE');
        const page = await (await fetch(`${url}/`)).text();
        expect(page).toContain('Bản demo');
        // From this machine the outbox answers; through a proxy (a forwarded request) it does not exist.
        expect((await fetch(`${url}/api/dev/outbox?phone=0912345678`)).status).toBe(200);
        const proxied = await fetch(`${url}/api/dev/outbox?phone=0912345678`, {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(proxied.status).toBe(404);
      } finally {
        server.child.kill('SIGTERM');
        await server.exit;
      }
    },
  );
});
