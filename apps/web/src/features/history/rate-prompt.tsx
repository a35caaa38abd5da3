import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RatingDialog } from './rating-dialog.tsx';
import { useRatingCheck } from './use-history.ts';
import './history.css';
import './texts.ts';

/** Home, after a visit: asks the logged-in customer to rate their latest unrated visit (lazy chunk). */
export default function RatePrompt() {
  const { t } = useTranslation('history');
  const { isLoggedIn } = useCurrentUser();
  const check = useRatingCheck(isLoggedIn);
  const [open, setOpen] = useState(false);
  const visit = check.data?.data;
  if (!isLoggedIn || !visit) return null;
  const target = {
    visitId: visit.visitId,
    salonName: visit.salonName,
    dateBook: visit.dateBook,
    stylistName: visit.stylistName,
  };
  return (
    <section className="rate-prompt" aria-labelledby="rate-prompt-title" data-testid="rate-prompt">
      <div>
        <p id="rate-prompt-title" className="rate-prompt__title">
          {t('promptTitle')}
        </p>
        <p>{t('promptText', { salon: visit.salonName, date: visit.dateBook, stylist: visit.stylistName })}</p>
      </div>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        {t('promptAction')}
      </button>
      {open && <RatingDialog target={target} onClose={() => setOpen(false)} />}
    </section>
  );
}
