import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_TOKEN_SECRET, loadConfig } from './config.ts';
import { startProblem, withDemoSecret } from './start-checks.ts';

// The README's start is a labelled demo; a production start refuses
// every setting that would let a stranger read codes, forge tokens or spoof addresses.

const SECRET = 'a-real-secret-of-more-than-32-characters-1234';
const realProduction = {
  NODE_ENV: 'production',
  TOKEN_SECRET: SECRET,
  OTP_PROVIDER: 'http-sms',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  TRUST_PROXY: 'false',
  PAYMENT_PROVIDER: 'vnpay',
  VNPAY_TMN_CODE: 'TESTTMN1',
  VNPAY_HASH_SECRET: 'a-vnpay-hash-secret',
  PUBLIC_URL: 'https://datlich.example.vn',
  VAPID_PUBLIC_KEY: 'BMqxpfWxM6zUnWZv3IEnyEpWR_hIu1d8XhCJE6YZSGmXSkDHrJLZtla4jwS2cs9PdpDYzqEEfviSC3v4eE-WS-0',
  VAPID_PRIVATE_KEY: 'otNoz6VcYyrRzlkiBxgOhYdNn9qezZmQUztJ0G3PxMU',
  VAPID_SUBJECT: 'mailto:ops@example.vn',
};

describe('a production start', () => {
  it('starts with real settings', () => {
    expect(startProblem(loadConfig(realProduction))).toBeNull();
    const config = loadConfig(realProduction);
    expect(config.mode).toBe('production');
    expect(config.devOutbox).toBe(false);
    expect(config.host).toBe('0.0.0.0');
  });

  it('refuses a missing or built-in TOKEN_SECRET (a forged booking view token would read any booking)', () => {
    expect(startProblem(loadConfig({ ...realProduction, TOKEN_SECRET: undefined }))).toMatch(/^TOKEN_SECRET/);
    expect(startProblem(loadConfig({ ...realProduction, TOKEN_SECRET: DEV_TOKEN_SECRET }))).toMatch(
      /^TOKEN_SECRET/,
    );
    expect(startProblem(loadConfig({ ...realProduction, TOKEN_SECRET: 'short-but-16-chars' }))).toMatch(
      /shorter than 32/,
    );
  });

  it('refuses the outbox as OTP provider, the reCAPTCHA without its secret and an unsaid proxy trust', () => {
    expect(startProblem(loadConfig({ ...realProduction, OTP_PROVIDER: 'outbox' }))).toMatch(/outbox/);
    expect(startProblem(loadConfig({ ...realProduction, CAPTCHA_PROVIDER: 'recaptcha' }))).toMatch(
      /RECAPTCHA_SECRET/,
    );
    expect(startProblem(loadConfig({ ...realProduction, TRUST_PROXY: undefined }))).toMatch(/TRUST_PROXY/);
  });

  it('refuses missing or malformed VAPID keys and a missing VAPID_SUBJECT (push reminders could not be signed)', () => {
    const without = { ...realProduction, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
    expect(startProblem(loadConfig(without))).toMatch(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are missing/);
    expect(startProblem(loadConfig({ ...realProduction, VAPID_PRIVATE_KEY: 'too-short' }))).toMatch(
      /not a P-256 key pair/,
    );
    expect(startProblem(loadConfig({ ...realProduction, VAPID_SUBJECT: undefined }))).toMatch(
      /^VAPID_SUBJECT/,
    );
    // Outside production a pair is made at start: development pushes without setup.
    const dev = loadConfig({ NODE_ENV: 'development' }).vapid;
    expect(dev.given).toBe(false);
    expect(Buffer.from(dev.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses a missing PUBLIC_URL (links in messages and the payment return would follow the request or point here)', () => {
    expect(startProblem(loadConfig({ ...realProduction, PUBLIC_URL: undefined }))).toMatch(/^PUBLIC_URL/);
    expect(startProblem(loadConfig({ ...realProduction, PUBLIC_URL: 'http://127.0.0.1:3000' }))).toMatch(
      /^PUBLIC_URL/,
    );
  });

  it('refuses the development payment provider (credits without payment) and VNPay without its keys', () => {
    expect(startProblem(loadConfig({ ...realProduction, PAYMENT_PROVIDER: undefined }))).toMatch(
      /^PAYMENT_PROVIDER=development/,
    );
    expect(startProblem(loadConfig({ ...realProduction, VNPAY_HASH_SECRET: undefined }))).toMatch(
      /VNPAY_HASH_SECRET/,
    );
    expect(startProblem(loadConfig({ ...realProduction, VNPAY_TMN_CODE: undefined }))).toMatch(
      /VNPAY_TMN_CODE/,
    );
  });

  it('says each refusal in one line', () => {
    for (const env of [{ TOKEN_SECRET: undefined }, { OTP_PROVIDER: 'outbox' }, { TRUST_PROXY: undefined }]) {
      expect(startProblem(loadConfig({ ...realProduction, ...env }))).not.toContain('\n');
    }
  });
});

describe('the demo start (npm start)', () => {
  const demo = { NODE_ENV: 'production', DEMO: '1' };

  it('keeps the outbox, listens on this machine only unless HOST is set, and is named a demo', () => {
    const config = loadConfig(demo);
    expect(config.mode).toBe('demo');
    expect(config.devOutbox).toBe(true);
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ ...demo, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(startProblem(config)).toBeNull();
  });

  it('never signs with the built-in secret: a random one kept in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-secret-'));
    const first = withDemoSecret(loadConfig({ ...demo, DATA_DIR: dataDir }));
    const again = withDemoSecret(loadConfig({ ...demo, DATA_DIR: dataDir }));
    expect(first.tokenSecret).not.toBe(DEV_TOKEN_SECRET);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(again.tokenSecret).toBe(first.tokenSecret);
    expect(withDemoSecret(loadConfig({ ...demo, DATA_DIR: 'memory://' })).tokenSecret).not.toBe(
      DEV_TOKEN_SECRET,
    );
    // A secret given by the operator wins.
    expect(withDemoSecret(loadConfig({ ...demo, TOKEN_SECRET: SECRET })).tokenSecret).toBe(SECRET);
  });

  it('keeps its VAPID pair in the data folder: push subscriptions survive a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-vapid-'));
    const first = withDemoSecret(loadConfig({ ...demo, DATA_DIR: dataDir })).vapid;
    const again = withDemoSecret(loadConfig({ ...demo, DATA_DIR: dataDir })).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(again).toEqual(first);
    // A pair given by the operator wins.
    const given = withDemoSecret(
      loadConfig({
        ...demo,
        DATA_DIR: dataDir,
        VAPID_PUBLIC_KEY: realProduction.VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: realProduction.VAPID_PRIVATE_KEY,
      }),
    ).vapid;
    expect(given.publicKey).toBe(realProduction.VAPID_PUBLIC_KEY);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, a hop count or a list of addresses when set, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16 ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
