import { describe, expect, it } from 'vitest';
import { captchaToSend, currentStep, initialLogin, type LoginState, loginReducer } from './login-state.ts';

const run = (...actions: Parameters<typeof loginReducer>[1][]): LoginState =>
  actions.reduce(loginReducer, initialLogin);

// 000 §4: the four steps, the back arrow, the captcha after more than 2 failed passwords.
describe('login state', () => {
  it('a new phone goes to the OTP step, a known one to the password step; back returns one step', () => {
    const fresh = run({ type: 'phone', phone: '+84987650101' }, { type: 'verified', isNewUser: true });
    expect(currentStep(fresh)).toBe(3);
    expect(fresh).toMatchObject({ isNewUser: true, phone: '+84987650101' });
    const known = run({ type: 'verified', isNewUser: false }, { type: 'go', step: 3 });
    expect(currentStep(known)).toBe(3);
    expect(currentStep(loginReducer(known, { type: 'back' }))).toBe(2);
    expect(currentStep(run({ type: 'back' }))).toBe(1);
  });

  it('moving between steps clears the error of the step left', () => {
    const s = run(
      { type: 'error', error: 'Số điện thoại sai định dạng.' },
      { type: 'verified', isNewUser: false },
    );
    expect(s.error).toBe('');
    expect(loginReducer({ ...s, error: 'x' }, { type: 'back' }).error).toBe('');
  });

  it('step 4 says whether the OTP login created the account, not whether the phone had a password', () => {
    // A known customer without a password takes the OTP path like a new phone, yet is not a new account.
    const known = run({ type: 'verified', isNewUser: true }, { type: 'otpLoggedIn', accountCreated: false });
    expect(currentStep(known)).toBe(4);
    expect(known).toMatchObject({ isNewUser: true, accountCreated: false });
    const created = run({ type: 'verified', isNewUser: true }, { type: 'otpLoggedIn', accountCreated: true });
    expect(created.accountCreated).toBe(true);
  });

  it('a phone preset by booking has no way back to step 1', () => {
    const s = run({ type: 'preset' }, { type: 'verified', isNewUser: false });
    expect(currentStep(s)).toBe(2);
    expect(s.history).toEqual([2]);
  });

  it('the captcha comes after the third failed password, or when the server demands it, and stays', () => {
    const fail = { type: 'passwordFailed', enableCaptcha: false, error: 'sai' } as const;
    const two = run(fail, fail);
    expect(two.captchaDemanded).toBe(false);
    expect(captchaToSend(two, 'token')).toBeUndefined();
    const three = loginReducer(two, fail);
    expect(three).toMatchObject({ failures: 3, captchaDemanded: true, error: 'sai' });
    // The token goes with the password only above 2 failures; an unsolved one goes as ''.
    expect(captchaToSend(three, 'token')).toBe('token');
    expect(captchaToSend(three, null)).toBe('');
    expect(run({ ...fail, enableCaptcha: true }).captchaDemanded).toBe(true);
  });

  it('an address the server finds busy asks for the captcha at once, at the level it names (decision 0135)', () => {
    const busy = run({ type: 'passwordFailed', enableCaptcha: true, captchaLevel: 3, error: 'captcha' });
    expect(busy).toMatchObject({ failures: 1, captchaDemanded: true, captchaLevel: 3 });
    expect(captchaToSend(busy, 'token')).toBe('token');
  });
});
