import { lazy, Suspense, useRef, useState } from 'react';
import { formatDate, opensInFuture, todayInVietnam } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PinIcon } from '../../../features/icons/icons.tsx';
import { SALONS_NS } from '../../../features/salons/salon-block-texts.ts';
import { useSalons } from '../../../features/salons/use-salon-lists.ts';
import { useVisitedSalonIds } from '../../../features/salons/use-visited-salons.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';
import { useChooseSalon } from '../shared/use-choose-salon.ts';
import { useSalonFieldFocus } from '../shared/salon-field-focus.ts';
import { useSalonUrlSync } from '../shared/use-salon-url-sync.ts';
import '../../../features/salons/salons.css';

// The salon-off check and its popup matter once a salon is chosen: their code loads then.
const SalonClosedPopup = lazy(() =>
  import('../popups/salon-closed-popup.tsx').then((m) => ({ default: m.SalonClosedPopup })),
);

/** Spec 001 §9: recent salons shown. */
const RECENT_CHIPS = 3;

/**
 * Block 1: the chosen salon (or a field that opens step 1), chips of up to 3 recently visited
 * salons and a find-near-you chip, the new-salon notice, and the salon-closed check.
 */
export function SalonBlock() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SALONS_NS);
  const { go, query } = useBookingNav();
  const person = useCurrentPerson();
  const { data: salons = [] } = useSalons();
  const visited = useVisitedSalonIds(query.phone);
  const choose = useChooseSalon();
  useSalonUrlSync();
  const field = useRef<HTMLButtonElement>(null);
  useSalonFieldFocus(field);

  const recent = visited
    .slice(0, RECENT_CHIPS)
    .map((id) => salons.find((s) => s.id === id))
    .filter((s) => s !== undefined);
  const salon = person.salon;
  // Stays mounted after the check clears a closed salon, so its popup stays open.
  const [salonChosen, setSalonChosen] = useState(false);
  if (salon && !salonChosen) setSalonChosen(true);
  const opening = salon && opensInFuture(salon.openingDate, todayInVietnam()) ? salon.openingDate : null;

  async function nearMe() {
    // The position store is step 1's; the chip needs it only when pressed.
    const { locateMe } = await import('../../../features/salons/near-me-store.ts');
    const result = await locateMe(query.phone);
    if (result.status === 'denied') toast.error(t('msg.locationDeniedToast'));
    go(1);
  }

  return (
    <section className="block salon-block" aria-labelledby="b-salon" data-state={salon ? 'done' : 'active'}>
      <h2 id="b-salon">{t('booking.step0.salon')}</h2>
      <button
        ref={field}
        type="button"
        className="block__field"
        onClick={() => go(1)}
        data-testid="salon-field"
      >
        {salon ? (
          <>
            <span className="salon-block__name">{salon.name}</span>
            <span className="salon-block__address">{salon.addressNew}</span>
          </>
        ) : (
          t('booking.step0.salonPlaceholder')
        )}
      </button>
      <ul className="chips" aria-label={ts('recentTitle')}>
        {recent.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className="chip"
              aria-pressed={salon?.id === s.id}
              onClick={() => choose(s)}
            >
              {s.name}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="chip chip--near" onClick={nearMe}>
            <PinIcon /> {ts('nearMe')}
          </button>
        </li>
      </ul>
      {opening && (
        <p className="salon-block__notice" role="note">
          {ts('newSalonNotice', { date: formatDate(opening) })}
        </p>
      )}
      {salon?.warnText && <p className="salon-block__warn">{salon.warnText}</p>}
      {salonChosen && (
        <Suspense fallback={null}>
          <SalonClosedPopup />
        </Suspense>
      )}
    </section>
  );
}
