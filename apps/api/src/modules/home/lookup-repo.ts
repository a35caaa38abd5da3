import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of booking lookup and cancel. A booking's hour is its first person's slot.

const bookingInfoColumns = (db: Db) =>
  db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .innerJoin('booking_person as p', (j) =>
      j.onRef('p.booking_id', '=', 'b.id').on('p.person_index', '=', 0),
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
      's.parking',
      'h.hour_text',
      'h.minute_of_day',
    ])
    .select(
      sql<number>`(select count(*) from booking_person bp where bp.booking_id = b.id)::int`.as('persons'),
    );

export type BookingInfoRow = Awaited<ReturnType<ReturnType<typeof bookingInfoColumns>['execute']>>[number];

/** Upcoming = today from the current minute on, or a later day. */
const upcoming = (todayIso: string, nowMinute: number) =>
  sql<boolean>`(b.date_book > ${todayIso} or (b.date_book = ${todayIso} and h.minute_of_day >= ${nowMinute}))`;

/** The customer's next confirmed booking by phone (canonical +84 form), if any. */
export async function findCurrentBooking(db: Db, phone: string, todayIso: string, nowMinute: number) {
  return bookingInfoColumns(db)
    .where('c.phone', '=', phone)
    .where('b.status', '=', 'confirmed')
    .where(upcoming(todayIso, nowMinute))
    .orderBy('b.date_book')
    .orderBy('h.minute_of_day')
    .limit(1)
    .executeTakeFirst();
}

/** A customer's upcoming bookings, confirmed or cancelled (a cancelled one shows as such). */
export async function listUpcomingBookings(db: Db, customerId: number, todayIso: string, nowMinute: number) {
  return bookingInfoColumns(db)
    .where('b.customer_id', '=', customerId)
    .where('b.status', 'in', ['confirmed', 'cancelled'])
    .where(upcoming(todayIso, nowMinute))
    .orderBy('b.date_book')
    .orderBy('h.minute_of_day')
    .limit(20)
    .execute();
}

export async function findBookingForCancel(db: Db, bookingId: number) {
  return bookingInfoColumns(db).where('b.id', '=', bookingId).forUpdate('b').executeTakeFirst();
}

/**
 * Cancels a booking and frees its staff slots in one statement; only a booking still confirmed or
 * awaiting its OTP changes, so two concurrent cancels change it once. Returns whether it changed.
 */
export async function cancelBookingRow(db: Db, bookingId: number, customerId: number, now: Date) {
  const { rows } = await sql<{ id: number }>`
    with cancelled as (
      update booking set status = 'cancelled', hold_expires_at = null, updated_at = ${now}
      where id = ${bookingId} and customer_id = ${customerId} and status in ('confirmed', 'pending_otp')
      returning id
    ), freed as (
      delete from staff_slot_claim
      where booking_person_id in (select bp.id from booking_person bp join cancelled c on c.id = bp.booking_id)
    )
    select id from cancelled
  `.execute(db);
  return rows.length === 1;
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
