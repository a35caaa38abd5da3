import { formatPhoneDisplay, OTP_RESEND_SECONDS, toInternational, validateBookingOtp } from '@salon/domain';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../api/client.ts';
import { OtpDigits } from '../../../features/otp/otp-digits.tsx';
import { OTP_HELP_KEY } from '../../../features/otp/otp-sender-state.ts';
import { useOtpSender } from '../../../features/otp/use-otp-sender.ts';
import { requestBookingOtp, verifyBookingOtp } from '../api/booking-calls.ts';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';
import { endOtpSession, hasLiveCode, noteOtpSend, otpSessionOf } from './otp-session.ts';
import { TRACKING_EVENTS, TRACKING_SCREENS } from '@salon/domain';
import { track } from '../../../features/tracking/tracking.ts';
import { useTrackScreen } from '../../../features/tracking/use-track-screen.ts';

interface Props {
  bookingId: number;
  /** The booking phone, 10 digits. */
  phone: string;
  /** Decision 0137: the hour is held once the code confirms it, not before (the popup says so). */
  heldOnConfirm?: boolean;
  onVerified: () => void;
  onClose: () => void;
}

/** 001 §2 OTP popup (width 480): the phone as title, six boxes, resend 'sau N giây', 'HOÀN TẤT'. */
export default function OtpPopup({ bookingId, phone, heldOnConfirm = false, onVerified, onClose }: Props) {
  useTrackScreen(TRACKING_SCREENS.otpPopup, { bookingId });
  const { t } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  // Reopened for the same pending booking: its code is still alive, so none is asked for again.
  const [resumed] = useState(() => {
    const s = otpSessionOf(bookingId);
    return s && hasLiveCode(s) ? s : null;
  });
  const otp = useOtpSender({
    asked: otpSessionOf(bookingId)?.asked ?? null,
    ...(resumed && {
      delivered: resumed.method,
      seconds: Math.max(0, Math.ceil((resumed.resendAt - Date.now()) / 1000)),
    }),
  });
  // Whether a code for this booking was sent. Until then (the phone just got one for earlier choices and
  // must wait) the popup says so instead of showing boxes no code can fill, and sends when allowed.
  const [hasCode, setHasCode] = useState(resumed !== null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const errorId = useId();

  const { send: sendOtp } = otp;
  const [sending, setSending] = useState(false);
  const send = useCallback(async () => {
    setSending(true);
    const o = await sendOtp((method) =>
      requestBookingOtp({ phone: toInternational(phone), method, bookingId }),
    ).finally(() => setSending(false));
    const now = Date.now();
    noteOtpSend(bookingId, {
      asked: o.asked,
      sentAt: o.delivered ? now : null,
      resendAt: o.seconds === null ? null : now + o.seconds * 1000,
      method: o.delivered,
    });
    if (o.delivered) {
      setHasCode(true);
      // The boxes were hidden while no code had come: the cursor goes to the first one.
      setFocusKey((k) => k + 1);
    }
    setError(o.error || null);
  }, [bookingId, phone, sendOtp]);

  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current || resumed) return;
    sentOnce.current = true;
    void send();
  }, [send, resumed]);

  // The wait ended without a code for this booking: send it then (once per wait, not on every render).
  const waiting = !hasCode && otp.seconds > 0;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (waiting) wasWaiting.current = true;
    else if (wasWaiting.current && !hasCode) {
      wasWaiting.current = false;
      void send();
    }
  }, [waiting, hasCode, send]);

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
      {heldOnConfirm && (
        <p className="b-held-note" data-testid="otp-held-on-confirm">
          {tm('msg.bookingHeldOnConfirm')}
        </p>
      )}
      {hasCode ? null : (
        <div className="b-form" data-testid="otp-waiting">
          <p role="status">
            {sending ? t('otpSending') : waiting ? t('otpWaitForNew', { n: otp.seconds }) : t('otpHelp')}
          </p>
          {/* A wait of the resend minute is what the countdown says; a longer one (a budget) says why. */}
          {error && !(waiting && otp.seconds <= OTP_RESEND_SECONDS) && (
            <p role="alert" className="b-error">
              {error}
            </p>
          )}
          {!waiting && !sending && (
            <button type="button" className="btn btn--primary btn--block" onClick={() => void send()}>
              {t('otpSendNew')}
            </button>
          )}
        </div>
      )}
      {hasCode && (
        <form onSubmit={submit} noValidate className="b-form">
          <p>{otp.delivered ? t(OTP_HELP_KEY[otp.delivered]) : t('otpHelp')}</p>
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
            {otp.seconds > 0 ? (
              t('otpResendIn', { n: otp.seconds })
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
      )}
    </Modal>
  );
}
