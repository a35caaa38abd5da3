import { bookingDateForSalon, todayInVietnam } from '@salon/domain';
import type { Salon } from '../../../features/salons/salon-types.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { DraftSalon, PersonDraft } from '../draft/draft-types.ts';
import { TRACKING_EVENTS } from '@salon/domain';
import { track } from '../../../features/tracking/tracking.ts';

// Choosing a salon (001 §4): every person of the group gets it, and what depended on the old salon
// is reset: stylist, notes, hour, number of persons, skinner, and (coming from step 2) services.
// The date becomes the salon's opening date when that is today or later, otherwise today.
export function toDraftSalon(s: Salon): DraftSalon {
  return {
    id: s.id,
    name: s.name,
    openingDate: s.openingDate,
    warnText: s.warnText,
    addressNew: s.addressNew,
    address: s.address,
    bookManyPeople: s.bookManyPeople,
    selectConsultation: s.selectConsultation,
  };
}

export function personWithSalon(
  p: PersonDraft,
  salon: DraftSalon,
  opts: { resetServices: boolean; today: string },
): PersonDraft {
  return {
    ...p,
    salon,
    stylist: null,
    note: '',
    hour: null,
    numberPersons: 0,
    skinnerId: null,
    chosenService: opts.resetServices ? [] : p.chosenService,
    dateBook: bookingDateForSalon(salon.openingDate, opts.today),
    dateChosenByUser: false,
  };
}

export function applySalonChoice(salon: Salon, opts: { resetServices?: boolean } = {}) {
  const draftSalon = toDraftSalon(salon);
  track(TRACKING_EVENTS.chooseSalon, { salonId: salon.id });
  const today = todayInVietnam();
  draftStore.update((d) => ({
    ...d,
    persons: d.persons.map((p) =>
      personWithSalon(p, draftSalon, { resetServices: opts.resetServices ?? false, today }),
    ),
  }));
}

/** No salon for anyone (the salon is closed, or the URL asks for none). */
export function clearSalon() {
  draftStore.update((d) => ({
    ...d,
    persons: d.persons.map((p) => ({ ...p, salon: null, stylist: null, hour: null, skinnerId: null })),
  }));
}
