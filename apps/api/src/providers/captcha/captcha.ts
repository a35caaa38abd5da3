import type { AltchaChallenge } from '@salon/domain/contracts';

/** Checks that a human solved a captcha before a password is tried (000 §4). */
export interface CaptchaVerifier {
  readonly kind: 'altcha' | 'recaptcha';
  /** A fresh challenge for the self-hosted widget; null when a third-party widget makes its own. */
  challenge(): Promise<AltchaChallenge | null>;
  /** True once per solved captcha: a token that was already used is refused. */
  verify(token: string, clientIp: string): Promise<boolean>;
}
