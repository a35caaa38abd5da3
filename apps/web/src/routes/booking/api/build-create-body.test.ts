import { describe, expect, it } from 'vitest';
import { blankPerson } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { buildCreateBody } from './build-create-body.ts';

const person: PersonDraft = {
  ...blankPerson(0),
  dateBook: '24-11-2026',
  salon: {
    id: 7,
    name: 'Moyo 7',
    openingDate: null,
    warnText: null,
    addressNew: '',
    address: '',
    bookManyPeople: 'all',
    selectConsultation: false,
  },
  stylist: { id: 12, name: 'Lan', skillLevel: 2 },
  chosenService: [
    {
      serviceId: 3,
      name: 'Gội dưỡng sinh',
      price: 120_000,
      oldPrice: null,
      timeServe: 40,
      groupId: 1,
      parentServiceId: null,
      serviceDeliveryType: 1,
    },
    {
      serviceId: 9,
      name: 'Massage vai',
      price: 50_000,
      oldPrice: null,
      timeServe: 20,
      groupId: 2,
      parentServiceId: null,
      serviceDeliveryType: 1,
    },
  ],
  hour: { bookHourId: 100, subHourId: 101, secondSubHourId: 102, hour: '9h', hourFrame: '09:00' },
  note: 'Nước ấm',
  numberPersons: 2,
};

describe('buildCreateBody (001 §7)', () => {
  it('sends the draft with an ISO date, comma names, per-person hours and the channel code', () => {
    const params = new URLSearchParams(
      'step=0&salonId=7&source=customer_android&utm_source=fb&token=secret&phone=0912345678',
    );
    const body = buildCreateBody([person], { phone: '0912345678', params, isMaster: false });
    expect(body).toMatchObject({
      salonId: 7,
      phone: '0912345678',
      stylistId: 12,
      dateBook: '2026-11-24',
      services: 'Gội dưỡng sinh,Massage vai',
      subHourId: 101,
      secondSubHourId: 102,
      bookAt: '2',
      source: 'customer_android',
      utmSource: 'fb',
      note: 'Nước ấm',
      numberPersons: 2,
      receiveAdvice: true,
    });
    expect(body.bookHours).toEqual([
      {
        bookHourId: 100,
        subHourId: 101,
        secondSubHourId: 102,
        campaigns: [],
        chosenServices: JSON.stringify([
          { serviceId: 3, name: 'Gội dưỡng sinh', price: 120_000 },
          { serviceId: 9, name: 'Massage vai', price: 50_000 },
        ]),
        stylistId: 12,
        totalMoney: 170_000,
      },
    ]);
    expect(JSON.parse(body.params)).toEqual({
      step: '0',
      salonId: '7',
      source: 'customer_android',
      phone: '0912345678',
    });
  });
  it('sends stylist 0 when the system picks and channel 3 without a source', () => {
    const body = buildCreateBody([{ ...person, stylist: null }], {
      phone: '0912345678',
      params: new URLSearchParams(),
      isMaster: false,
    });
    expect(body.stylistId).toBe(0);
    expect(body.bookHours[0]?.stylistId).toBe(0);
    expect(body.bookAt).toBe('3');
  });
  it('refuses a draft without an hour', () => {
    expect(() =>
      buildCreateBody([{ ...person, hour: null }], {
        phone: '0912345678',
        params: new URLSearchParams(),
        isMaster: false,
      }),
    ).toThrow(RangeError);
  });
});
