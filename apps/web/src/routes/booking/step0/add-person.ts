import {
  addPersonRefusalMessage,
  canAddPerson,
  fromDdMmYyyy,
  salonTakesGroup,
  todayInVietnam,
} from '@salon/domain';
import { openLoginModal } from '../../../features/auth/login-modal-store.ts';
import type { TFunction } from '../../../i18n/index.ts';
import { addPerson, backToOnePerson } from '../draft/group-actions.ts';
import { draftStore } from '../draft/draft-store.ts';

// The plus button's rules load on its first press (group-counter.tsx): most bookings are for one person.

export interface AddPersonFacts {
  loggedInPhone: string | null;
  /** The booking phone when it is valid. */
  bookingPhone: string | null;
  allowMultiple: boolean;
}

/**
 * Plus needs login (the login modal opens titled 'log in to book as a group'), a chosen salon, a
 * group under 5, the logged-in phone equal to the booking phone unless the role allows multiple, and
 * a salon that takes groups that day (bookManyPeople); otherwise the group goes back to 1.
 */
export function tryAddPerson(facts: AddPersonFacts, t: TFunction): string | null {
  // Read now, not at the click: the draft may have changed while this module loaded.
  const draft = draftStore.get();
  const first = draft.persons[0];
  const salon = first?.salon ?? null;
  const today = todayInVietnam();
  const dateIso = first ? fromDdMmYyyy(first.dateBook) : null;
  // Without a salon nothing else matters yet: say so first (logging in would not help).
  if (!salon) return t('msg.chooseSalonFirst');
  const check = canAddPerson({
    size: draft.persons.length,
    loggedInPhone: facts.loggedInPhone,
    bookingPhone: facts.bookingPhone,
    salonChosen: salon !== null,
    allowMultiple: facts.allowMultiple,
    salonTakesGroup: salon !== null && salonTakesGroup(salon.bookManyPeople, dateIso ?? today, today),
  });
  if (check.ok) {
    draftStore.dispatch(addPerson);
    return null;
  }
  let text: string | null = null;
  if (check.error === 'login') {
    openLoginModal({ title: t('msg.loginToBookGroup'), phone: facts.bookingPhone ?? undefined });
  } else {
    const key = addPersonRefusalMessage(check.error);
    if (key) text = t(`msg.${key}`);
  }
  if (check.error !== 'max') draftStore.dispatch(backToOnePerson);
  // Shown next to the counter (a toast far from the button was missed).
  return text;
}
