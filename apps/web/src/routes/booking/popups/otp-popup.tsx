import { formatPhoneDisplay, toInternational, validateBookingOtp } from '@salon/domain';
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
  onVerified: () => void;
  onClose: () => void;
}

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
  const otp = useOtpSender({
    asked: otpSessionOf(bookingId)?.asked ?? null,
    ...(resumed && {
      delivered: resumed.method,
      seconds: Math.max(0, Math.ceil((resumed.resendAt - Date.now()) / 1000)),
    }),
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const errorId = useId();

  const { send: sendOtp } = otp;
  const send = useCallback(async () => {
    const o = await sendOtp((method) =>
      requestBookingOtp({ phone: toInternational(phone), method, bookingId }),
    );
    const now = Date.now();
    noteOtpSend(bookingId, {
      asked: o.asked,
      sentAt: o.delivered ? now : null,
      resendAt: o.seconds === null ? null : now + o.seconds * 1000,
      method: o.delivered,
    });
    setError(o.error || null);
  }, [bookingId, phone, sendOtp]);

  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current || resumed) return;
    sentOnce.current = true;
    void send();
  }, [send, resumed]);

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
    </Modal>
  );
}
