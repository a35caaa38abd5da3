import { resolve } from 'node:path';
import { z } from 'zod';

// Settings come from the environment once, at start, with safe development defaults.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(16).default('dev-only-token-secret-change-me'),
  OTP_PROVIDER: z.enum(['outbox', 'http-sms', 'zalo-zns']).default('outbox'),
  ALLOW_DEV_OUTBOX: z.enum(['0', '1']).default('0'),
  BRAND_NAME: z.string().default('MOYO'),
  // OTP delivery adapters (issue 6). The SMS gateway receives JSON { to, text, code, method }.
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  ZALO_ZNS_URL: z.string().url().default('https://business.openapi.zalo.me/message/template'),
  ZALO_ZNS_ACCESS_TOKEN: z.string().optional(),
  ZALO_ZNS_TEMPLATE_ID: z.string().optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  // ALTCHA proof of work: the most SHA-256 hashes a browser may need to solve one challenge.
  ALTCHA_COST: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  // Unconfirmed (OTP) bookings an address / a phone may ask for in 10 minutes (decision 0101), and
  // how many an address may ask for before each further one needs a solved captcha.
  BOOKING_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(3),
  BOOKING_HOLDS_PER_PHONE: z.coerce.number().int().min(1).max(100_000).default(3),
  BOOKING_FREE_HOLDS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(1),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${bad}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === '1',
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    tokenSecret: e.TOKEN_SECRET,
    otpProvider: e.OTP_PROVIDER,
    // The outbox shows OTP codes to anyone: outside production it is on; in production only if allowed.
    devOutbox: e.NODE_ENV !== 'production' || e.ALLOW_DEV_OUTBOX === '1',
    brandName: e.BRAND_NAME,
    smsGateway: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN ?? '' } : null,
    zaloZns: e.ZALO_ZNS_ACCESS_TOKEN
      ? {
          url: e.ZALO_ZNS_URL,
          accessToken: e.ZALO_ZNS_ACCESS_TOKEN,
          templateId: e.ZALO_ZNS_TEMPLATE_ID ?? '',
        }
      : null,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      recaptchaSecret: e.RECAPTCHA_SECRET ?? '',
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
      altchaCost: e.ALTCHA_COST,
    },
    bookingHolds: {
      perAddress: e.BOOKING_HOLDS_PER_ADDRESS,
      perPhone: e.BOOKING_HOLDS_PER_PHONE,
      freePerAddress: e.BOOKING_FREE_HOLDS_PER_ADDRESS,
    },
  };
}
