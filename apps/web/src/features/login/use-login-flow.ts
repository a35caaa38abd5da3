import { type MessageKey, message, normalizePhone } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../api/client.ts';
import { sessionHint } from '../../api/session-hint.ts';
import { CURRENT_USER_KEY } from '../auth/use-current-user.ts';
import { FIRST_OTP_METHOD } from '../otp/otp-sender-state.ts';
import { useOtpSender } from '../otp/use-otp-sender.ts';
import * as loginApi from './login-api.ts';
import { captchaToSend, currentStep, initialLogin, loginReducer } from './login-state.ts';

/** The four steps of 000 §4 and the moves between them. */
export function useLoginFlow(presetPhone: string | null) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const msg = useCallback((key: MessageKey) => message(key, lang), [lang]);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(loginReducer, initialLogin);
  const otp = useOtpSender();
  const tokenRef = useRef('');
  // The captcha the OTP step shows when the server asks for one (decision 0135): before a send (a busy
  // address) or before a check (a phone or an address past its wrong-code ceiling); solved, the same
  // call goes again with it. `round` gives each ask a fresh widget.
  const [otpCaptcha, setOtpCaptcha] = useState<{
    level: number;
    for: 'send' | 'check';
    round: number;
  } | null>(null);
  const askOtpCaptcha = (level: number, what: 'send' | 'check') =>
    setOtpCaptcha((c) => ({ level, for: what, round: (c?.round ?? 0) + 1 }));
  const lastSendRestarted = useRef(false);
  const lastCode = useRef('');

  const setError = useCallback((error: string) => dispatch({ type: 'error', error }), []);
  const serverMessage = (e: unknown, fallback: string) =>
    e instanceof ApiError && e.data?.message ? e.data.message : fallback;

  const run = async (work: () => Promise<void>) => {
    dispatch({ type: 'busy', busy: true });
    try {
      await work();
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  /** A first code goes by zalo; each resend asks for the other method (000 §4). */
  const requestOtp = async (to: string, restart: boolean, recaptcha?: string) => {
    lastSendRestarted.current = restart;
    const outcome = await otp.send((m) => loginApi.sendOtp(to, m, recaptcha), { restart });
    if (outcome.captchaLevel) askOtpCaptcha(outcome.captchaLevel, 'send');
    else setOtpCaptcha(null);
    setError(outcome.error);
  };

  const submitPhone = (local: string) =>
    run(async () => {
      const to = loginApi.international(local);
      dispatch({ type: 'phone', phone: to });
      try {
        const { data } = await loginApi.verifyPhone(to);
        dispatch({ type: 'verified', isNewUser: data.isNewUser });
        if (data.isNewUser) await requestOtp(to, true);
      } catch (e) {
        setError(serverMessage(e, msg('systemInterrupted')));
      }
    });

  // A preset phone (booking) starts at step 2 or 3 with no way back to step 1.
  const presetDone = useRef(false);
  useEffect(() => {
    if (!presetPhone || presetDone.current) return;
    presetDone.current = true;
    const canonical = normalizePhone(presetPhone);
    if (canonical) {
      dispatch({ type: 'preset' });
      void submitPhone(`0${canonical.slice(3)}`);
    }
  });

  const loggedIn = async (token: string) => {
    // Kept for the set-password call of this same dialog only; the browser's copy is the HttpOnly cookie.
    tokenRef.current = token;
    sessionHint.changed();
    await queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
  };

  const submitPassword = (password: string, captchaToken: string | null) =>
    run(async () => {
      // After the captcha is demanded, the error is blanked on the first retry.
      if (state.captchaDemanded) setError('');
      try {
        const recaptcha = captchaToSend(state, captchaToken);
        const answer = await loginApi.loginWithPassword(state.phone, password, recaptcha);
        await loggedIn(answer.accessToken);
        dispatch({ type: 'done' });
      } catch (e) {
        const data = e instanceof ApiError ? (e.data as Partial<loginApi.LoginAnswer> | null) : null;
        const error = data?.message ?? msg('systemInterrupted');
        const enableCaptcha = Boolean(data?.enableCaptcha);
        dispatch({ type: 'passwordFailed', enableCaptcha, captchaLevel: data?.captchaLevel, error });
      }
    });

  const forgotPassword = () =>
    run(async () => {
      dispatch({ type: 'go', step: 3 });
      await requestOtp(state.phone, true);
    });

  const resend = () => run(() => requestOtp(state.phone, false));

  const submitOtp = (code: string, recaptcha?: string) =>
    run(async () => {
      lastCode.current = code;
      try {
        const answer = await loginApi.loginWithOtp(state.phone, code, recaptcha);
        setOtpCaptcha(null);
        await loggedIn(answer.data.accessToken);
        dispatch({ type: 'otpLoggedIn', accountCreated: answer.data.isNewUser === true });
      } catch (e) {
        const data = e instanceof ApiError ? e.data : null;
        if (data?.enableCaptcha) askOtpCaptcha(Number(data.captchaLevel ?? 1), 'check');
        setError(serverMessage(e, msg('otpIncorrect')));
      }
    });

  /** The OTP step's captcha is solved: the send or the check it held back goes again with it. */
  const otpCaptchaSolved = (token: string | null) => {
    if (!token || !otpCaptcha) return;
    setOtpCaptcha(null);
    if (otpCaptcha.for === 'send') void run(() => requestOtp(state.phone, lastSendRestarted.current, token));
    else void submitOtp(lastCode.current, token);
  };

  const submitNewPassword = (password: string) =>
    run(async () => {
      try {
        const answer = await loginApi.changePassword(state.phone, password, tokenRef.current);
        await loggedIn(answer.data.accessToken);
        dispatch({ type: 'done' });
      } catch (e) {
        setError(serverMessage(e, msg('systemInterrupted')));
      }
    });

  return {
    step: currentStep(state),
    canGoBack: state.history.length > 1,
    back: () => dispatch({ type: 'back' }),
    phone: state.phone,
    isNewUser: state.isNewUser,
    accountCreated: state.accountCreated,
    /** The method of the code sent (zalo until one is). */
    method: otp.delivered ?? FIRST_OTP_METHOD,
    /** The method a resend asks for. */
    nextMethod: otp.nextMethod,
    countdown: otp.seconds,
    captchaShown: state.captchaDemanded,
    captchaLevel: state.captchaLevel,
    otpCaptcha,
    otpCaptchaSolved,
    error: state.error,
    setError,
    busy: state.busy,
    done: state.done,
    submitPhone,
    submitPassword,
    forgotPassword,
    resend,
    submitOtp,
    submitNewPassword,
    msg,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
