import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/link.tsx';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import './change-texts.ts';
import { useChangeLoader } from './use-change-loader.ts';

/**
 * Holds the booking page back while a booking is loaded for change, or says why it cannot be.
 * While a change is in the draft a notice says so, with a way back to a new booking (so a change
 * left half-done never turns a later booking into a change).
 */
export function ChangeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('booking-change');
  const load = useChangeLoader();
  const changingId = useDraft().changingBookingId;
  if (load.state === 'loading') return <p aria-busy="true">{t('common.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div className="block" role="alert">
        <p>{load.message}</p>
        <Link className="btn btn--primary" to="/booking?step=0">
          {t('booking.title')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {changingId !== null && (
        <div className="block" role="status" data-testid="change-notice">
          <p>{tc('changing')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => draftStore.reset()}>
            {tc('newBooking')}
          </button>
        </div>
      )}
      {children}
    </>
  );
}
