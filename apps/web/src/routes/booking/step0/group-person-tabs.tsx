import { useTranslation } from '../../../i18n/use-translation.ts';
import { choosePerson } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import './group-block.css';
import './group-texts.ts';

/**
 * In a group, which customer block 4 is choosing the stylist and hour for (each person has their
 * own). A customer with services and an hour shows as done.
 */
export function GroupPersonTabs() {
  const { t } = useTranslation('booking-group');
  const draft = useDraft();
  if (draft.persons.length <= 1) return null;
  return (
    <div className="b-persons" role="group" aria-label={t('personTabs')}>
      {draft.persons.map((p) => {
        const done = p.chosenService.length > 0 && p.hour !== null;
        return (
          <button
            key={p.index}
            type="button"
            className="b-persons__tab"
            aria-pressed={p.index === draft.current}
            data-state={done ? 'done' : 'active'}
            onClick={() => draftStore.dispatch(choosePerson, p.index)}
          >
            {t('person', { n: p.index + 1 })}
            {done && <span aria-hidden="true"> ✓</span>}
            {p.hour && <span className="b-persons__hour"> · {p.hour.hour}</span>}
          </button>
        );
      })}
    </div>
  );
}
