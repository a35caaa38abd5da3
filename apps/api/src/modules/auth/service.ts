import { fromInternational, LOGIN_FAILURE_WINDOW_MINUTES, loginGuard, message, Refusal } from '@salon/domain';
import { addressKey } from '../../http/address-key.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { captchaFor } from '../../providers/captcha/index.ts';
import { otpServiceFor } from '../otp/index.ts';
import { checkPassword, hashPassword } from './password-hash.ts';
import * as repo from './repo.ts';
import { createSession, revokeAllSessions, revokeSession } from '../../http/sessions.ts';

// Use cases of login (000 §4): verify, password login, OTP login, set password, current user, logout.

/** A phone with no account, or an account without a password, takes the registration path (OTP first). */
export async function verifyPhone(deps: AppDeps, phone: string) {
  const customer = await repo.findCustomerByPhone(deps.db, phone);
  return { isNewUser: !customer?.password_hash };
}

export interface PasswordLoginInput {
  phone: string;
  password: string;
  recaptcha?: string;
  clientIp: string;
}

/** The spec's login refusal: { success:false, accessToken:'', message, enableCaptcha }. */
function refuse(
  reason: 'loginLocked' | 'loginPasswordRests' | 'captchaRequired' | 'loginNoPassword' | 'loginWrongPassword',
  captchaLevel: number,
  extra: Record<string, unknown> = {},
): never {
  const enableCaptcha = captchaLevel > 0;
  throw new Refusal(reason, {
    vars: { minutes: LOGIN_FAILURE_WINDOW_MINUTES },
    extra: {
      success: false,
      accessToken: '',
      enableCaptcha,
      ...(enableCaptcha ? { captchaLevel } : {}),
      ...extra,
    },
  });
}

export async function loginWithPassword(deps: AppDeps, input: PasswordLoginInput) {
  const now = deps.now();
  const address = addressKey(input.clientIp);
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  // The attempt is recorded first, so concurrent guesses see each other.
  const attemptId = await repo.recordAttempt(deps.db, input.phone, address, now);
  const failures = await repo.priorFailures(deps.db, input.phone, address, since, attemptId);
  const guard = loginGuard(failures);
  if (guard.locked) {
    await repo.forgetAttempt(deps.db, attemptId);
    // The pair: this address failed this phone too often. The phone: failed from everywhere, its
    // password rests while the OTP login stays open (decision 0135).
    if (guard.locked === 'pair') refuse('loginLocked', 1);
    refuse('loginPasswordRests', 0, { useOtp: true });
  }
  if (guard.captchaLevel > 0) {
    const level = guard.captchaLevel;
    const solved = input.recaptcha
      ? await captchaFor(deps).verify(input.recaptcha, input.clientIp, level)
      : false;
    if (!solved) {
      await repo.forgetAttempt(deps.db, attemptId);
      refuse('captchaRequired', level);
    }
  }
  const customer = await repo.findCustomerByPhone(deps.db, input.phone);
  const ok = customer?.password_hash ? await checkPassword(customer.password_hash, input.password) : false;
  if (!customer || !ok) {
    const reason = customer && !customer.password_hash ? 'loginNoPassword' : 'loginWrongPassword';
    refuse(reason, loginGuard({ ...failures, phone: failures.phone + 1 }).captchaLevel);
  }
  await repo.clearFailures(deps.db, input.phone);
  const accessToken = await createSession(deps.db, customer.id, now);
  return { success: true, accessToken, message: message('loginSuccess'), enableCaptcha: false };
}

export async function loginWithOtp(
  deps: AppDeps,
  input: { phone: string; otp: string; recaptcha?: string; clientIp: string },
) {
  const checked = await otpServiceFor(deps).check({
    phone: input.phone,
    purpose: 'login',
    code: input.otp,
    clientIp: input.clientIp,
    captcha: input.recaptcha,
  });
  if (!checked.ok && checked.reason === 'captcha') {
    throw new Refusal('otpRefused', {
      words: checked.message,
      extra: { reason: 'captcha_required', enableCaptcha: true, captchaLevel: checked.captchaLevel },
    });
  }
  if (!checked.ok)
    throw new Refusal('otpRefused', { words: checked.message, extra: { reason: checked.reason } });
  const now = deps.now();
  const customer = await repo.ensureRegistered(deps.db, input.phone, now);
  // Owning the phone is proven: earlier password failures no longer count.
  await repo.clearFailures(deps.db, input.phone);
  const accessToken = await createSession(deps.db, customer.id, now);
  // 'TẠO TÀI KHOẢN THÀNH CÔNG' is for a phone the chain did not know; a customer who booked or
  // visited before (no password yet) sets one under 'ĐẶT MẬT KHẨU' (000 §4).
  return { accessToken, isNewUser: customer.created };
}

/** Sets the password; every other session ends, and a new token is returned. */
export async function changePassword(
  deps: AppDeps,
  who: { customerId: number; phone: string },
  input: { phone: string; newPassword: string },
) {
  if (input.phone !== who.phone) throw new Refusal('phoneMismatch');
  await repo.setPasswordHash(deps.db, who.customerId, await hashPassword(input.newPassword));
  const now = deps.now();
  await revokeAllSessions(deps.db, who.customerId, now);
  await repo.clearFailures(deps.db, who.phone);
  return { accessToken: await createSession(deps.db, who.customerId, now) };
}

/** The spec's account answer (000 §3 User). Phones are shown in the local 0… form. */
export async function currentUser(deps: AppDeps, customerId: number) {
  const row = await repo.currentUserRow(deps.db, customerId);
  if (!row) throw new Refusal('unauthorized');
  return {
    userInfo: {
      userId: String(row.id),
      userIdSql: row.id,
      phoneNumber: fromInternational(row.phone),
      userName: row.name ?? '',
      memberType: row.member_type,
    },
    accountBalance: row.account_balance,
    isRegistered: row.registered_at !== null,
    agreeProtectPersonalInfo: row.agree_protect_personal_info,
  };
}

export async function saveCustomerName(
  deps: AppDeps,
  who: { customerId: number; phone: string },
  input: { phone: string; name: string },
) {
  if (input.phone !== who.phone) throw new Refusal('phoneMismatch');
  await repo.setCustomerName(deps.db, who.customerId, input.name);
  return { name: input.name, phone: fromInternational(who.phone) };
}

export async function logout(deps: AppDeps, sessionId: number) {
  await revokeSession(deps.db, sessionId, deps.now());
}
