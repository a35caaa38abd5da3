import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs, NOW } from '../booking/test-helpers.ts';
import { backoffMs, LEASE_MS, runDueJobs } from '../jobs/index.ts';
import { bookAt, remindersOf } from './test-helpers.ts';

// Sent exactly once across kill -9 and across two server processes. The reminders go to a fake SMS
// gateway that either never answers (the sender is killed while it waits) or answers 200 and records.

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
const pgUrl = process.env.TEST_DATABASE_URL;
const child = new URL('../jobs/test-support/run-jobs-child.ts', import.meta.url).pathname;

let gateway: Server;
let gatewayUrl = '';
let hang = false;
/** Milliseconds the gateway takes to answer. */
let slow = 0;
/** Answer 502 (gateway down). */
let down = false;
let received: { to: string; id: string }[] = [];
beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push(JSON.parse(raw));
      if (down) res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"down"}');
      else if (!hang)
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), slow);
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(() => {
  gateway.closeAllConnections();
  return new Promise<void>((r) => gateway.close(() => r()));
});

const smsEnv = () => ({ OTP_PROVIDER: 'http-sms', SMS_GATEWAY_URL: gatewayUrl });

function startChild(db: { url?: string; dir?: string }, now: Date, extra: Record<string, string> = {}) {
  const env = {
    ...process.env,
    ...smsEnv(),
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dir! }),
    JOB_NOW: now.toISOString(),
    ...extra,
  };
  delete (env as Record<string, string | undefined>).TEST_DATABASE_URL;
  const p = spawn(process.execPath, ['--import', 'tsx', child], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  p.stdout!.on('data', (c) => {
    out += c;
  });
  p.stderr!.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
  return { p, exited, output: () => out };
}

async function until(cond: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function databaseUrlOf(t: TestApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.handle.db);
  const url = new URL(pgUrl!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** A booking at 14h10 tomorrow whose reminders are the only jobs left. */
async function oneBooking(t: TestApp, phone: string) {
  const token = await loginAs(t.handle.db, phone, NOW);
  const id = await bookAt(t.app, token, `0${phone.slice(3)}`, '14h10');
  expect((await remindersOf(t.app, token, id)).reminders).toHaveLength(2);
  await sql`delete from scheduled_jobs where dedupe_key not like ${`reminder:${id}:%`}`.execute(t.handle.db);
  return id;
}

describe('a reminder is sent exactly once', () => {
  it('when the process sending it is killed with SIGKILL: taken again after the lease, logged once', async () => {
    received = [];
    hang = true;
    const t = await createTestApp({ now: NOW, env: smsEnv() });
    const dir = mkdtempSync(join(tmpdir(), 'reminders-kill-'));
    let kill: ReturnType<typeof startChild> | null = null;
    try {
      const id = await oneBooking(t, '+84917200001');
      const due = vn('2026-11-23T14:10');
      let db: { url?: string; dir?: string };
      if (pgUrl) db = { url: await databaseUrlOf(t) };
      else {
        // PGlite: the database goes to a directory on disk that the other process opens.
        const copy = await connectDatabase({ dataDir: dir, loadDataDir: await t.handle.dumpDataDir!() });
        await copy.close();
        db = { dir };
      }
      kill = startChild(db, due);
      await until(() => received.length === 1, 60_000, `the child's send (${kill!.output()})`);
      kill.p.kill('SIGKILL');
      await kill.exited;
      hang = false;

      // The same database reopened by a process of its own (PGlite), or by the running app (PostgreSQL).
      const reopened = pgUrl ? null : await connectDatabase({ dataDir: dir });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, ...smsEnv() });
      const deps = reopened ? { db: reopened.db, dbKind: reopened.kind, config, now: () => due } : t.app.deps;
      const app = reopened ? await buildApp({ deps, serveWeb: false }) : null;
      await app?.ready();
      try {
        // Within the dead worker's lease nobody takes it; after it, it is sent and logged once.
        expect(await runDueJobs(deps, new Date(due.getTime() + LEASE_MS - 1000))).toMatchObject({ done: 0 });
        await until(
          async () => (await runDueJobs(deps, new Date(due.getTime() + LEASE_MS))).done === 1,
          10_000,
          'the job after the lease',
        );
        await runDueJobs(deps, new Date(due.getTime() + 2 * LEASE_MS));
        const log = await deps.db
          .selectFrom('reminder_delivery')
          .selectAll()
          .where('booking_id', '=', id)
          .execute();
        expect(log).toHaveLength(1);
        // The gateway saw the killed attempt and the retry, both with the job's idempotency id.
        expect(received.map((r) => r.id)).toEqual([
          `reminder-${log[0]!.job_id}`,
          `reminder-${log[0]!.job_id}`,
        ]);
      } finally {
        await app?.close();
        await reopened?.close();
      }
    } finally {
      if (kill && kill.p.exitCode === null) kill.p.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      hang = false;
      await t.close();
    }
  }, 120_000);

  it.skipIf(!pgUrl)(
    'when two server processes run the due jobs at once (PostgreSQL)',
    async () => {
      received = [];
      const t = await createTestApp({ now: NOW, env: smsEnv() });
      try {
        const ids: number[] = [];
        for (const [i, hour] of ['14h10', '15h10', '16h10', '17h10'].entries()) {
          const token = await loginAs(t.handle.db, `+8491730000${i}`, NOW);
          const id = await bookAt(t.app, token, `091730000${i}`, hour);
          await remindersOf(t.app, token, id);
          ids.push(id);
        }
        await sql`delete from scheduled_jobs where not (dedupe_key like any(${ids.map((id) => `reminder:${id}:%`)}::text[]))`.execute(
          t.handle.db,
        );
        // At 08:00 on the visit day the four 24 h reminders are due; each process claims one at a time.
        const at = vn('2026-11-24T08:00');
        const url = await databaseUrlOf(t);
        slow = 300;
        const go = { JOB_LIMIT: '1', JOB_WAIT_GO: '1' };
        const a = startChild({ url }, at, { ...go, JOB_WORKER_ID: 'A' });
        const b = startChild({ url }, at, { ...go, JOB_WORKER_ID: 'B' });
        await until(
          () => a.output().includes('ready') && b.output().includes('ready'),
          60_000,
          'both processes',
        );
        a.p.stdin!.end('go\n');
        b.p.stdin!.end('go\n');
        expect(await a.exited).toBe(0);
        expect(await b.exited).toBe(0);
        const done = [a, b].map((c) => JSON.parse(/ran (.*)/.exec(c.output())?.[1] ?? '{}').done as number);
        if (process.env.SHOW_SPLIT) console.log('done by A and B:', done);
        expect(done[0]! + done[1]!).toBe(4);
        // Both took part (each claims one job at a time while the gateway takes 300 ms).
        expect(done[0]).toBeGreaterThan(0);
        expect(done[1]).toBeGreaterThan(0);
        const log = await t.handle.db
          .selectFrom('reminder_delivery')
          .select(['job_id', 'booking_id'])
          .execute();
        expect(log.map((l) => l.booking_id).sort()).toEqual([...ids].sort());
        expect(received).toHaveLength(4);
        expect(new Set(received.map((r) => r.id)).size).toBe(4);
      } finally {
        slow = 0;
        await t.close();
      }
    },
    120_000,
  );

  it('a reminder the gateway refuses is retried with backoff, logged, then marked failed, and never logged as sent', async () => {
    received = [];
    down = true;
    const t = await createTestApp({ now: NOW, env: smsEnv() });
    try {
      const id = await oneBooking(t, '+84917200002');
      const warnings: object[] = [];
      const errors: object[] = [];
      const log = { info() {}, warn: (o: object) => warnings.push(o), error: (o: object) => errors.push(o) };
      let at = vn('2026-11-23T14:10');
      for (let attempt = 1; attempt <= 5; attempt++) {
        await runDueJobs(t.app.deps, at, { log });
        at = new Date(at.getTime() + backoffMs(attempt));
      }
      expect(received).toHaveLength(5);
      expect(warnings).toHaveLength(4);
      expect(errors).toEqual([
        expect.objectContaining({ kind: 'reminders.send', error: 'sms: SMS gateway answered 502' }),
      ]);
      const job = await t.handle.db
        .selectFrom('scheduled_jobs')
        .selectAll()
        .where('dedupe_key', 'like', `reminder:${id}:%:1440`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: 5, last_error: 'sms: SMS gateway answered 502', done_at: null });
      expect(job.failed_at).not.toBeNull();
      expect(
        await t.handle.db.selectFrom('reminder_delivery').selectAll().where('booking_id', '=', id).execute(),
      ).toEqual([]);
    } finally {
      down = false;
      await t.close();
    }
  });
});
