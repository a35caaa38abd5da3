import type { Hour } from '@salon/domain/contracts';
import { onEveryone, onPerson } from './draft-actions.ts';
import type { BookingDraft, DraftHour, DraftSalon, DraftStylist } from './draft-types.ts';

// Block 4's draft changes (stylist, date, hour): pure, applied with draftStore.dispatch. They load
// with the time chooser and its popups. 001 §4: with group size 1, changing date or stylist resets the hour.

const SYSTEM_PICKS: DraftStylist = { id: 0, name: '', skillLevel: 0 };

export function toDraftHour(h: Hour): DraftHour {
  return {
    bookHourId: h.hourId,
    subHourId: h.subHourId,
    secondSubHourId: h.secondSubHourId,
    hour: h.hour,
    hourFrame: h.hourFrame,
  };
}

/** The edited person's stylist (null: the system picks); alone, their hour goes. */
export function chooseStylist(d: BookingDraft, stylist: DraftStylist | null): BookingDraft {
  const alone = d.persons.length === 1;
  return onPerson(d, (p) => ({ ...p, stylist: stylist ?? SYSTEM_PICKS, hour: alone ? null : p.hour }));
}

/** The whole group shares customer 1's date, and hours of another day no longer hold. */
export function chooseDate(d: BookingDraft, date: string): BookingDraft {
  return onEveryone(d, (p) => ({ ...p, dateBook: date, dateChosenByUser: true, hour: null }));
}

export function pickHour(d: BookingDraft, hour: DraftHour): BookingDraft {
  return onPerson(d, (p) => ({ ...p, hour }));
}

/** Someone else took the edited person's hour (live hours): it goes, so another must be chosen. */
export function dropTakenHour(d: BookingDraft, bookHourId: number): BookingDraft {
  return onPerson(d, (p) => (p.hour?.bookHourId === bookHourId ? { ...p, hour: null } : p));
}

/** Today's last hour is taken and the customer chose no date: the next day, without an hour. */
export function advanceDate(d: BookingDraft, date: string): BookingDraft {
  return onPerson(d, (p) => ({ ...p, dateBook: date, hour: null }));
}

/** The chosen stylist works elsewhere now and the customer stays: the system picks, hour cleared. */
export function systemPicksStylist(d: BookingDraft): BookingDraft {
  return onPerson(d, (p) => ({ ...p, stylist: SYSTEM_PICKS, hour: null }));
}

/**
 * The customer follows the stylist to their salon: everyone moves there without an hour; the edited
 * person keeps that stylist and their note, the others lose theirs.
 */
export function followStylist(
  d: BookingDraft,
  to: { salon: DraftSalon; stylist: DraftStylist },
): BookingDraft {
  return onEveryone(d, (p) => {
    const edited = p.index === d.current;
    return {
      ...p,
      salon: to.salon,
      hour: null,
      stylist: edited ? to.stylist : null,
      note: edited ? p.note : '',
    };
  });
}

/** A nearby salon's free hour (001 §9): everyone moves there, customer 1 takes the hour. */
export function moveToBackupSalon(d: BookingDraft, to: { salon: DraftSalon; hour: DraftHour }): BookingDraft {
  return onEveryone(d, (p) => ({
    ...p,
    salon: to.salon,
    stylist: null,
    hour: p.index === 0 ? to.hour : null,
  }));
}
