import { z } from 'zod';
import { CAPTCHA_MAX_LEVEL, message, normalizePhone } from '../index.ts';
import { loginOtpSchema, nameSchema, passwordSchema, strictInt } from '../schemas.ts';

// Requests of the login calls (000 §7); their answers follow.
// Phones arrive as +84… (or 0…) and leave as the stored +84 form.
export const loginPhone = z.string({ error: message('loginPhoneInvalid') }).transform((raw, ctx) => {
  const phone = normalizePhone(raw);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: message('loginPhoneInvalid') });
  return z.NEVER;
});
const brandName = z.string().max(50).optional();

export const loginVerifyBody = z.object({ phone: loginPhone, brandName });
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
export const customerNameBody = z.object({ name: nameSchema, phone: loginPhone });
/** What the web sends. */
export type LoginVerifyBody = z.input<typeof loginVerifyBody>;
export type LoginBody = z.input<typeof loginBody>;
export type LoginOtpBody = z.input<typeof loginOtpBody>;
export type CaptchaQuery = z.input<typeof captchaQuery>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type AppSessionBody = z.input<typeof appSessionBody>;
export type CustomerNameBody = z.input<typeof customerNameBody>;

// Answers of the login calls (000 §7) and the current user (000 §3).

export const verifyPhoneAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({ isNewUser: z.boolean().describe('True: no password yet, log in with an OTP') }),
});
export type VerifyPhoneAnswer = z.infer<typeof verifyPhoneAnswer>;

/** Also the body of a refused login (400/429), with success false and an empty token. */
export const loginAnswer = z.object({
  success: z.boolean(),
  accessToken: z.string(),
  message: z.string(),
  enableCaptcha: z.boolean(),
  /** The captcha's level of work to ask for (decision 0135), when enableCaptcha. */
  captchaLevel: z.number().int().optional(),
  /** The password of this phone rests: log in with an OTP code instead. */
  useOtp: z.boolean().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const tokenAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({
    accessToken: z.string(),
    isNewUser: z
      .boolean()
      .optional()
      .describe('login-otp: true when this login created the account (a phone the chain did not know)'),
  }),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** An ALTCHA proof-of-work challenge (altcha-lib 2's shape, read by the widget). */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

/** The challenge, or only the provider when a third-party widget makes its own. */
export const captchaAnswer = z.union([
  altchaChallenge,
  z.object({ provider: z.enum(['altcha', 'recaptcha']) }),
]);
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

export const currentUserAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    userInfo: z.object({
      userId: z.string(),
      userIdSql: z.number(),
      phoneNumber: z.string(),
      userName: z.string(),
      memberType: z.number().nullable(),
    }),
    accountBalance: z.number(),
    isRegistered: z.boolean(),
    agreeProtectPersonalInfo: z.boolean(),
  }),
});
export type CurrentUserAnswer = z.infer<typeof currentUserAnswer>;
export type CurrentUser = CurrentUserAnswer['data'];

export const customerSavedAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({ name: z.string(), phone: z.string() }),
});
export type CustomerSavedAnswer = z.infer<typeof customerSavedAnswer>;
