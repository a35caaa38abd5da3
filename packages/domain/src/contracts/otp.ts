import { z } from 'zod';
import { OTP_METHODS } from '../auth/auth-limits.ts';

// The one OTP send answer (000 §7), for login codes (POST /otp/send) and booking codes.

export const otpMethod = z.enum(OTP_METHODS);

export const otpSendAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  allowResendAfterSeconds: z.number(),
  verificationMethod: otpMethod,
  /** A login code from an address under pressure: send again with a solved captcha of this level (decision 0135). */
  enableCaptcha: z.boolean().optional(),
  captchaLevel: z.number().int().optional(),
});
export type OtpSendAnswer = z.infer<typeof otpSendAnswer>;

/** Development and demo only: the codes the outbox provider stored for a phone, newest first. */
export const outboxAnswer = z.object({
  data: z.array(
    z.object({
      phone: z.string(),
      code: z.string(),
      method: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxAnswer = z.infer<typeof outboxAnswer>;
