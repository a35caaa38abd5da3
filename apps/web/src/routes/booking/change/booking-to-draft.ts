import type { BookedService, BookingDetail } from '@salon/domain/contracts';
import { fromInternational, type SpecialDayRule } from '@salon/domain';
import { blankPerson } from '../draft/draft-store.ts';
import type { BookingDraft, DraftSalon, PersonDraft } from '../draft/draft-types.ts';
import type { HomeAddressDraft } from '../../booking-at-home/home-store.ts';
import { pricingContext, toDraftServices } from '../shared/chosen-services.ts';
import type { ServiceItem } from '../shared/service-types.ts';

// Changing a booking (decision 0081): the booking the owner reads at GET /api/v1/booking/{id}
// becomes the draft again — salon, each person's services, stylist and hour, the date — so step 0
// shows it and Complete sends the change.

/** The fields of GET /api/v1/booking/{id} the change reads. */
/** What a change reads of GET /api/v1/booking/{id} (the contract's BookingDetail). */
export type BookingToChange = Pick<
  BookingDetail,
  'bookingId' | 'status' | 'canceled' | 'salonId' | 'dateBook' | 'customerPhone' | 'note' | 'numberPersons'
> & {
  listBooking: (Pick<
    BookingDetail['listBooking'][number],
    | 'personIndex'
    | 'stylistId'
    | 'stylistName'
    | 'skinnerId'
    | 'bookHourId'
    | 'subHourId'
    | 'secondSubHourId'
    | 'hour'
    | 'hourFrame'
  > & { services: Pick<BookedService, 'serviceId'>[] })[];
} & Partial<Pick<BookingDetail, 'isBookAtHome' | 'homeAddress'>>;

export interface Catalogue {
  byId: ReadonlyMap<number, ServiceItem>;
  rules: readonly SpecialDayRule[];
  /** Skill levels of the day's stylists (stylist-level prices); 1 when unknown. */
  skillLevels: ReadonlyMap<number, number>;
}

export function bookingToDraft(b: BookingToChange, salon: DraftSalon, catalogue: Catalogue): BookingDraft {
  const phone = fromInternational(b.customerPhone);
  const persons = [...b.listBooking]
    .sort((x, y) => x.personIndex - y.personIndex)
    .map((p, index): PersonDraft => {
      const base: PersonDraft = {
        ...blankPerson(index, { phone, salon, dateBook: b.dateBook }),
        // The booked date stays unless the customer picks another one.
        dateChosenByUser: true,
        stylist: {
          id: p.stylistId,
          name: p.stylistName ?? '',
          skillLevel: catalogue.skillLevels.get(p.stylistId) ?? 1,
        },
        skinnerId: index === 0 ? p.skinnerId : null,
        hour: {
          bookHourId: p.bookHourId,
          subHourId: p.subHourId || null,
          secondSubHourId: p.secondSubHourId || null,
          hour: p.hour,
          hourFrame: p.hourFrame,
        },
        note: index === 0 ? (b.note ?? '') : '',
        numberPersons: index === 0 ? b.numberPersons : 0,
      };
      const ids = p.services.map((s) => s.serviceId);
      return {
        ...base,
        chosenService: toDraftServices(ids, catalogue.byId, catalogue.rules, pricingContext(base)),
      };
    });
  return { persons, current: 0, changingBookingId: b.bookingId };
}

/**
 * The address an at-home booking is served at, as /booking-at-home keeps it (decision 0124): the change
 * sends it back with isBookAtHome, so the server re-checks the same place unless the customer picks
 * another. Null for a booking at the salon.
 */
export function bookingToHome(
  b: Pick<BookingToChange, 'isBookAtHome' | 'homeAddress'>,
): HomeAddressDraft | null {
  const h = b.homeAddress;
  if (!b.isBookAtHome || !h) return null;
  return {
    address: h.address,
    latitude: h.latitude,
    longitude: h.longitude,
    placeId: h.placeId,
    attrId: h.attrId,
  };
}
