import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  message,
  messageWith,
  nextOtpMethod,
  OTP_MAX_TRIES_PER_CODE,
  OTP_RESEND_SECONDS,
  OTP_SENDS_PER_ADDRESS_LEVELS,
  OTP_TTL_SECONDS,
  type OtpBudget,
  otpBudgetRefusal,
  otpCheckCaptcha,
  otpGuessRefusal,
  otpSendRefusal,
  phonePrefix,
  pressureLevel,
  resendWaitSeconds,
} from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { addressKey } from '../../http/address-key.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { type CaptchaVerifier, captchaFor } from '../../providers/captcha/index.ts';
import { createOtpProvider, type OtpProvider } from '../../providers/otp/index.ts';
import type {
  OtpCheckInput,
  OtpCheckResult,
  OtpMethod,
  OtpSendInput,
  OtpSendResult,
} from './otp-contract.ts';
import * as repo from './repo.ts';

// The one OTP service (otp-contract.ts): random codes stored as keyed hashes, 5 minutes of life,
// one send a minute per phone. Identities are bounded (the phone, the (phone, address) pair, the code),
// an address only makes login codes cost a captcha, and the site's SMS bill has a budget (decision 0135).

export interface OtpDeps {
  db: Db;
  now: () => Date;
  /** Server secret that keys the code hashes (a stolen table cannot be brute-forced offline). */
  secret: string;
  provider: OtpProvider;
  captcha: Pick<CaptchaVerifier, 'verify'>;
  budget: OtpBudget;
  /** Where a tripped budget is told (structured warn). */
  warn: (fields: Record<string, unknown>, text: string) => void;
}

function hashCode(deps: OtpDeps, phone: string, purpose: string, ref: string, code: string): string {
  return createHmac('sha256', deps.secret).update(`${phone}|${purpose}|${ref}|${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const HOUR_MS = 3_600_000;
const secondsUntil = (from: Date | null, plusMs: number, now: Date) =>
  from ? Math.max(1, Math.ceil((from.getTime() + plusMs - now.getTime()) / 1000)) : OTP_RESEND_SECONDS;

type Reserved =
  | { id: number; method: OtpMethod }
  | { refused: { message: string; seconds: number }; method: OtpMethod }
  | { captchaLevel: number; method: OtpMethod };

/**
 * Checks the bounds and, when they allow it, stores the code's hash (one transaction, under the
 * phone's, the address's and the budget's locks). `solvedLevel`: the captcha level already proven.
 */
async function reserve(
  deps: OtpDeps,
  input: OtpSendInput,
  address: string,
  code: string,
  solvedLevel: number,
): Promise<Reserved> {
  const now = deps.now();
  const ref = input.ref ?? '';
  return deps.db.transaction().execute(async (trx): Promise<Reserved> => {
    await repo.lockSender(trx, input.phone, address);
    const last = await repo.lastSent(trx, input.phone, input.purpose);
    const wanted: OtpMethod = input.method ?? nextOtpMethod(last?.method ?? null);
    const method = deps.provider.methods.includes(wanted) ? wanted : (deps.provider.methods[0] ?? wanted);
    const phone = await repo.sentInLastHour(trx, { phone: input.phone }, now);
    const pair = await repo.sentInLastHour(trx, { phone: input.phone, clientIp: address }, now);
    const waitSeconds = resendWaitSeconds(last ? new Date(last.created_at) : null, now);
    const refusal = otpSendRefusal({
      waitSeconds,
      sentToPhoneLastHour: phone.count,
      sentToPhoneFromIpLastHour: pair.count,
    });
    if (refusal === 'wait') {
      const text = messageWith('otpResendWait', { seconds: waitSeconds });
      return { refused: { message: text, seconds: waitSeconds }, method };
    }
    if (refusal === 'pair_limit' || refusal === 'phone_limit') {
      const seconds = secondsUntil((refusal === 'pair_limit' ? pair : phone).oldest, HOUR_MS, now);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      const key = refusal === 'pair_limit' ? 'otpSendLimitPair' : 'otpSendLimitPhone';
      return { refused: { message: messageWith(key, { minutes }), seconds }, method };
    }
    // An address is many people behind a carrier: its login codes cost more work, never a refusal.
    // Booking codes confirm a booking whose create already passed the hold guard.
    if (input.purpose === 'login') {
      const level = pressureLevel(
        await repo.loginSendsFromAddress(trx, address, now),
        OTP_SENDS_PER_ADDRESS_LEVELS,
      );
      if (level > solvedLevel) return { captchaLevel: level, method };
    }
    await repo.lockBudget(trx);
    const prefix = phonePrefix(input.phone);
    const use = await repo.budgetUse(trx, `+84${prefix.slice(1)}`, now);
    const over = otpBudgetRefusal(use, deps.budget);
    if (over) {
      const seconds = secondsUntil(over === 'site' ? use.oldestSite : use.oldestPrefix, HOUR_MS, now);
      deps.warn(
        {
          event: 'otp_budget_reached',
          scope: over,
          prefix: over === 'prefix' ? prefix : undefined,
          sentLastHour: over === 'site' ? use.siteLastHour : use.prefixLastHour,
          budget: over === 'site' ? deps.budget.perHour : deps.budget.perPrefixPerHour,
          purpose: input.purpose,
        },
        'OTP budget reached: no code sent',
      );
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      const text =
        over === 'site'
          ? messageWith('otpBudgetSite', { minutes })
          : messageWith('otpBudgetPrefix', { prefix, minutes });
      return { refused: { message: text, seconds }, method };
    }
    const id = await repo.insertCode(trx, {
      phone: input.phone,
      purpose: input.purpose,
      ref,
      method,
      codeHash: hashCode(deps, input.phone, input.purpose, ref, code),
      clientIp: address,
      now,
      ttlSeconds: OTP_TTL_SECONDS,
    });
    return { id, method };
  });
}

const captchaAnswer = (level: number, method: OtpMethod): OtpSendResult => ({
  success: false,
  message: message('otpCaptchaToSend'),
  allowResendAfterSeconds: 0,
  verificationMethod: method,
  enableCaptcha: true,
  captchaLevel: level,
});

export async function sendOtp(deps: OtpDeps, input: OtpSendInput): Promise<OtpSendResult> {
  const address = addressKey(input.clientIp);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  let reserved = await reserve(deps, input, address, code, 0);
  if ('captchaLevel' in reserved) {
    // The captcha is spent only when it is needed, outside the transaction (it writes its own row).
    const level = reserved.captchaLevel;
    const solved = input.captcha ? await deps.captcha.verify(input.captcha, input.clientIp, level) : false;
    if (!solved) return captchaAnswer(level, reserved.method);
    reserved = await reserve(deps, input, address, code, level);
    if ('captchaLevel' in reserved) return captchaAnswer(reserved.captchaLevel, reserved.method);
  }
  if ('refused' in reserved) {
    return {
      success: false,
      message: reserved.refused.message,
      allowResendAfterSeconds: reserved.refused.seconds,
      verificationMethod: reserved.method,
    };
  }
  try {
    await deps.provider.send(input.phone, code, reserved.method);
  } catch {
    // Nothing was delivered: the reservation is dropped so it neither counts nor can be checked.
    await repo.deleteCode(deps.db, reserved.id);
    return {
      success: false,
      message: message('systemInterrupted'),
      allowResendAfterSeconds: 0,
      verificationMethod: reserved.method,
    };
  }
  return {
    success: true,
    message: message('otpSent'),
    allowResendAfterSeconds: OTP_RESEND_SECONDS,
    verificationMethod: reserved.method,
  };
}

export async function checkOtp(deps: OtpDeps, input: OtpCheckInput): Promise<OtpCheckResult> {
  const now = deps.now();
  const ref = input.ref ?? '';
  const address = addressKey(input.clientIp);
  const wrongText = message(input.purpose === 'booking' ? 'bookingOtpIncorrect' : 'otpIncorrect');
  const row = await repo.latestCode(deps.db, input.phone, input.purpose, ref);
  if (!row || row.consumed_at) return { ok: false, reason: 'none', message: message('otpNone') };
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, reason: 'expired', message: message('otpExpired') };

  const id = Number(row.id);
  const who = { codeId: id, phone: input.phone, clientIp: address, now };
  // The try is logged before the comparison, so concurrent guesses all count.
  const tryId = await repo.recordTry(deps.db, who);
  const prior = await repo.priorWrongTries(deps.db, { ...who, senderIp: row.client_ip, beforeId: tryId });
  const refusal = otpGuessRefusal({ ...prior, fromSender: row.client_ip === address });
  if (refusal) {
    await repo.forgetTry(deps.db, tryId);
    // This address used up its tries on the code or the phone, or other addresses used up the
    // code's shared tries: a new code is the way on (the address that asks for it owns its tries).
    const text = message(refusal === 'foreign' ? 'otpForeignTries' : 'otpTooManyTries');
    return { ok: false, reason: 'too_many_tries', message: text };
  }
  if (input.purpose === 'login') {
    // Past the ceilings a login code is checked only with a captcha: the owner with the right code
    // still gets in, a guesser pays for every guess (decision 0135).
    const asked = otpCheckCaptcha(prior);
    if (asked.level > 0) {
      const solved = input.captcha
        ? await deps.captcha.verify(input.captcha, input.clientIp, asked.level)
        : false;
      if (!solved) {
        await repo.forgetTry(deps.db, tryId);
        const text = message(asked.cause === 'phone' ? 'otpCaptchaPhone' : 'otpCaptchaAddress');
        return { ok: false, reason: 'captcha', message: text, captchaLevel: asked.level };
      }
    }
  }
  if (sameHash(hashCode(deps, input.phone, input.purpose, ref, input.code), row.code_hash)) {
    await repo.forgetTry(deps.db, tryId);
    const spent = await repo.consumeCode(deps.db, id, OTP_MAX_TRIES_PER_CODE, now);
    return spent ? { ok: true } : { ok: false, reason: 'none', message: message('otpNone') };
  }
  await repo.sweepTries(deps.db, now);
  return { ok: false, reason: 'wrong', message: wrongText };
}

export interface OtpService {
  send(input: OtpSendInput): Promise<OtpSendResult>;
  check(input: OtpCheckInput): Promise<OtpCheckResult>;
}

export function createOtpService(deps: OtpDeps): OtpService {
  return { send: (input) => sendOtp(deps, input), check: (input) => checkOtp(deps, input) };
}

const perApp = new WeakMap<AppDeps, OtpService>();
const warnings = new WeakMap<AppDeps, OtpDeps['warn']>();

/** The app's logger for the OTP service's warnings (registered by the OTP routes). */
export function setOtpWarn(deps: AppDeps, warn: OtpDeps['warn']) {
  warnings.set(deps, warn);
}

/** The OTP service of this app (its database, clock, configured provider, captcha and budget), built once. */
export function otpServiceFor(deps: AppDeps): OtpService {
  let service = perApp.get(deps);
  if (!service) {
    const provider = createOtpProvider(deps.config, deps.db, deps.now);
    service = createOtpService({
      db: deps.db,
      now: deps.now,
      secret: deps.config.tokenSecret,
      provider,
      // Looked up when first needed: a misconfigured provider fails the captcha, not every code.
      captcha: { verify: (token, ip, level) => captchaFor(deps).verify(token, ip, level) },
      budget: deps.config.otpBudget,
      warn: (fields, text) => (warnings.get(deps) ?? console.warn)(fields, text),
    });
    perApp.set(deps, service);
  }
  return service;
}
