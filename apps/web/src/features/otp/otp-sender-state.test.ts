import { describe, expect, it } from 'vitest';
import {
  answerOutcome,
  initialOtpSender,
  methodToAsk,
  type OtpSenderState,
  otpSenderReducer,
  refusalOutcome,
} from './otp-sender-state.ts';

const FALLBACK = 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!';
const sent = (
  over: Partial<{ success: boolean; message: string; wait: number; method: 'zalo' | 'sms' }>,
) => ({
  success: over.success ?? true,
  message: over.message ?? '',
  allowResendAfterSeconds: over.wait ?? 60,
  verificationMethod: over.method ?? 'zalo',
});

// 000 §4 and 001 §4: zalo first, then the other method on each request; the resend waits for the
// server's countdown; a refusal shows the server's words.
describe('OTP sender', () => {
  it('asks zalo first, then alternates on each request, whatever came of the last one', () => {
    let s = initialOtpSender();
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) {
      const method = methodToAsk(s);
      asked.push(method);
      s = otpSenderReducer(s, { type: 'ask', method });
      // Even a refused request counts: the next one asks for the other method.
      s = otpSenderReducer(s, { type: 'outcome', outcome: refusalOutcome(null, FALLBACK) });
    }
    expect(asked).toEqual(['zalo', 'sms', 'zalo', 'sms']);
    // Starting over (login's first code, 'forgot password') asks zalo again.
    expect(methodToAsk({ ...s, asked: 'zalo' }, true)).toBe('zalo');
  });

  it('a reopened booking popup goes on from the method asked last', () => {
    expect(methodToAsk(initialOtpSender({ asked: 'zalo', delivered: 'zalo', seconds: 40 }))).toBe('sms');
  });

  it('a sent code sets the countdown and the method named in the help text, and clears the error', () => {
    const o = answerOutcome(sent({ method: 'sms', wait: 59.6 }), FALLBACK);
    expect(o).toEqual({ seconds: 60, delivered: 'sms', error: '' });
    const s = otpSenderReducer(initialOtpSender(), { type: 'outcome', outcome: o });
    expect(s).toMatchObject({ seconds: 60, delivered: 'sms' });
  });

  it('a refusal shows the server message and its countdown but keeps the code already sent', () => {
    const before: OtpSenderState = { asked: 'sms', delivered: 'zalo', seconds: 0 };
    const wait = refusalOutcome(
      { message: 'Bạn vui lòng đợi 42 giây để gửi lại mã.', allowResendAfterSeconds: 42, success: false },
      FALLBACK,
    );
    expect(wait).toEqual({ seconds: 42, delivered: null, error: 'Bạn vui lòng đợi 42 giây để gửi lại mã.' });
    expect(otpSenderReducer(before, { type: 'outcome', outcome: wait })).toEqual({
      asked: 'sms',
      delivered: 'zalo',
      seconds: 42,
    });
    // A 200 answer with success false is a refusal too; an empty message falls back.
    expect(answerOutcome(sent({ success: false, message: '', wait: 0 }), FALLBACK)).toEqual({
      seconds: 0,
      delivered: null,
      error: FALLBACK,
    });
  });

  it('a network failure says the system was interrupted and leaves the countdown as it was', () => {
    const o = refusalOutcome(null, FALLBACK);
    expect(o).toEqual({ seconds: null, delivered: null, error: FALLBACK });
    const s = otpSenderReducer(
      { asked: 'zalo', delivered: null, seconds: 12 },
      { type: 'outcome', outcome: o },
    );
    expect(s.seconds).toBe(12);
    // A body without a countdown or message (a proxy's 502 page) is the same.
    expect(refusalOutcome({ message: '' }, FALLBACK)).toEqual(o);
  });

  it('a busy address asks for a captcha of a level before it sends (decision 0135)', () => {
    const asked = refusalOutcome(
      {
        success: false,
        message: 'Mạng bạn đang dùng…',
        allowResendAfterSeconds: 0,
        enableCaptcha: true,
        captchaLevel: 2,
      },
      FALLBACK,
    );
    expect(asked).toEqual({ seconds: 0, delivered: null, error: 'Mạng bạn đang dùng…', captchaLevel: 2 });
  });

  it('the countdown ticks down to 0 and stops there', () => {
    let s = initialOtpSender({ seconds: 2 });
    s = otpSenderReducer(s, { type: 'tick' });
    s = otpSenderReducer(s, { type: 'tick' });
    expect(s.seconds).toBe(0);
    expect(otpSenderReducer(s, { type: 'tick' })).toBe(s);
  });
});
