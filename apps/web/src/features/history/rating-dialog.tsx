import { formatDate, formatRating, RATING_COMMENT_MAX, RATING_TAGS } from '@salon/domain';
import type { RatingDoneAnswer } from '@salon/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Modal } from '../modal/modal.tsx';
import { serverText } from './server-text.ts';
import { SendButton } from './send-button.tsx';
import { StarPicker } from './star-picker.tsx';
import { useRate } from './use-history.ts';

export interface RatingTarget {
  visitId: number;
  salonName: string;
  dateBook: string;
  stylistName: string;
}

/** Stars, quick tags and a comment for one visit; after sending, the stylist's new figures. */
export function RatingDialog({ target, onClose }: { target: RatingTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const rate = useRate();
  const [stars, setStars] = useState<number | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState<RatingDoneAnswer | null>(null);
  const id = useId();
  const toggle = (tag: string) =>
    setTags((now) => (now.includes(tag) ? now.filter((x) => x !== tag) : [...now, tag]));
  return (
    <Modal open title={t('rateTitle')} onClose={onClose} width={420} className="rating-dialog">
      <p className="rating-dialog__for">
        {t('rateFor', {
          salon: target.salonName,
          date: formatDate(target.dateBook),
          stylist: target.stylistName,
        })}
      </p>
      {done ? (
        <div role="status" data-testid="rating-done">
          <p className="rating-dialog__thanks">{serverText(done.message, i18n.language)}</p>
          <p>
            {t('stylistNow', {
              name: target.stylistName,
              star: formatRating(done.data.ratingStar, i18n.language === 'en' ? 'en' : 'vi'),
              total: done.data.totalCustomer,
            })}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            OK
          </button>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (stars === null) return;
            rate.mutate({ visitId: target.visitId, stars, comment, tags }, { onSuccess: setDone });
          }}
        >
          <StarPicker name={`${id}-stars`} value={stars} onChange={setStars} />
          <fieldset className="rating-dialog__tags">
            <legend>{t('tagsLabel')}</legend>
            {RATING_TAGS.map((tag) => (
              <label key={tag} className={tags.includes(tag) ? 'hx-chip hx-chip--on' : 'hx-chip'}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={tags.includes(tag)}
                  onChange={() => toggle(tag)}
                />
                {t(`tags.${tag}`)}
              </label>
            ))}
          </fieldset>
          <label className="hx-label" htmlFor={`${id}-comment`}>
            {t('comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className="hx-input"
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {rate.error && (
            <p className="hx-error" role="alert">
              {serverText(rate.error.message, i18n.language)}
            </p>
          )}
          <SendButton chosen={stars !== null} pending={rate.isPending} />
        </form>
      )}
    </Modal>
  );
}
