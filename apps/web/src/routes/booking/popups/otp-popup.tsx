import { formatPhoneDisplay, toInternational, validateBookingOtp } from '@salon/domain';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../api/client.ts';
import { requestBookingOtp, verifyBookingOtp } from '../api/booking-calls.ts';
import type { OtpMethod } from '../api/types.ts';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';
import { OtpDigits } from './otp-digits.tsx';
import { endOtpSession, hasLiveCode, noteOtpSend, otpSessionOf } from './otp-session.ts';
import { TRACKING_EVENTS, TRACKING_SCREENS } from '@salon/domain';
import { track } from '../../../features/tracking/tracking.ts';
import { useTrackScreen } from '../../../features/tracking/use-track-screen.ts';

interface Props {
  bookingId: number;
  /** The booking phone, 10 digits. */
  phone: string;
  onVerified: () => void;
  onClose: () => void;
}

const HELP_KEY: Record<OtpMethod, string> = { zalo: 'otpHelpZalo', sms: 'otpHelpSms', voice: 'otpHelpVoice' };

/** 001 §2 OTP popup (width 480): the phone as title, six boxes, resend 'sau N giây', 'HOÀN TẤT'. */
export default function OtpPopup({ bookingId, phone, onVerified, onClose }: Props) {
  useTrackScreen(TRACKING_SCREENS.otpPopup, { bookingId });
  const { t } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  // Reopened for the same pending booking: its code is still alive, so none is asked for again.
  const [resumed] = useState(() => {
    const s = otpSessionOf(bookingId);
    return s && hasLiveCode(s) ? s : null;
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(() =>
    resumed ? Math.max(0, Math.ceil((resumed.resendAt - Date.now()) / 1000)) : 0,
  );
  const [method, setMethod] = useState<OtpMethod | null>(resumed?.method ?? null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const requests = useRef(otpSessionOf(bookingId)?.requests ?? 0);
  const errorId = useId();

  // Each request alternates the method: zalo first, then sms, then zalo again (001 §4).
  const send = useCallback(async () => {
    const next: OtpMethod = requests.current % 2 === 0 ? 'zalo' : 'sms';
    requests.current += 1;
    try {
      const a = await requestBookingOtp({ phone: toInternational(phone), method: next, bookingId });
      const wait = Math.max(0, Math.round(a.allowResendAfterSeconds));
      setSeconds(wait);
      setMethod(a.verificationMethod ?? next);
      noteOtpSend(bookingId, {
        sentAt: a.success ? Date.now() : null,
        resendAt: Date.now() + wait * 1000,
        method: a.success ? (a.verificationMethod ?? next) : null,
      });
      if (!a.success) setError(a.message || tm('msg.systemInterrupted'));
    } catch (e) {
      const d = e instanceof ApiError ? e.data : null;
      if (d && typeof d.allowResendAfterSeconds === 'number') {
        setSeconds(d.allowResendAfterSeconds);
        noteOtpSend(bookingId, {
          sentAt: null,
          resendAt: Date.now() + d.allowResendAfterSeconds * 1000,
          method: null,
        });
      }
      setError(d?.message ?? tm('msg.systemInterrupted'));
    }
  }, [bookingId, phone, tm]);

  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current || resumed) return;
    sentOnce.current = true;
    void send();
  }, [send, resumed]);
  useEffect(() => {
    if (seconds <= 0) return;
    const id = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [seconds]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = validateBookingOtp(code);
    if (!r.ok) {
      setError(tm(`msg.${r.error}`));
      return;
    }
    setBusy(true);
    try {
      await verifyBookingOtp({ bookingId, phone: toInternational(phone), code: r.value });
      setError(null);
      endOtpSession();
      track(TRACKING_EVENTS.otpVerified, { bookingId });
      onVerified();
    } catch (err) {
      setError((err instanceof ApiError && err.data?.message) || tm('msg.bookingOtpIncorrect'));
      // A wrong code is typed again from the first box.
      setCode('');
      setFocusKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={formatPhoneDisplay(phone)} onClose={onClose} width={480}>
      <form onSubmit={submit} noValidate className="b-form">
        <p>{method ? t(HELP_KEY[method]) : t('otpHelp')}</p>
        <OtpDigits
          value={code}
          onChange={setCode}
          describedBy={error ? errorId : undefined}
          focusKey={focusKey}
        />
        {error && (
          <p id={errorId} role="alert" className="b-error">
            {error}
          </p>
        )}
        <p className="b-resend">
          {seconds > 0 ? (
            t('otpResendIn', { n: seconds })
          ) : (
            <button type="button" className="b-link" onClick={() => void send()}>
              {t('otpResend')}
            </button>
          )}
        </p>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('otpSubmit')}
        </button>
      </form>
    </Modal>
  );
}
