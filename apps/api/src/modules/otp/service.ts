import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  message,
  messageWith,
  nextOtpMethod,
  OTP_MAX_TRIES_PER_CODE,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  otpGuessRefusal,
  otpSendRefusal,
  resendWaitSeconds,
} from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import type { AppDeps } from '../../http/app-instance.ts';
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
// one send a minute per phone. Sends and wrong tries are counted per (phone, address) and per address,
// under a higher per-phone ceiling, so a stranger cannot lock the owner out (decision 0102).

export interface OtpDeps {
  db: Db;
  now: () => Date;
  /** Server secret that keys the code hashes (a stolen table cannot be brute-forced offline). */
  secret: string;
  provider: OtpProvider;
}

function hashCode(deps: OtpDeps, phone: string, purpose: string, ref: string, code: string): string {
  return createHmac('sha256', deps.secret).update(`${phone}|${purpose}|${ref}|${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const secondsUntil = (from: Date | null, plusMs: number, now: Date) =>
  from ? Math.max(1, Math.ceil((from.getTime() + plusMs - now.getTime()) / 1000)) : OTP_RESEND_SECONDS;

export async function sendOtp(deps: OtpDeps, input: OtpSendInput): Promise<OtpSendResult> {
  const now = deps.now();
  const ref = input.ref ?? '';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const reserved = await deps.db.transaction().execute(async (trx) => {
    await repo.lockSender(trx, input.phone, input.clientIp);
    const last = await repo.lastSent(trx, input.phone, input.purpose);
    const wanted: OtpMethod = input.method ?? nextOtpMethod(last?.method ?? null);
    const method = deps.provider.methods.includes(wanted) ? wanted : (deps.provider.methods[0] ?? wanted);
    const phone = await repo.sentInLastHour(trx, { phone: input.phone }, now);
    const pair = await repo.sentInLastHour(trx, { phone: input.phone, clientIp: input.clientIp }, now);
    const ip = await repo.sentInLastHour(trx, { clientIp: input.clientIp }, now);
    const waitSeconds = resendWaitSeconds(last ? new Date(last.created_at) : null, now);
    const refusal = otpSendRefusal({
      waitSeconds,
      sentToPhoneLastHour: phone.count,
      sentToPhoneFromIpLastHour: pair.count,
      sentFromIpLastHour: ip.count,
    });
    if (refusal === 'wait') {
      const text = messageWith('otpResendWait', { seconds: waitSeconds });
      return { refused: { message: text, seconds: waitSeconds }, method } as const;
    }
    if (refusal === 'phone_limit' || refusal === 'pair_limit') {
      const seconds = secondsUntil((refusal === 'pair_limit' ? pair : phone).oldest, 3_600_000, now);
      return { refused: { message: message('otpSendLimitPhone'), seconds }, method } as const;
    }
    if (refusal === 'ip_limit') {
      const seconds = secondsUntil(ip.oldest, 3_600_000, now);
      return { refused: { message: message('otpSendLimitIp'), seconds }, method } as const;
    }
    const codeHash = hashCode(deps, input.phone, input.purpose, ref, code);
    const id = await repo.insertCode(trx, {
      phone: input.phone,
      purpose: input.purpose,
      ref,
      method,
      codeHash,
      clientIp: input.clientIp,
      now,
      ttlSeconds: OTP_TTL_SECONDS,
    });
    return { id, method } as const;
  });

  if ('refused' in reserved && reserved.refused) {
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
  const wrongText = message(input.purpose === 'booking' ? 'bookingOtpIncorrect' : 'otpIncorrect');
  const row = await repo.latestCode(deps.db, input.phone, input.purpose, ref);
  if (!row || row.consumed_at) return { ok: false, reason: 'none', message: message('otpNone') };
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, reason: 'expired', message: message('otpExpired') };

  const id = Number(row.id);
  const who = { codeId: id, phone: input.phone, clientIp: input.clientIp, now };
  // The try is logged before the comparison, so concurrent guesses all count.
  const tryId = await repo.recordTry(deps.db, who);
  const refusal = otpGuessRefusal(await repo.priorWrongTries(deps.db, { ...who, beforeId: tryId }));
  if (refusal) {
    await repo.forgetTry(deps.db, tryId);
    // This address used up its tries on the code or the phone: a new code (later) is the way on.
    // The address across phones, or the phone from everywhere: a pause.
    const text = message(refusal === 'code' || refusal === 'pair' ? 'otpTooManyTries' : 'tooManyRequests');
    return { ok: false, reason: 'too_many_tries', message: text };
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

/** The OTP service of this app (its database, clock and configured provider), built once. */
export function otpServiceFor(deps: AppDeps): OtpService {
  let service = perApp.get(deps);
  if (!service) {
    const provider = createOtpProvider(deps.config, deps.db, deps.now);
    service = createOtpService({ db: deps.db, now: deps.now, secret: deps.config.tokenSecret, provider });
    perApp.set(deps, service);
  }
  return service;
}
