import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import './booking-time-texts.ts';
import './time-block.css';

const GROUP_MIN = 1;

// 001 §4: minus removes the last person; back at one person the chosen hours are cleared.
function removeLast() {
  draftStore.update((d) => {
    if (d.persons.length <= GROUP_MIN) return d;
    const persons = d.persons.slice(0, -1);
    const alone = persons.length === GROUP_MIN;
    return {
      ...d,
      current: Math.min(d.current, persons.length - 1),
      persons: alone ? persons.map((p) => ({ ...p, hour: null })) : persons,
    };
  });
}

/**
 * Block 2: the group-size counter. A group of one works here; adding people (login, up to 5, the
 * same phone or allowMultiple) belongs to the group-booking issue, so plus stays disabled for now.
 */
export function GroupCounter() {
  const { t } = useTranslation('booking-time');
  const size = useDraft().persons.length;
  const labelId = useId();
  return (
    <section className="block b-group" aria-labelledby={labelId}>
      <h2 id={labelId}>{t('people')}</h2>
      <div className="b-counter">
        <button
          type="button"
          className="b-counter__btn"
          aria-label={t('peopleMinus')}
          disabled={size <= GROUP_MIN}
          onClick={removeLast}
        >
          −
        </button>
        <output className="b-counter__value" aria-live="polite">
          {size}
        </output>
        <button type="button" className="b-counter__btn" aria-label={t('peoplePlus')} disabled>
          +
        </button>
      </div>
    </section>
  );
}
