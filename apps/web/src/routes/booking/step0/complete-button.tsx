import { useTranslation } from 'react-i18next';
import { useDraft } from '../draft/draft-store.ts';

/** Complete: inactive until every person has an hour and a salon is chosen. */
export function CompleteButton() {
  const { t } = useTranslation();
  const draft = useDraft();
  const ready = draft.persons.every((p) => p.salon && p.hour && p.chosenService.length > 0);
  return (
    <button type="button" className="btn btn--primary btn--block" disabled={!ready}>
      {t('booking.step0.complete')}
    </button>
  );
}
