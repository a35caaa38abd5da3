import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { notStartedSql } from '../shared/booking-time-sql.ts';
import { bookedHomeColumns } from '../at-home/booked-home.ts';

// SQL of booking lookup. Upcoming: not started yet (the domain's hasStarted, negated). A booking's hour is
// its earliest guest's slot (the domain's earliestGuest: a group at 12h30, 8h30, 8h30 starts at 8h30).

export const bookingInfoColumns = (db: Db) =>
  db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .innerJoin('booking_person as p', (j) =>
      j.onRef('p.booking_id', '=', 'b.id').on(
        'p.id',
        '=',
        sql<number>`(select e.id from booking_person e join salon_slot eh on eh.id = e.book_hour_id
          where e.booking_id = b.id order by eh.minute_of_day, e.person_index limit 1)`,
      ),
    )
    .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
    .select([
      'b.id',
      'b.status',
      'b.date_book',
      'b.number_persons',
      'b.salon_id',
      'c.phone',
      's.name as salon_name',
      's.address_new as salon_address',
      's.map_link',
      's.parking_map',
      'h.hour_text',
      'h.minute_of_day',
      ...bookedHomeColumns,
    ])
    .select(
      sql<number>`(select count(*) from booking_person bp where bp.booking_id = b.id)::int`.as('persons'),
    );

export type BookingInfoRow = Awaited<ReturnType<ReturnType<typeof bookingInfoColumns>['execute']>>[number];

/**
 * The phone's current booking (canonical +84 form): its next confirmed one, else its latest upcoming
 * cancelled one (000 §2: an already cancelled booking shows a disabled 'Lịch đặt đã hủy'), else none.
 */
export async function findCurrentBooking(db: Db, phone: string, now: Date) {
  const upcoming = bookingInfoColumns(db)
    .where('c.phone', '=', phone)
    .where(notStartedSql(now, 'h.minute_of_day'));
  const confirmed = await upcoming
    .where('b.status', '=', 'confirmed')
    .orderBy('b.date_book')
    .orderBy('h.minute_of_day')
    .limit(1)
    .executeTakeFirst();
  if (confirmed) return confirmed;
  return upcoming.where('b.status', '=', 'cancelled').orderBy('b.id', 'desc').limit(1).executeTakeFirst();
}

/** A customer's upcoming bookings, confirmed or cancelled (a cancelled one shows as such). */
export async function listUpcomingBookings(db: Db, customerId: number, now: Date) {
  return bookingInfoColumns(db)
    .where('b.customer_id', '=', customerId)
    .where('b.status', 'in', ['confirmed', 'cancelled'])
    .where(notStartedSql(now, 'h.minute_of_day'))
    .orderBy('b.date_book')
    .orderBy('h.minute_of_day')
    .limit(20)
    .execute();
}

/** Records a consent; marks the customer when the phone is theirs. */
export async function recordConsent(
  db: Db,
  phone: string,
  brandName: string,
  customerId: number | null,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('personal_data_consent')
      .values({ phone, brand_name: brandName, customer_id: customerId, agreed_at: now })
      .execute();
    if (customerId !== null) {
      await trx
        .updateTable('customer')
        .set({ agree_protect_personal_info: true })
        .where('id', '=', customerId)
        .execute();
    }
  });
}
