import { describe, expect, it } from 'vitest';
import type { DraftSalon } from '../draft/draft-types.ts';
import type { ServiceItem } from '../shared/service-types.ts';
import { type BookingToChange, bookingToDraft, bookingToHome } from './booking-to-draft.ts';

const salon: DraftSalon = {
  id: 1,
  name: 'Moyo 82 Trần Duy Hưng',
  openingDate: null,
  warnText: null,
  addressNew: '82 Trần Duy Hưng',
  address: '82 Trần Duy Hưng',
  bookManyPeople: 'all',
  selectConsultation: false,
};

const service = (serviceId: number, name: string, priceNum: number, timeServe: number) =>
  ({
    serviceId,
    name,
    versionName: null,
    priceNum,
    oldPriceNum: null,
    timeServe,
    groupId: serviceId,
    parentServiceId: null,
    serviceDeliveryType: 1,
  }) as ServiceItem;

const hour = (bookHourId: number, text: string, frame: string) => ({
  bookHourId,
  subHourId: bookHourId + 1,
  secondSubHourId: 0,
  hour: text,
  hourFrame: frame,
});

const booking: BookingToChange = {
  bookingId: 42,
  status: 'confirmed',
  canceled: false,
  salonId: 1,
  dateBook: '24-11-2026',
  customerPhone: '+84912345678',
  note: 'Gội nhẹ tay',
  numberPersons: 0,
  listBooking: [
    // Out of order on purpose: persons follow personIndex.
    {
      personIndex: 1,
      stylistId: 7,
      stylistName: 'Hà',
      skinnerId: null,
      ...hour(1010, '11h50', '11:50'),
      services: [{ serviceId: 1021 }],
    },
    {
      personIndex: 0,
      stylistId: 5,
      stylistName: 'Lan',
      skinnerId: 9,
      ...hour(1003, '9h30', '09:30'),
      services: [{ serviceId: 1011 }, { serviceId: 999 }],
    },
  ],
};

describe('bookingToDraft', () => {
  const catalogue = {
    byId: new Map([
      [1011, service(1011, 'Gội đầu dưỡng sinh', 99000, 40)],
      [1021, service(1021, 'Gội đầu nhanh 20 phút', 59000, 20)],
    ]),
    rules: [],
    skillLevels: new Map([[5, 2]]),
  };

  it('fills salon, phone, date, each person services, stylist and hour, and marks the change', () => {
    const draft = bookingToDraft(booking, salon, catalogue);
    expect(draft.changingBookingId).toBe(42);
    expect(draft.current).toBe(0);
    expect(draft.persons).toHaveLength(2);
    const [first, second] = draft.persons;
    expect(first).toMatchObject({
      index: 0,
      phone: '0912345678',
      salon,
      dateBook: '24-11-2026',
      dateChosenByUser: true,
      stylist: { id: 5, name: 'Lan', skillLevel: 2 },
      skinnerId: 9,
      hour: { bookHourId: 1003, subHourId: 1004, secondSubHourId: null, hour: '9h30', hourFrame: '09:30' },
      note: 'Gội nhẹ tay',
    });
    // A service the salon no longer sells is left out; the rest carry the catalogue's details.
    expect(first?.chosenService).toEqual([
      expect.objectContaining({ serviceId: 1011, name: 'Gội đầu dưỡng sinh', price: 99000, timeServe: 40 }),
    ]);
    expect(second).toMatchObject({
      index: 1,
      stylist: { id: 7, name: 'Hà', skillLevel: 1 },
      skinnerId: null,
      hour: { bookHourId: 1010, hour: '11h50' },
      note: '',
    });
    expect(second?.chosenService.map((s) => s.serviceId)).toEqual([1021]);
  });

  it('an at-home booking: the draft keeps its at-home service, stylist and hour, and the address comes back whole', () => {
    const home = {
      address: '12 ngõ 68 Trung Kính, Phường Yên Hòa, Hà Nội',
      distance: 0.6,
      travelMinutes: 30,
      latitude: 21.0155,
      longitude: 105.8,
      placeId: 'W00166',
      attrId: null,
    };
    const atHome: BookingToChange = {
      ...booking,
      isBookAtHome: true,
      homeAddress: home,
      listBooking: [
        {
          personIndex: 0,
          stylistId: 5,
          stylistName: 'Lan',
          skinnerId: null,
          ...hour(1030, '14h10', '14:10'),
          services: [{ serviceId: 1031 }],
        },
      ],
    };
    const wash = { ...service(1031, 'Gội đầu dưỡng sinh tại nhà', 199000, 60), serviceDeliveryType: 2 };
    const draft = bookingToDraft(atHome, salon, { ...catalogue, byId: new Map([[1031, wash]]) });
    expect(draft.changingBookingId).toBe(42);
    expect(draft.persons).toHaveLength(1);
    expect(draft.persons[0]).toMatchObject({
      salon,
      stylist: { id: 5, name: 'Lan' },
      hour: { bookHourId: 1030, hour: '14h10', hourFrame: '14:10' },
    });
    expect(draft.persons[0]?.chosenService.map((s) => s.serviceId)).toEqual([1031]);
    // What the change PUT sends as homeAddress (with isBookAtHome), the server re-checking it.
    expect(bookingToHome(atHome)).toEqual({
      address: home.address,
      latitude: 21.0155,
      longitude: 105.8,
      placeId: 'W00166',
      attrId: null,
    });
  });

  it('a booking at the salon has no address to carry', () => {
    expect(bookingToHome(booking)).toBeNull();
    expect(bookingToHome({ isBookAtHome: false, homeAddress: null })).toBeNull();
  });
});
