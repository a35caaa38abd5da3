import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/connect.ts';
import { openTestDatabase } from '../test/db-template.ts';
import { loggableUrl } from './access-log.ts';
import type { AppInstance } from './app-instance.ts';

// The attack: whoever reads the access log (an operator, a log service, a leaked file) would find each
// booking's view token, each waitlist offer's signed link and each app shell's session token in the
// URLs it lists, and open the booking, claim the offer or take the session.

const KEY = 'Zk9s-SECRETKEY_123';

describe('loggableUrl', () => {
  it('hides the keys of query parameters and offer paths, and nothing else', () => {
    expect(loggableUrl(`/api/v1/booking/12?viewToken=${KEY}`)).toBe('/api/v1/booking/12?viewToken=[hidden]');
    expect(loggableUrl(`/booking/success?bookingId=12&t=${KEY}`)).toBe(
      '/booking/success?bookingId=12&t=[hidden]',
    );
    expect(loggableUrl(`/booking?token=${KEY}&salonId=1`)).toBe('/booking?token=[hidden]&salonId=1');
    expect(loggableUrl(`/x?VIEWTOKEN=${KEY}&%74=${KEY}`)).toBe('/x?VIEWTOKEN=[hidden]&%74=[hidden]');
    expect(loggableUrl(`/giu-cho/7.${KEY}`)).toBe('/giu-cho/[hidden]');
    expect(loggableUrl(`/api/waitlist/offers/7.${KEY}/confirm?x=1`)).toBe(
      '/api/waitlist/offers/[hidden]/confirm?x=1',
    );
    expect(loggableUrl('/api/v1/salons?salonId=1&tab=2')).toBe('/api/v1/salons?salonId=1&tab=2');
    expect(loggableUrl('/api/waitlist/12')).toBe('/api/waitlist/12');
  });
});

describe('the access log', () => {
  const lines: string[] = [];
  let app: AppInstance;
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    ({ handle, drop } = await openTestDatabase({ seed: true, today: '2026-11-23' }));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      deps: { db: handle.db, dbKind: handle.kind, config, now: () => new Date('2026-11-23T02:00:00Z') },
      serveWeb: false,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await drop?.();
  });

  it('lists every request without the keys its URL carried', async () => {
    const urls = [
      `/api/v1/booking/1?viewToken=${KEY}`,
      `/api/v1/booking/1/reminders?viewToken=${KEY}`,
      `/api/waitlist/offers/1.${KEY}`,
      `/api/waitlist/offers/1.${KEY}/confirm`,
      `/booking/success?bookingId=1&t=${KEY}`,
      `/giu-cho/1.${KEY}`,
      `/booking?token=${KEY}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('incoming request')).length).toBeGreaterThanOrEqual(urls.length);
    expect(log).toContain('[hidden]');
    expect(log).not.toContain(KEY);
  });
});
