import { GROUP_MAX, GROUP_MIN, validateBookingPhone } from '@salon/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingRole } from '../api/use-booking-role.ts';
import { useBookingUser } from '../api/use-booking-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { removePerson } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import './booking-time-texts.ts';
import './time-block.css';

/**
 * Block 2: the group-size counter (1 to 5). The plus rules (add-person.ts) load on the first press;
 * the server checks all of them again.
 */
export function GroupCounter() {
  const { t } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  const { query } = useBookingNav();
  const draft = useDraft();
  const user = useBookingUser();
  const size = draft.persons.length;
  const first = draft.persons[0];
  const rawPhone = first?.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const role = useBookingRole(phone, first?.salon?.id ?? null);
  const labelId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onPlus = async () => {
    const { tryAddPerson } = await import('./add-person.ts');
    setRefusal(
      tryAddPerson(
        { loggedInPhone: user?.phone ?? null, bookingPhone: phone, allowMultiple: role.allowMultiple },
        tm,
      ),
    );
  };

  return (
    <section className="block b-group" aria-labelledby={labelId}>
      <h2 id={labelId}>{t('people')}</h2>
      <div className="b-counter">
        <button
          type="button"
          className="b-counter__btn"
          aria-label={t('peopleMinus')}
          disabled={size <= GROUP_MIN}
          onClick={() => {
            setRefusal(null);
            draftStore.dispatch(removePerson);
          }}
        >
          −
        </button>
        <output className="b-counter__value" aria-live="polite">
          {size}
        </output>
        <button
          type="button"
          className="b-counter__btn"
          aria-label={t('peoplePlus')}
          disabled={size >= GROUP_MAX}
          onClick={() => void onPlus()}
        >
          +
        </button>
      </div>
      <p className="b-group__refusal" role="alert" data-testid="group-refusal">
        {refusal}
      </p>
    </section>
  );
}
