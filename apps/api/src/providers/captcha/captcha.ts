import type { AltchaChallenge } from '@salon/domain/contracts';

/** Checks that a human solved a captcha before a password is tried (000 §4). */
export interface CaptchaVerifier {
  readonly kind: 'altcha' | 'recaptcha';
  /**
   * A fresh challenge for the self-hosted widget at a level of work (1 by default, dearer as pressure
   * rises, decision 0135); null when a third-party widget makes its own.
   */
  challenge(level?: number): Promise<AltchaChallenge | null>;
  /**
   * True once per solved captcha of at least `minLevel` (1 by default): a token that was already used,
   * or solved at a lower level, is refused.
   */
  verify(token: string, clientIp: string, minLevel?: number): Promise<boolean>;
}
