import { fromDdMmYyyy, todayInVietnam } from '@salon/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { setAdvice, setManyPeople, writeNote } from '../draft/extras-actions.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';
import './extras-texts.ts';
import './time-block.css';

const AdviceDialog = lazy(() => import('../popups/advice-dialog.tsx'));

const NOTE_MAX = 500;

/** Block 5: special-request note, many-people switch, advice switch. */
export function ExtrasBlock() {
  const { t } = useTranslation('booking-time');
  // At home, the many-people switch speaks of the house: its words are the at-home flow's own.
  const { t: tHome } = useTranslation('booking-at-home');
  const person = useCurrentPerson();
  const [askAdvice, setAskAdvice] = useState(false);
  const ids = { note: useId(), many: useId(), manyHint: useId(), advice: useId(), adviceHint: useId() };
  const salon = person.salon;
  const isToday = fromDdMmYyyy(person.dateBook) === todayInVietnam();
  // bookManyPeople: off hides the switch, notToday hides it for today's bookings.
  const showMany =
    salon !== null && (salon.bookManyPeople === 'all' || (salon.bookManyPeople === 'notToday' && !isToday));
  // With the allow-change switch of a consultation salon, staff advise in store: no advice switch.
  const showAdvice = !person.allowChange;
  const atHome = useAtHome();
  return (
    <section className="block b-extras" aria-labelledby="b-extras">
      <h2 id="b-extras">{t('extras')}</h2>
      <label htmlFor={ids.note} className="b-label">
        {t('note')}
      </label>
      <textarea
        id={ids.note}
        className="b-note"
        rows={2}
        maxLength={NOTE_MAX}
        placeholder={t('notePlaceholder')}
        value={person.note}
        onChange={(e) => draftStore.dispatch(writeNote, e.target.value)}
      />
      {showMany && (
        <div className="b-switch">
          <input
            id={ids.many}
            type="checkbox"
            role="switch"
            aria-describedby={ids.manyHint}
            aria-checked={person.numberPersons === 2}
            checked={person.numberPersons === 2}
            onChange={(e) => draftStore.dispatch(setManyPeople, e.target.checked)}
          />
          <label htmlFor={ids.many}>{(atHome ? tHome : t)('manyPeople')}</label>
          <p id={ids.manyHint} className="b-hint">
            {(atHome ? tHome : t)('manyPeopleHint')}
          </p>
        </div>
      )}
      {showAdvice && (
        <div className="b-switch">
          <input
            id={ids.advice}
            type="checkbox"
            role="switch"
            aria-describedby={ids.adviceHint}
            aria-checked={person.receiveAdvice}
            checked={person.receiveAdvice}
            onChange={(e) => {
              if (e.target.checked) draftStore.dispatch(setAdvice, 'full');
              else setAskAdvice(true);
            }}
          />
          <label htmlFor={ids.advice}>{t('advice')}</label>
          <p id={ids.adviceHint} className="b-hint">
            {person.littleAdvice ? t('adviceLittle') : t('adviceHint')}
          </p>
        </div>
      )}
      <Suspense fallback={null}>
        {askAdvice && (
          <AdviceDialog
            onClose={() => setAskAdvice(false)}
            onLittle={() => {
              draftStore.dispatch(setAdvice, 'little');
              setAskAdvice(false);
            }}
            onNone={() => {
              draftStore.dispatch(setAdvice, 'none');
              setAskAdvice(false);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
