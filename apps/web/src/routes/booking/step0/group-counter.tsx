import {
  addPersonRefusalMessage,
  canAddPerson,
  fromDdMmYyyy,
  GROUP_MAX,
  GROUP_MIN,
  salonTakesGroup,
  todayInVietnam,
  validateBookingPhone,
} from '@salon/domain';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { openLoginModal } from '../../../features/auth/login-modal-store.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { useBookingRole } from '../api/use-booking-role.ts';
import { useBookingUser } from '../api/use-booking-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { blankPerson, draftStore, useDraft } from '../draft/draft-store.ts';
import type { BookingDraft } from '../draft/draft-types.ts';
import './booking-time-texts.ts';
import './time-block.css';

// 001 §4: minus removes the last person; back at one person the chosen hours are cleared.
function shrinkTo(d: BookingDraft, size: number): BookingDraft {
  if (d.persons.length <= size) return d;
  const persons = d.persons.slice(0, size);
  const alone = persons.length === GROUP_MIN;
  return {
    ...d,
    current: Math.min(d.current, persons.length - 1),
    persons: alone ? persons.map((p) => ({ ...p, hour: null })) : persons,
  };
}

// A new person inherits customer 1's salon, phone and the shared date.
function addPerson(d: BookingDraft): BookingDraft {
  const first = d.persons[0];
  if (!first) return d;
  return { ...d, persons: [...d.persons, blankPerson(d.persons.length, first)] };
}

/**
 * Block 2: the group-size counter (1 to 5). Plus needs login (the login modal opens titled
 * 'log in to book as a group'), a chosen salon, a group under 5, the logged-in phone equal to the
 * booking phone unless the role allows multiple, and a salon that takes groups that day
 * (bookManyPeople); otherwise the group goes back to 1. The server checks all of it again.
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
  const salon = first?.salon ?? null;
  const role = useBookingRole(phone, salon?.id ?? null);
  const labelId = useId();

  const onPlus = () => {
    const dateIso = first ? fromDdMmYyyy(first.dateBook) : null;
    const today = todayInVietnam();
    const check = canAddPerson({
      size,
      loggedInPhone: user?.phone ?? null,
      bookingPhone: phone,
      salonChosen: salon !== null,
      allowMultiple: role.allowMultiple,
      salonTakesGroup: salon !== null && salonTakesGroup(salon.bookManyPeople, dateIso ?? today, today),
    });
    if (check.ok) {
      draftStore.update(addPerson);
      return;
    }
    if (check.error === 'login') {
      openLoginModal({ title: tm('msg.loginToBookGroup'), phone: phone ?? undefined });
    } else {
      const key = addPersonRefusalMessage(check.error);
      if (key) toast.error(tm(`msg.${key}`));
    }
    if (check.error !== 'max') draftStore.update((d) => shrinkTo(d, GROUP_MIN));
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
          onClick={() => draftStore.update((d) => shrinkTo(d, d.persons.length - 1))}
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
          onClick={onPlus}
        >
          +
        </button>
      </div>
    </section>
  );
}
