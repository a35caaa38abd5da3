import { formatDate } from '@salon/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RatingDialog, type RatingTarget } from './rating-dialog.tsx';
import { useRatingCheck } from './use-history.ts';
import './history.css';
import './texts.ts';

/** Home, after a visit: asks the logged-in customer to rate their latest unrated visit (lazy chunk). */
export default function RatePrompt() {
  const { t } = useTranslation('history');
  const { isLoggedIn } = useCurrentUser();
  const check = useRatingCheck(isLoggedIn);
  // The visit being rated is kept from the moment the dialog opens: sending the rating refreshes the
  // check, which then names the next unrated visit, and the thank-you must still name this one.
  const [rating, setRating] = useState<RatingTarget | null>(null);
  const visit = isLoggedIn ? check.data?.data : undefined;
  return (
    <>
      {visit && (
        <section className="rate-prompt" aria-labelledby="rate-prompt-title" data-testid="rate-prompt">
          <div>
            <p id="rate-prompt-title" className="rate-prompt__title">
              {t('promptTitle')}
            </p>
            <p>
              {t('promptText', {
                salon: visit.salonName,
                date: formatDate(visit.dateBook),
                stylist: visit.stylistName,
              })}
            </p>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() =>
              setRating({
                visitId: visit.visitId,
                salonName: visit.salonName,
                dateBook: visit.dateBook,
                stylistName: visit.stylistName,
              })
            }
          >
            {t('promptAction')}
          </button>
        </section>
      )}
      {/* Beside the prompt, not in it: the dialog stays open with its thank-you when no visit is left. */}
      {rating && <RatingDialog target={rating} onClose={() => setRating(null)} />}
    </>
  );
}
