import { effectiveStatus, hourFrame, toDdMmYyyy, Refusal } from '@salon/domain';
import type { BookedService } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { checkViewToken } from './view-token.ts';
import { bookedHomeColumns, toBookedHome } from '../at-home/booked-home.ts';

// GET /api/v1/booking/{id}: the success page's booking. Readable with the view token the create
// call returned (same browser, right after booking) or by the logged-in owner; a bare id reads nothing.

export async function bookingDetail(
  deps: AppDeps,
  input: { bookingId: number; viewToken: string | null; loggedInPhone: string | null },
) {
  const booking = await deps.db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .select([
      'b.id',
      'b.status',
      'b.date_book',
      'b.number_persons',
      'b.total_money',
      'b.balance_paid',
      'b.note',
      'b.hold_expires_at',
      'c.phone',
      's.id as salon_id',
      's.name as salon_name',
      's.address',
      's.address_new',
      's.map_link',
      's.parking_map',
      ...bookedHomeColumns,
    ])
    .where('b.id', '=', input.bookingId)
    .executeTakeFirst();
  const allowed =
    booking !== undefined &&
    ((input.viewToken !== null && checkViewToken(deps, booking.id, input.viewToken)) ||
      (input.loggedInPhone !== null && input.loggedInPhone === booking.phone));
  // A missing booking and someone else's answer alike, so ids cannot be probed.
  if (!booking || !allowed) throw new Refusal('bookingNotFound');

  const persons = await deps.db
    .selectFrom('booking_person as p')
    .innerJoin('staff as st', 'st.id', 'p.stylist_id')
    .leftJoin('staff as sk', 'sk.id', 'p.skinner_id')
    .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
    .select([
      'p.id',
      'p.person_index',
      'p.stylist_id',
      'st.name as stylist_name',
      'p.skinner_id',
      'sk.name as skinner_name',
      'p.book_hour_id',
      'p.sub_hour_id',
      'p.second_sub_hour_id',
      'h.hour_text',
      'h.minute_of_day',
      'p.services',
      'p.total_money',
    ])
    .where('p.booking_id', '=', booking.id)
    .orderBy('p.person_index')
    .execute();
  const first = persons[0];
  return {
    bookingId: booking.id,
    // A hold that ran out is expired even before the sweep marks it.
    status: effectiveStatus({ status: booking.status, holdExpiresAt: booking.hold_expires_at }, deps.now()),
    canceled: booking.status === 'cancelled',
    holdExpiresAt: booking.hold_expires_at ? new Date(booking.hold_expires_at).toISOString() : null,
    salonId: booking.salon_id,
    salonName: booking.salon_name,
    salonAddress: booking.address_new || booking.address,
    salonMap: booking.map_link,
    parkingMap: booking.parking_map,
    dateBook: toDdMmYyyy(booking.date_book),
    hourBook: first?.hour_text ?? '',
    hourFrame: first ? hourFrame(first.minute_of_day) : '',
    customerPhone: booking.phone,
    numberPersons: booking.number_persons,
    note: booking.note,
    isBookAtHome: booking.is_book_at_home,
    homeAddress: toBookedHome(booking),
    totalMoney: booking.total_money,
    balancePaid: booking.balance_paid ?? 0,
    listBooking: persons.map((p) => ({
      id: p.id,
      personIndex: p.person_index,
      stylistId: p.stylist_id,
      stylistName: p.stylist_name,
      skinnerId: p.skinner_id,
      skinnerName: p.skinner_name,
      bookHourId: p.book_hour_id,
      subHourId: p.sub_hour_id ?? 0,
      secondSubHourId: p.second_sub_hour_id ?? 0,
      hour: p.hour_text,
      hourFrame: hourFrame(p.minute_of_day),
      services: p.services as BookedService[],
      totalMoney: p.total_money,
    })),
  };
}
