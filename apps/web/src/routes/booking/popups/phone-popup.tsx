import {
  BOOKING_PHONE_INPUT_MAX,
  NAME_MAX,
  sanitizeBookingPhoneInput,
  validateBookingPhone,
  validateName,
} from '@salon/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/link.tsx';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';

interface Props {
  /** 0: phone entry; 1: name entry (logged in with the booking phone and no name yet). */
  mode: 0 | 1;
  initialPhone: string;
  onPhone: (phone: string) => void;
  onName: (name: string) => void;
  onSkipName: () => void;
  onClose: () => void;
  busy?: boolean;
}

/** 001 §2 phone popup (width 375): 'Chào mừng bạn đến với …', phone then 'TIẾP TỤC', or name then 'ĐẶT LỊCH NGAY'. */
export default function PhonePopup({
  mode,
  initialPhone,
  onPhone,
  onName,
  onSkipName,
  onClose,
  busy,
}: Props) {
  const { t } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  const [phone, setPhone] = useState(initialPhone);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = mode === 0 ? validateBookingPhone(phone) : validateName(name);
    if (!r.ok) {
      setError(tm(`msg.${r.error}`));
      return;
    }
    setError(null);
    if (mode === 0) onPhone(r.value);
    else onName(r.value);
  };
  return (
    <Modal open title={t('welcome')} onClose={onClose} width={375}>
      <form onSubmit={submit} noValidate className="b-form">
        <label htmlFor={inputId} className="b-label">
          {mode === 0 ? t('phoneLabel') : t('nameLabel')}
        </label>
        <input
          id={inputId}
          type={mode === 0 ? 'tel' : 'text'}
          inputMode={mode === 0 ? 'numeric' : 'text'}
          autoComplete={mode === 0 ? 'tel' : 'name'}
          maxLength={mode === 0 ? BOOKING_PHONE_INPUT_MAX : NAME_MAX}
          placeholder={mode === 0 ? t('phonePlaceholder') : undefined}
          value={mode === 0 ? phone : name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) =>
            mode === 0 ? setPhone(sanitizeBookingPhoneInput(e.target.value)) : setName(e.target.value)
          }
        />
        {error && (
          <p id={errorId} role="alert" className="b-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {mode === 0 ? t('continueUpper') : t('bookNow')}
        </button>
        {mode === 0 ? (
          <Link to="/" className="b-link">
            {t('backHome')}
          </Link>
        ) : (
          <button type="button" className="btn btn--ghost btn--block" onClick={onSkipName} disabled={busy}>
            {t('skip')}
          </button>
        )}
      </form>
    </Modal>
  );
}
