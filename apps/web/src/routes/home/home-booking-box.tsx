import { formatPhoneDisplay, TRACKING_EVENTS, TRACKING_SCREENS, validateHomeBoxPhone } from '@salon/domain';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { trackSoon } from '../../features/tracking/track-soon.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';

// The consent rule and modal load on the first valid submit, outside the first download.
const loadConsentFlow = () => import('./consent-flow.tsx');
const ConsentFlow = lazy(loadConsentFlow);

/** The home phone box: formatted with dots, under 13 characters, then /booking with the phone. */
export function HomeBookingBox({ userAgreed = false }: { userAgreed?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [phone, setPhone] = useState('');
  // A logged-in customer books with their own phone unless they have typed another.
  const own = useCurrentUser().user?.userInfo.phoneNumber;
  useEffect(() => {
    if (own) setPhone((typed) => typed || formatPhoneDisplay(own));
  }, [own]);
  const [error, setError] = useState<string | null>(null);
  const [consentFor, setConsentFor] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateHomeBoxPhone(phone);
    if (!result.ok) {
      trackSoon(
        TRACKING_EVENTS.homeBookInvalidPhone,
        { reason: result.error },
        { screenId: TRACKING_SCREENS.home },
      );
      setError(t(`msg.${result.error}`));
      return;
    }
    setError(null);
    trackSoon(TRACKING_EVENTS.homeBookClick, { phone: result.value }, { screenId: TRACKING_SCREENS.home });
    const phoneOk = result.value;
    void loadConsentFlow().then(({ mustAskConsent, bookingHrefForPhone }) => {
      if (mustAskConsent(phoneOk, search, userAgreed)) setConsentFor(phoneOk);
      else navigate(bookingHrefForPhone(phoneOk));
    });
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
          <strong>{t('msg.errorTitle')}</strong>
          <p>{error}</p>
        </div>
      )}
      {consentFor && (
        <Suspense fallback={null}>
          <ConsentFlow phone={consentFor} onClose={() => setConsentFor(null)} />
        </Suspense>
      )}
    </section>
  );
}
