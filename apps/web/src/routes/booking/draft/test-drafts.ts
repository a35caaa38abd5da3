import { blankPerson } from './draft-store.ts';
import type { BookingDraft, DraftHour, DraftSalon, DraftService, PersonDraft } from './draft-types.ts';

// Drafts for the action tests (draft-actions.test.ts, time-actions.test.ts, campaign-actions.test.ts).

export const salon = (openingDate: string | null = null, id = 31): DraftSalon => ({
  id,
  name: 'Moyo 32 Nguyễn Lương Bằng',
  openingDate,
  warnText: null,
  addressNew: '32 Nguyễn Lương Bằng',
  address: '32 Nguyễn Lương Bằng',
  bookManyPeople: 'all',
  selectConsultation: false,
});

export const service = (serviceId = 1011, name = 'Gội'): DraftService => ({
  serviceId,
  name,
  price: 99000,
  oldPrice: null,
  timeServe: 40,
  groupId: 101,
  parentServiceId: null,
  serviceDeliveryType: 1,
});

export const hour = (bookHourId = 1006, frame = '10:30'): DraftHour => ({
  bookHourId,
  subHourId: null,
  secondSubHourId: null,
  hour: frame.replace(':', 'h'),
  hourFrame: frame,
});

/** A person who has chosen everything. */
export function busyPerson(index: number): PersonDraft {
  return {
    ...blankPerson(index),
    phone: '0912345678',
    salon: salon(),
    dateBook: '24-11-2026',
    dateChosenByUser: true,
    stylist: { id: 7 + index, name: 'An', skillLevel: 2 },
    skinnerId: 9,
    note: `Ghi chú ${index + 1}`,
    hour: hour(1006 + index),
    numberPersons: 2,
    chosenService: [service()],
    campaign: [{ id: 5, name: 'Giảm 20%' }],
  };
}

/** A group of `size` busy persons, editing `current`. */
export function group(size: number, current = 0): BookingDraft {
  return {
    persons: Array.from({ length: size }, (_, i) => busyPerson(i)),
    current,
    changingBookingId: null,
  };
}
