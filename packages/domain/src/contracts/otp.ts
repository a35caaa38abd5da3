import { z } from 'zod';
import { OTP_METHODS } from '../auth/auth-limits.ts';
import { phoneSchema } from '../schemas.ts';
import { errorAnswer } from './common.ts';

// The one OTP send request and answer (000 §7), for login codes (POST /otp/send) and booking codes.

export const otpMethod = z.enum(OTP_METHODS);

/** POST /otp/send; a booking's code adds its bookingId (sendBookingOtpBody). */
export const otpSendBody = z.object({
  phone: phoneSchema,
  method: otpMethod.optional(),
  recaptcha: z.string().max(20_000).optional(),
  brandName: z.string().max(50).optional(),
});
export type OtpSendBody = z.input<typeof otpSendBody>;

/** GET /api/dev/outbox (development only). */
export const otpOutboxQuery = z.object({ phone: phoneSchema });

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
/**
 * Every refusal of POST /otp/send (000 §7): the same answer with success false, whatever refused it (bad
 * input, with the status and the fields at fault; a captcha to solve first; the wait; the limits).
 */
export const otpSendRefusedAnswer = otpSendAnswer.extend({
  success: z.literal(false),
  statusCode: errorAnswer.shape.statusCode.optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type OtpSendRefusedAnswer = z.infer<typeof otpSendRefusedAnswer>;

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
