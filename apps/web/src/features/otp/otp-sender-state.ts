import { nextOtpMethod, type OtpMethod } from '@salon/domain';
import type { OtpSendAnswer } from '@salon/domain/contracts';

// The OTP sender of login (000 §4) and booking (001 §4), as pure rules: each request asks for the
// other method than the one before (zalo first), the resend waits for the server's countdown, and a
// refusal shows the server's message (or the spec's 'Hệ thống bị gián đoạn…' when there is none).

export interface OtpSenderState {
  /** The method of the last request, whatever came of it: the next one asks for the other. */
  asked: OtpMethod | null;
  /** The method of the last code the server sent (the help text names it); null before any. */
  delivered: OtpMethod | null;
  /** Seconds before a resend may be asked for (the resend link is hidden above 0). */
  seconds: number;
}

/** What one send came to: the countdown (null keeps the current one), the method sent, the error. */
export interface OtpSendOutcome {
  seconds: number | null;
  delivered: OtpMethod | null;
  /** '' when a code left. */
  error: string;
  /** A login code from a busy address: send again with a solved captcha of this level (decision 0135). */
  captchaLevel?: number;
}

export type OtpSenderAction =
  | { type: 'ask'; method: OtpMethod }
  | { type: 'outcome'; outcome: OtpSendOutcome }
  | { type: 'tick' };

export const initialOtpSender = (resume?: Partial<OtpSenderState>): OtpSenderState => ({
  asked: null,
  delivered: null,
  seconds: 0,
  ...resume,
});

/** The help text of each method: login's domain messages and booking's texts use these keys. */
export const OTP_HELP_KEY = {
  zalo: 'otpHelpZalo',
  sms: 'otpHelpSms',
  voice: 'otpHelpVoice',
} as const satisfies Record<OtpMethod, string>;

/** The method of a first code (login's help text names it until the answer comes). */
export const FIRST_OTP_METHOD: OtpMethod = nextOtpMethod(null);

/** The method a send asks for: zalo to start (or start over), then the other one each time. */
export const methodToAsk = (state: OtpSenderState, restart = false): OtpMethod =>
  nextOtpMethod(restart ? null : state.asked);

const wholeSeconds = (n: number) => Math.max(0, Math.round(n));

/** A 200 answer (a refusal can come as one too: success false with its message). */
export function answerOutcome(answer: OtpSendAnswer, fallback: string): OtpSendOutcome {
  return {
    seconds: wholeSeconds(answer.allowResendAfterSeconds),
    delivered: answer.success ? answer.verificationMethod : null,
    error: answer.success ? '' : answer.message || fallback,
  };
}

/** A rejected send: a 429/503 body names its countdown and message; a network failure has neither. */
export function refusalOutcome(data: Record<string, unknown> | null, fallback: string): OtpSendOutcome {
  const wait = data?.allowResendAfterSeconds;
  const text = data?.message;
  const level = data?.enableCaptcha === true ? Number(data.captchaLevel ?? 1) : 0;
  return {
    seconds: typeof wait === 'number' ? wholeSeconds(wait) : null,
    delivered: null,
    error: typeof text === 'string' && text ? text : fallback,
    ...(level > 0 ? { captchaLevel: level } : {}),
  };
}

export function otpSenderReducer(state: OtpSenderState, action: OtpSenderAction): OtpSenderState {
  switch (action.type) {
    case 'ask':
      return { ...state, asked: action.method };
    case 'outcome':
      return {
        ...state,
        seconds: action.outcome.seconds ?? state.seconds,
        delivered: action.outcome.delivered ?? state.delivered,
      };
    case 'tick':
      return state.seconds > 0 ? { ...state, seconds: state.seconds - 1 } : state;
  }
}
