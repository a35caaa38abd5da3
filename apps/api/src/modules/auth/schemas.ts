import { CAPTCHA_MAX_LEVEL, message, normalizePhone } from '@salon/domain';
import { loginOtpSchema, nameSchema, passwordSchema, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Bodies of the login calls (000 §7); the answers are contracts (@salon/domain/contracts).
// Phones arrive as +84… (or 0…) and leave as the stored +84 form.
export const loginPhone = z.string({ error: message('loginPhoneInvalid') }).transform((raw, ctx) => {
  const phone = normalizePhone(raw);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: message('loginPhoneInvalid') });
  return z.NEVER;
});
const brandName = z.string().max(50).optional();

export const verifyBody = z.object({ phone: loginPhone, brandName });
export const loginBody = z.object({
  phone: loginPhone,
  password: passwordSchema,
  recaptcha: z.string().max(20_000).optional(),
  brandName,
});
export const loginOtpBody = z.object({
  phone: loginPhone,
  otp: loginOtpSchema,
  /** A solved captcha, when the answer asked for one (decision 0135). */
  recaptcha: z.string().max(20_000).optional(),
  brandName,
});
/** The captcha's level of work (decision 0135): 1 unless an answer asked for more. */
export const captchaQuery = z.object({
  level: strictInt(1, CAPTCHA_MAX_LEVEL).optional(),
});
export const changePasswordBody = z.object({
  phone: loginPhone,
  newPassword: passwordSchema,
  accessToken: z.string().max(200).optional(),
  brandName,
});
/** An app shell's token, from the in-app link (001 §1 `token`). */
export const appSessionBody = z.object({ accessToken: z.string().min(1).max(200) });
export const customerBody = z.object({ name: nameSchema, phone: loginPhone });
