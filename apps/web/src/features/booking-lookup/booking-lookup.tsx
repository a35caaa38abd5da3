import { formatDate, message, validateLookupPhone } from '@salon/domain';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { openLoginModal } from '../auth/login-modal-store.ts';
import { type CheckResult, checkBooking } from './check-booking.ts';
import './texts.ts';

// Only the owner of a booking found by phone sees its card (change and cancel): it loads then.
const BookingCard = lazy(() => import('./booking-card.tsx').then((m) => ({ default: m.BookingCard })));

/**
 * Lookup by phone (000 §2). A phone alone shows only that a booking exists, on which day (decision
 * 0060); its owner, once logged in with that phone, sees it in full and can change or cancel it.
 */
export function BookingLookup() {
  const { t } = useTranslation('lookup');
  const { t: tm } = useTranslation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ phone: string; check: CheckResult } | null>(null);
  const inputId = useId();
  // Its code loads after the first screen: until then the server's form cannot answer a tap.
  const hydrated = useHydrated();
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validateLookupPhone(phone);
    if (!valid.ok) {
      setError(message(valid.error));
      setResult(null);
      return;
    }
    setError(null);
    setResult({ phone: valid.value, check: await checkBooking(valid.value) });
  };
  const current = result?.check.bookingCurrent;
  return (
    <section
      className="lookup"
      aria-labelledby={`${inputId}-title`}
      data-testid="booking-lookup"
      data-ready={hydrated || undefined}
    >
      <h2 id={`${inputId}-title`}>{t('lookupTitle')}</h2>
      <form className="book-box__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('phoneLabel')}
        </label>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('phoneLabel')}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setPhone(e.target.value.replace(/[^\d.\s]/g, '').slice(0, 14))}
        />
        <button type="submit" className="btn btn--primary">
          {t('lookup')}
        </button>
      </form>
      {error && (
        <p role="alert" id={errorId} className="notice notice--error">
          {error}
        </p>
      )}
      {result && !current && (
        <p className="lookup__empty" role="status">
          {message('notBooked')}{' '}
          <Link to={`/booking?phone=${result.phone}&salonId=0&step=0`}>{t('bookNow')}</Link>
        </p>
      )}
      {result && current && result.check.isOwner && (
        <Suspense fallback={null}>
          <BookingCard booking={current} />
        </Suspense>
      )}
      {result && current && !result.check.isOwner && (
        <div className="lookup__masked" role="status">
          <p>{t('bookedOn', { phone: current.customerPhone, date: formatDate(current.dateBook) })}</p>
          {current.canceled ? (
            // 000 §2: an already cancelled booking shows a disabled 'Lịch đặt đã hủy'.
            <button type="button" className="btn btn--ghost" disabled>
              {tm('msg.bookingCanceled')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => openLoginModal({ phone: result.phone })}
            >
              {t('loginToManage')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
