import { bookingDateForSalon, copyFirstServices, GROUP_MIN } from '@salon/domain';
import type { BookingDraft, DraftSalon, DraftService, PersonDraft } from './draft-types.ts';

// Named, pure changes of the booking draft: (draft, input) => draft, applied with draftStore.dispatch.
// Only what the first screen uses is here: stylist, date and hour are in time-actions.ts, the plus
// button's in group-actions.ts, block 5's in extras-actions.ts and promotions in campaign-actions.ts;
// those load with the parts that use them.

/** Changes one person: the one being edited unless `index` names another. */
export function onPerson(
  d: BookingDraft,
  fn: (p: PersonDraft) => PersonDraft,
  index = d.current,
): BookingDraft {
  return { ...d, persons: d.persons.map((p) => (p.index === index ? fn(p) : p)) };
}

/** Changes every person of the group alike. */
export function onEveryone(d: BookingDraft, fn: (p: PersonDraft) => PersonDraft): BookingDraft {
  return { ...d, persons: d.persons.map(fn) };
}

// Choosing a salon (001 §4): every person of the group gets it, and what depended on the old salon
// is reset: stylist, notes, hour, number of persons, skinner, and (coming from step 2) services.
// The date becomes the salon's opening date when that is today or later, otherwise today.
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

export function chooseSalon(
  d: BookingDraft,
  input: { salon: DraftSalon; resetServices: boolean; today: string },
): BookingDraft {
  return onEveryone(d, (p) => personWithSalon(p, input.salon, input));
}

/** No salon for anyone (the salon is closed, or the URL asks for none). */
export function clearSalon(d: BookingDraft): BookingDraft {
  return onEveryone(d, (p) => ({ ...p, salon: null, stylist: null, hour: null, skinnerId: null }));
}

/** Which person steps 2 and 4 and the time block work on. */
export function choosePerson(d: BookingDraft, index: number): BookingDraft {
  return { ...d, current: index };
}

// 001 §4: minus removes the last person; back at one person the chosen hours are cleared.
export function shrinkTo(d: BookingDraft, size: number): BookingDraft {
  if (d.persons.length <= size) return d;
  const persons = d.persons.slice(0, size);
  const alone = persons.length === GROUP_MIN;
  return {
    ...d,
    current: Math.min(d.current, persons.length - 1),
    persons: alone ? persons.map((p) => ({ ...p, hour: null })) : persons,
  };
}

/** Minus: the last person goes; customer 1 always stays. */
export function removePerson(d: BookingDraft): BookingDraft {
  return shrinkTo(d, Math.max(GROUP_MIN, d.persons.length - 1));
}

/** 'Same as customer 1': customer 1's services, none of their promotions. */
export function sameAsFirst(d: BookingDraft, index: number): BookingDraft {
  return { ...d, persons: copyFirstServices(d.persons, index) };
}

export function chooseServices(d: BookingDraft, services: DraftService[], index = d.current): BookingDraft {
  return onPerson(d, (p) => ({ ...p, chosenService: services }), index);
}

/** A consultation salon's switch: staff choose in store, so the chosen services go. */
export function setAllowChange(d: BookingDraft, index: number, on: boolean): BookingDraft {
  return onPerson(d, (p) => ({ ...p, allowChange: on, chosenService: on ? [] : p.chosenService }), index);
}

/** A date the screen no longer offers (an earlier day): start again from `date`. */
export function restartDate(d: BookingDraft, date: string): BookingDraft {
  return onPerson(d, (p) => ({ ...p, dateBook: date, hour: null, dateChosenByUser: false }));
}

/** Every person's hour may be the one that is gone (the server answered 409). */
export function clearHours(d: BookingDraft): BookingDraft {
  return onEveryone(d, (p) => ({ ...p, hour: null }));
}

/** The booking phone is the whole group's. */
export function setPhone(d: BookingDraft, phone: string): BookingDraft {
  return onEveryone(d, (p) => ({ ...p, phone }));
}

/** The existing booking this draft now changes (decision 0081). */
export function setChangingBooking(d: BookingDraft, bookingId: number): BookingDraft {
  return { ...d, changingBookingId: bookingId };
}

/** An existing booking read into the draft (change flow) replaces whatever was there. */
export function replaceDraft(_d: BookingDraft, next: BookingDraft): BookingDraft {
  return next;
}
