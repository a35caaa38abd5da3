import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, DEV_TOKEN_SECRET } from './config.ts';
import { otpDeliveryProblem } from './providers/otp/index.ts';
import { vapidProblem } from './providers/push/vapid.ts';

// What a start must refuse (docs/decisions/0103): a production start with a setting that would let a
// stranger read codes, forge tokens or spoof addresses. One line, so the reason is the last log line.

/** Why this configuration must not start, or null. */
export function startProblem(config: Config): string | null {
  if (config.mode === 'production') {
    if (!config.tokenSecretGiven || config.tokenSecret === DEV_TOKEN_SECRET)
      return 'TOKEN_SECRET is missing or the built-in development value: set a random secret of at least 32 characters (for example `openssl rand -base64 48`).';
    if (config.tokenSecret.length < 32)
      return 'TOKEN_SECRET is shorter than 32 characters: set a random secret (for example `openssl rand -base64 48`).';
    if (config.otpProvider === 'outbox')
      return 'OTP_PROVIDER=outbox shows codes instead of sending them: configure http-sms or zalo-zns (the demo start is `npm start`).';
    if (config.payment.provider === 'development')
      return 'PAYMENT_PROVIDER=development credits top-ups without payment: set PAYMENT_PROVIDER=vnpay with VNPAY_TMN_CODE and VNPAY_HASH_SECRET.';
    if (config.captcha.provider === 'recaptcha' && !config.captcha.recaptchaSecret)
      return 'CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET.';
    if (!config.trustProxyConfigured)
      return 'TRUST_PROXY is not set: set TRUST_PROXY=false when clients connect directly, or the proxy hop count or addresses (see README).';
    if (['localhost', '127.0.0.1', '[::1]'].includes(new URL(config.publicUrl).hostname))
      return "PUBLIC_URL is not set (or names this machine): set the address customers reach, for example https://datlich.example.vn; links in messages and payment returns use it, never the request's Host.";
    const vapid = vapidProblem(config.vapid);
    if (vapid) return vapid;
  }
  if (
    config.payment.provider === 'vnpay' &&
    (!config.payment.vnpay.tmnCode || !config.payment.vnpay.hashSecret)
  )
    return 'PAYMENT_PROVIDER=vnpay needs VNPAY_TMN_CODE and VNPAY_HASH_SECRET.';
  return otpDeliveryProblem(config);
}

/**
 * The demo's secret when none is given: random, kept in the data folder so view links and codes survive
 * a restart, and never the built-in value a stranger could read in this repository.
 */
export function withDemoSecret(config: Config): Config {
  if (config.mode !== 'demo') return config;
  const withKeys = withDemoVapidKeys(config);
  if (config.tokenSecretGiven) return withKeys;
  if (config.dataDir === 'memory://')
    return { ...withKeys, tokenSecret: randomBytes(32).toString('base64url') };
  return {
    ...withKeys,
    tokenSecret: keptInDataDir(config, '.token-secret', () => randomBytes(32).toString('base64url')),
  };
}

/** The demo's VAPID pair when none is given, kept like its secret: push subscriptions survive a restart. */
function withDemoVapidKeys(config: Config): Config {
  if (config.vapid.given || config.dataDir === 'memory://') return config;
  const { publicKey, privateKey } = config.vapid;
  const kept = JSON.parse(
    keptInDataDir(config, '.vapid-keys', () => JSON.stringify({ publicKey, privateKey })),
  );
  return { ...config, vapid: { ...config.vapid, publicKey: kept.publicKey, privateKey: kept.privateKey } };
}

function keptInDataDir(config: Config, name: string, make: () => string): string {
  const file = join(config.dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, make(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
