import { CAPTCHA_AFTER_FAILURES } from '@salon/domain';

// The login modal's state (000 §4) as one reducer: the steps walked (the back arrow returns one),
// the phone, the password failures that bring the captcha, the error shown under the field.

export type Step = 1 | 2 | 3 | 4;

export interface LoginState {
  /** Steps walked, the current one last; empty while a preset phone is being checked. */
  history: Step[];
  /** +84 form once submitted. */
  phone: string;
  isNewUser: boolean;
  /** The OTP login created the account (step 4 says 'TẠO TÀI KHOẢN THÀNH CÔNG'; else 'ĐẶT MẬT KHẨU'). */
  accountCreated: boolean;
  failures: number;
  captchaDemanded: boolean;
  /** The captcha's level of work the server asked for (decision 0135). */
  captchaLevel: number;
  error: string;
  busy: boolean;
  done: boolean;
}

export type LoginAction =
  | { type: 'go'; step: Step }
  | { type: 'back' }
  /** A phone preset by booking: no way back to step 1. */
  | { type: 'preset' }
  | { type: 'phone'; phone: string }
  | { type: 'verified'; isNewUser: boolean }
  /** The OTP was right: step 4, knowing whether the login created the account. */
  | { type: 'otpLoggedIn'; accountCreated: boolean }
  | { type: 'error'; error: string }
  | { type: 'busy'; busy: boolean }
  | { type: 'passwordFailed'; enableCaptcha: boolean; captchaLevel?: number; error: string }
  | { type: 'done' };

export const initialLogin: LoginState = {
  history: [1],
  phone: '',
  isNewUser: false,
  accountCreated: false,
  failures: 0,
  captchaDemanded: false,
  captchaLevel: 1,
  error: '',
  busy: false,
  done: false,
};

export const currentStep = (s: LoginState): Step => s.history[s.history.length - 1] ?? 1;

export function loginReducer(s: LoginState, a: LoginAction): LoginState {
  switch (a.type) {
    case 'go':
      return { ...s, error: '', history: [...s.history, a.step] };
    case 'back':
      return { ...s, error: '', history: s.history.length > 1 ? s.history.slice(0, -1) : s.history };
    case 'preset':
      return { ...s, history: [] };
    case 'phone':
      return { ...s, phone: a.phone };
    case 'verified':
      // A new phone registers with an OTP (step 3); a known one enters its password (step 2).
      return { ...loginReducer(s, { type: 'go', step: a.isNewUser ? 3 : 2 }), isNewUser: a.isNewUser };
    case 'otpLoggedIn':
      return { ...loginReducer(s, { type: 'go', step: 4 }), accountCreated: a.accountCreated };
    case 'error':
      return { ...s, error: a.error };
    case 'busy':
      return { ...s, busy: a.busy };
    case 'passwordFailed': {
      // 000 §9: the captcha after more than 2 failures, or whenever the server demands it.
      const failures = s.failures + 1;
      const captcha = s.captchaDemanded || a.enableCaptcha || failures > CAPTCHA_AFTER_FAILURES;
      return {
        ...s,
        failures,
        captchaDemanded: captcha,
        captchaLevel: a.captchaLevel ?? s.captchaLevel,
        error: a.error,
      };
    }
    case 'done':
      return { ...s, done: true };
  }
}

/** The captcha token goes with a password once it is demanded: more than 2 failures (000 §4), or the server asked. */
export const captchaToSend = (s: LoginState, token: string | null): string | undefined =>
  s.captchaDemanded ? (token ?? '') : undefined;
