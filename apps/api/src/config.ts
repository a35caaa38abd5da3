import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { vapidKeys } from './providers/push/vapid.ts';

/** The built-in development secret: accepted outside production only (start-checks.ts refuses it). */
export const DEV_TOKEN_SECRET = 'dev-only-token-secret-change-me';

// Settings come from the environment once, at start, with safe development defaults.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The README's start: production build, demo data, dev outbox for this machine only, a banner.
  DEMO: z.enum(['0', '1']).default('0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  // Origins allowed to frame the site (app shells, a super-app), space or comma separated.
  FRAME_ANCESTORS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(16).optional(),
  OTP_PROVIDER: z.enum(['outbox', 'http-sms', 'zalo-zns']).default('outbox'),
  BRAND_NAME: z.string().default('MOYO'),
  // OTP delivery adapters. The SMS gateway receives JSON { to, text, code, method }.
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
  // The SMS bill's guard (decision 0135): OTP codes sent in an hour by the whole site, and to numbers
  // of one prefix (the first 4 digits of the local number); beyond them no code is sent.
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(2_000),
  OTP_SENDS_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(200),
  // Unconfirmed (OTP) bookings an address / a phone may ask for in 10 minutes (decision 0101), and
  // how many an address may ask for before each further one needs a solved captcha.
  BOOKING_HOLDS_PER_PHONE: z.coerce.number().int().min(1).max(100_000).default(6),
  BOOKING_HOLDS_PER_PHONE_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(3),
  BOOKING_FREE_HOLDS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(1),
  BOOKING_UNCONFIRMED_DAY_SHARE: z.coerce.number().min(0).max(1).default(0.25),
  // Tracking calls one address may send a minute (events are batched by the page; location and error
  // posts are rare); the benchmark raises it to measure the writer, not the limit.
  TRACKING_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(120),
  // Top-up (issue 19): 'development' pays at once (refused in production), 'vnpay' redirects to VNPay.
  PAYMENT_PROVIDER: z.enum(['development', 'vnpay']).default('development'),
  VNPAY_TMN_CODE: z.string().optional(),
  VNPAY_HASH_SECRET: z.string().optional(),
  VNPAY_URL: z.string().url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  // Scheduled jobs (issue 22): the worker polling the database; off in tests (they run jobs themselves).
  JOB_WORKER: z.enum(['0', '1']).optional(),
  // Reminders: minutes before the visit (comma separated), and Vietnam's quiet hours "from-to" (none sent).
  REMINDER_LEAD_MINUTES: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5})*$/)
    .default('1440,120'),
  REMINDER_QUIET_HOURS: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/)
    .default('21-8'),
  // Change and cancel close this many minutes before the booked hour.
  BOOKING_CUTOFF_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // Reminders by Zalo ZNS need their own approved template (fields salon, time, date, address, link).
  ZALO_ZNS_REMINDER_TEMPLATE_ID: z.string().optional(),
  // The site's address as customers reach it, for links in messages (reminders).
  PUBLIC_URL: z.string().url().optional(),
  // The salons' point-of-sale system records served visits with this key (POST /api/pos/visits).
  POS_API_KEY: z.string().min(32).optional(),
  // Web Push (decision 0142): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
  // prints it) and who the push services may contact (mailto: or https:). Outside production a pair
  // is made at start when none is given (the demo keeps its own in the data folder).
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;
/** development and test: a developer's machine; demo: the README's start; production: real customers. */
export type Mode = 'development' | 'test' | 'demo' | 'production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${bad}`);
  }
  const e = parsed.data;
  const mode: Mode = e.NODE_ENV === 'production' ? (e.DEMO === '1' ? 'demo' : 'production') : e.NODE_ENV;
  const trustProxy: TrustProxy = parseTrustProxy(e.TRUST_PROXY);
  return {
    env: e.NODE_ENV,
    mode,
    port: e.PORT,
    // Only a real production start listens on every interface by default; a demo stays on this machine.
    host: e.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    trustProxy,
    /** True when TRUST_PROXY was set at all (a production start must say whether a proxy is in front). */
    trustProxyConfigured: e.TRUST_PROXY !== undefined,
    frameAncestors: e.FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean),
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === '1',
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    tokenSecret: e.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    tokenSecretGiven: e.TOKEN_SECRET !== undefined,
    otpProvider: e.OTP_PROVIDER,
    // The outbox shows OTP codes: it exists outside production, and only answers this machine (otp/routes.ts).
    devOutbox: mode !== 'production',
    brandName: e.BRAND_NAME,
    otpBudget: { perHour: e.OTP_SENDS_PER_HOUR, perPrefixPerHour: e.OTP_SENDS_PER_PREFIX_PER_HOUR },
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
    payment: {
      provider: e.PAYMENT_PROVIDER,
      vnpay: { tmnCode: e.VNPAY_TMN_CODE ?? '', hashSecret: e.VNPAY_HASH_SECRET ?? '', url: e.VNPAY_URL },
    },
    trackingCallsPerMinute: e.TRACKING_CALLS_PER_MINUTE,
    jobWorker: (e.JOB_WORKER ?? (e.NODE_ENV === 'test' ? '0' : '1')) === '1',
    reminders: {
      leadMinutes: e.REMINDER_LEAD_MINUTES.split(',').map(Number),
      quietFromHour: Number(e.REMINDER_QUIET_HOURS.split('-')[0]),
      quietToHour: Number(e.REMINDER_QUIET_HOURS.split('-')[1]),
    },
    bookingCutoffMinutes: e.BOOKING_CUTOFF_MINUTES,
    zaloReminderTemplateId: e.ZALO_ZNS_REMINDER_TEMPLATE_ID ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    posApiKey: e.POS_API_KEY ?? null,
    vapid: vapidKeys(e, mode),
    bookingHolds: {
      perPhone: e.BOOKING_HOLDS_PER_PHONE,
      perPhoneAddress: e.BOOKING_HOLDS_PER_PHONE_ADDRESS,
      freePerAddress: e.BOOKING_FREE_HOLDS_PER_ADDRESS,
      unconfirmedDayShare: e.BOOKING_UNCONFIRMED_DAY_SHARE,
    },
  };
}
