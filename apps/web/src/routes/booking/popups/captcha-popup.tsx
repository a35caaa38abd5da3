import { useCallback } from 'react';
import { AltchaCaptcha } from '../../../features/login/altcha-captcha.tsx';
import '../../../features/login/login-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import { registerTexts } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import './popups.css';

registerTexts('booking-captcha', {
  vi: { title: 'Xác nhận giữ chỗ', sending: 'Đang giữ chỗ…' },
  en: { title: 'Confirm your booking', sending: 'Holding your booking…' },
});

interface Props {
  /** The server's message: why a captcha is asked for. */
  message: string;
  /** The level of work asked for (decision 0137: dearer when many book from one network). */
  level?: number;
  busy: boolean;
  /** Called once the proof of work is solved, with its payload: the booking is sent again with it. */
  onSolved: (token: string) => void;
  onClose: () => void;
}

/**
 * Decision 0101: after an address's first unconfirmed booking the server asks for a solved captcha.
 * The login's self-hosted ALTCHA widget is shown; once solved the booking is sent again at once.
 * Loaded only when the server asks (the widget itself loads with it).
 */
export default function CaptchaPopup({ message, level = 1, busy, onSolved, onClose }: Props) {
  const { t } = useTranslation('booking-captcha');
  const onToken = useCallback((token: string | null) => token && onSolved(token), [onSolved]);
  return (
    <Modal open title={t('title')} onClose={onClose} width={375}>
      <div className="b-form" data-testid="booking-captcha">
        <p role="status">{busy ? t('sending') : message}</p>
        {!busy && <AltchaCaptcha key={level} onToken={onToken} level={level} />}
      </div>
    </Modal>
  );
}
