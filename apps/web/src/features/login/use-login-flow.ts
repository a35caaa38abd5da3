import { type MessageKey, message, normalizePhone } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../api/client.ts';
import { sessionHint } from '../../api/session-hint.ts';
import { CURRENT_USER_KEY } from '../auth/use-current-user.ts';
import * as loginApi from './login-api.ts';

export type Step = 1 | 2 | 3 | 4;

/** The four steps of 000 §4 and the moves between them. */
export function useLoginFlow(presetPhone: string | null) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const msg = useCallback((key: MessageKey) => message(key, lang), [lang]);
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<Step[]>([1]);
  const step = history[history.length - 1] ?? 1;
  const [phone, setPhone] = useState(''); // +84 form once verified
  const [isNewUser, setIsNewUser] = useState(false);
  const [method, setMethod] = useState<loginApi.OtpMethod>('zalo');
  const [countdown, setCountdown] = useState(0);
  const [failures, setFailures] = useState(0);
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const tokenRef = useRef('');

  const go = (next: Step) => {
    setError('');
    setHistory((h) => [...h, next]);
  };
  const back = () => {
    setError('');
    setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h));
  };

  useEffect(() => {
    if (countdown <= 0) return;
    const id = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [countdown]);

  const serverMessage = (e: unknown, fallback: string) =>
    e instanceof ApiError && e.data?.message ? e.data.message : fallback;

  /** Sends a code by `m`; the next resend rotates zalo → sms (000 §4). */
  const requestOtp = async (to: string, m: loginApi.OtpMethod) => {
    try {
      const answer = await loginApi.sendOtp(to, m);
      setMethod(answer.verificationMethod);
      setCountdown(answer.allowResendAfterSeconds);
      setError(answer.success ? '' : answer.message);
    } catch (e) {
      if (e instanceof ApiError && e.data) {
        const refused = e.data as Partial<loginApi.OtpSendAnswer>;
        setCountdown(refused.allowResendAfterSeconds ?? 0);
        setError(refused.message ?? msg('systemInterrupted'));
      } else setError(msg('systemInterrupted'));
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = (local: string) =>
    run(async () => {
      const to = loginApi.international(local);
      setPhone(to);
      try {
        const { data } = await loginApi.verifyPhone(to);
        setIsNewUser(data.isNewUser);
        if (data.isNewUser) {
          go(3);
          await requestOtp(to, 'zalo');
        } else go(2);
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
      setHistory([]);
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
      if (captchaDemanded) setError('');
      try {
        // The captcha token is sent only when the failure count is above 2.
        const answer = await loginApi.loginWithPassword(
          phone,
          password,
          failures > 2 ? (captchaToken ?? '') : undefined,
        );
        await loggedIn(answer.accessToken);
        setDone(true);
      } catch (e) {
        const data = e instanceof ApiError ? (e.data as Partial<loginApi.LoginAnswer> | null) : null;
        const count = failures + 1;
        setFailures(count);
        if (data?.enableCaptcha || count > 2) setCaptchaDemanded(true);
        setError(data?.message ?? msg('systemInterrupted'));
      }
    });

  const forgotPassword = () =>
    run(async () => {
      go(3);
      await requestOtp(phone, 'zalo');
    });

  const resend = () => run(() => requestOtp(phone, method === 'zalo' ? 'sms' : 'zalo'));

  const submitOtp = (otp: string) =>
    run(async () => {
      try {
        const answer = await loginApi.loginWithOtp(phone, otp);
        await loggedIn(answer.data.accessToken);
        go(4);
      } catch (e) {
        setError(serverMessage(e, msg('otpIncorrect')));
      }
    });

  const submitNewPassword = (password: string) =>
    run(async () => {
      try {
        const answer = await loginApi.changePassword(phone, password, tokenRef.current);
        await loggedIn(answer.data.accessToken);
        setDone(true);
      } catch (e) {
        setError(serverMessage(e, msg('systemInterrupted')));
      }
    });

  return {
    step,
    canGoBack: history.length > 1,
    back,
    phone,
    isNewUser,
    method,
    countdown,
    captchaShown: captchaDemanded,
    failures,
    error,
    setError,
    busy,
    done,
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
