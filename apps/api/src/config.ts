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
  };
}
