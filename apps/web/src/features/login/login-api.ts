import type { OtpMethod } from '@salon/domain';
import type {
  ChangePasswordBody,
  LoginAnswer,
  LoginBody,
  LoginOtpBody,
  LoginVerifyBody,
  OtpSendAnswer,
  OtpSendBody,
  TokenAnswer,
  VerifyPhoneAnswer,
} from '@salon/domain/contracts';
import { api } from '../../api/client.ts';

// The login calls of 000 §7. The brand name sent to the auth calls is a configured constant.
export const BRAND_NAME = 'MOYO';
export type { LoginAnswer };

/** 0xxxxxxxxx → +84xxxxxxxxx (the leading 0 dropped). */
export const international = (local: string) => `+84${local.slice(1)}`;

export const verifyPhone = (phone: string) =>
  api<VerifyPhoneAnswer>('POST', '/api/v1/auth/verify', {
    body: { phone, brandName: BRAND_NAME } satisfies LoginVerifyBody,
  });

/** `recaptcha`: a solved captcha, when the last answer asked for one (a busy address, decision 0135). */
export const sendOtp = (phone: string, method: OtpMethod, recaptcha?: string) =>
  api<OtpSendAnswer>('POST', '/otp/send', {
    body: { phone, method, recaptcha, brandName: BRAND_NAME } satisfies OtpSendBody,
  });

export const loginWithPassword = (phone: string, password: string, recaptcha?: string) =>
  api<LoginAnswer>('POST', '/api/v1/auth/login', {
    body: { phone, password, recaptcha, brandName: BRAND_NAME } satisfies LoginBody,
  });

export const loginWithOtp = (phone: string, otp: string, recaptcha?: string) =>
  api<TokenAnswer>('POST', '/api/v1/auth/login-otp', {
    body: { phone, otp, recaptcha, brandName: BRAND_NAME } satisfies LoginOtpBody,
  });

export const changePassword = (phone: string, newPassword: string, accessToken: string) =>
  api<TokenAnswer>('POST', '/api/v1/auth/change-password', {
    body: { phone, newPassword, accessToken, brandName: BRAND_NAME } satisfies ChangePasswordBody,
  });
