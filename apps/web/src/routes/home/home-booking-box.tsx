import { formatPhoneDisplay, validateHomeBoxPhone } from '@salon/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The home phone box: formatted with dots, under 13 characters, then /booking with the phone. */
export function HomeBookingBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateHomeBoxPhone(phone);
    if (!result.ok) {
      setError(t(`msg.${result.error}`));
      return;
    }
    setError(null);
    navigate(`/booking?phone=${result.value}&salonId=0&step=0`);
  };

  return (
    <section className="book-box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('home.bookTitle')}</h2>
      <p className="book-box__hint">{t('home.bookHint')}</p>
      <form onSubmit={submit} className="book-box__form" noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('home.phoneLabel')}
        </label>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={12}
          placeholder={t('home.phonePlaceholder')}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setPhone(formatPhoneDisplay(e.target.value))}
        />
        <button type="submit" className="btn btn--primary">
          {t('home.bookNow')}
        </button>
      </form>
      {error && (
        <div role="alert" id={errorId} className="notice notice--error">
          <strong>Lỗi</strong>
          <p>{error}</p>
        </div>
      )}
    </section>
  );
}
