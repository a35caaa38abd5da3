import { describe, expect, it } from 'vitest';
import { blankPerson } from '../draft/draft-store.ts';
import type { DraftSalon, PersonDraft } from '../draft/draft-types.ts';
import { personWithSalon } from './choose-salon.ts';

const salon = (openingDate: string | null): DraftSalon => ({
  id: 31,
  name: 'Moyo 32 Nguyễn Lương Bằng',
  openingDate,
  warnText: null,
  addressNew: '32 Nguyễn Lương Bằng',
  address: '32 Nguyễn Lương Bằng',
  bookManyPeople: 'all',
  selectConsultation: false,
});

const busy: PersonDraft = {
  ...blankPerson(0),
  dateBook: '24-11-2026',
  dateChosenByUser: true,
  stylist: { id: 7, name: 'An', skillLevel: 2 },
  skinnerId: 9,
  note: 'Gội nhẹ',
  hour: { bookHourId: 1006, subHourId: null, secondSubHourId: null, hour: '10h30', hourFrame: '10:30' },
  numberPersons: 2,
  chosenService: [
    {
      serviceId: 1011,
      name: 'Gội',
      price: 99000,
      oldPrice: null,
      timeServe: 40,
      groupId: 101,
      parentServiceId: null,
      serviceDeliveryType: 1,
    },
  ],
};

describe('personWithSalon (001 §4 choosing a salon)', () => {
  it('sets the salon and resets stylist, note, hour, number of persons and skinner', () => {
    const p = personWithSalon(busy, salon(null), { resetServices: false, today: '2026-11-23' });
    expect(p).toMatchObject({
      salon: { id: 31 },
      stylist: null,
      note: '',
      hour: null,
      numberPersons: 0,
      skinnerId: null,
    });
    expect(p.chosenService).toHaveLength(1);
  });

  it('resets services only when coming from step 2', () => {
    expect(
      personWithSalon(busy, salon(null), { resetServices: true, today: '2026-11-23' }).chosenService,
    ).toEqual([]);
  });

  it('books on the opening date when it is today or later, otherwise today', () => {
    const future = personWithSalon(busy, salon('28-11-2026'), { resetServices: false, today: '2026-11-23' });
    expect(future).toMatchObject({ dateBook: '28-11-2026', dateChosenByUser: false });
    const past = personWithSalon(busy, salon('13-11-2026'), { resetServices: false, today: '2026-11-23' });
    expect(past.dateBook).toBe('23-11-2026');
  });
});
