import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs, NOW } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { bookAt, outbox, remindersOf } from './test-helpers.ts';

// Push reminders against a local fake push service: it receives one POST per reminder, encrypted
// (aes128gcm, RFC 8291) for the subscribing browser's keys and signed with the server's VAPID key;
// the test decrypts it as the browser would. A 410 (subscription gone) deletes the subscription and
// the reminder goes by the next channel, still once.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let pushService: Server;
let pushUrl = '';
let received: Received[] = [];
beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.includes('gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => pushService.close(() => r())));

/** A browser's subscription keys: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm push message body (RFC 8188 header, RFC 8291 keys) as the browser does. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(browser.auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** The VAPID JWT verified with the server's public key; its claims. */
function vapidClaims(authorization: string, publicKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(m?.[2]).toBe(publicKey);
  const [head, claims, signature] = m![1]!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string };
}

describe('push reminders', () => {
  let t: TestApp;
  beforeEach(async () => {
    received = [];
    t = await createTestApp({ now: NOW });
  });
  afterEach(() => t.close());

  function subscribe(id: number, token: string | null, endpoint: string, keys = browserKeys().keys) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${id}/push-subscription`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { endpoint, keys },
    });
  }

  it('sends one encrypted, VAPID-signed message per reminder, once however often the jobs run', async () => {
    const phone = '+84917300001';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, `0${phone.slice(3)}`, '14h10');
    const browser = browserKeys();
    const res = await subscribe(id, token, `${pushUrl}/push/browser-1`, browser.keys);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã bật thông báo nhắc lịch trên thiết bị này.');
    const planned = (await remindersOf(t.app, token, id)).reminders;
    expect(planned.map((r) => r.channel)).toEqual(['push', 'push']);

    for (const r of planned) {
      const due = new Date(r.sendAt);
      await runDueJobs(t.app.deps, due);
      await runDueJobs(t.app.deps, new Date(due.getTime() + 60_000));
    }
    expect(received).toHaveLength(2);
    const log = await t.handle.db
      .selectFrom('reminder_delivery')
      .selectAll()
      .where('booking_id', '=', id)
      .execute();
    expect(log.map((d) => d.channel)).toEqual(['push', 'push']);
    for (const [i, message] of received.entries()) {
      expect(message.path).toBe('/push/browser-1');
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers.topic).toBe(`reminder-${log[i]!.job_id}`);
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      const claims = vapidClaims(String(message.headers.authorization), t.app.deps.config.vapid.publicKey);
      expect(claims.aud).toBe(pushUrl);
      const shown = JSON.parse(decrypt(message.body, browser)) as {
        title: string;
        body: string;
        link: string;
      };
      expect(shown.body).toContain('14h10');
      expect(shown.link).toContain(`/booking/success?bookingId=${id}&t=`);
      // Nothing readable on the wire.
      expect(message.body.includes(Buffer.from('14h10'))).toBe(false);
    }
  });

  it('deletes a subscription the push service says is gone (410) and sends that reminder by the next channel', async () => {
    const phone = '+84917300002';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, `0${phone.slice(3)}`, '14h10');
    expect((await subscribe(id, token, `${pushUrl}/push/gone`)).statusCode).toBe(200);
    const first = (await remindersOf(t.app, token, id)).reminders[0]!;
    await runDueJobs(t.app.deps, new Date(first.sendAt));
    expect(received.map((r) => r.path)).toEqual(['/push/gone']);
    const left = await t.handle.db
      .selectFrom('push_subscription')
      .selectAll()
      .where('booking_id', '=', id)
      .execute();
    expect(left).toHaveLength(0);
    // The development outbox stands in for Zalo: the reminder went once, by Zalo.
    expect((await outbox(t.app, phone)).map((m) => m.channel)).toEqual(['zalo']);
    expect((await remindersOf(t.app, token, id)).reminders.map((r) => r.channel)).toEqual(['zalo']);
  });

  it("refuses an endpoint that is not a push service, and another customer's or an anonymous subscription", async () => {
    const phone = '+84917300003';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, `0${phone.slice(3)}`, '14h10');
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://evil.example/push',
      'ftp://127.0.0.1/x',
    ]) {
      const res = await subscribe(id, token, endpoint);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Địa chỉ nhận thông báo không hợp lệ/);
    }
    const stranger = await loginAs(t.handle.db, '+84917300004', NOW);
    expect((await subscribe(id, stranger, `${pushUrl}/push/x`)).statusCode).toBe(404);
    expect((await subscribe(id, null, `${pushUrl}/push/x`)).statusCode).toBe(404);
    const bad = await subscribe(id, token, `${pushUrl}/push/x`, { p256dh: 'short', auth: '!' });
    expect(bad.statusCode).toBe(400);
    const rows = await t.handle.db.selectFrom('push_subscription').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});
