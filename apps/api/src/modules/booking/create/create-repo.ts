import { type Kysely, sql } from 'kysely';
import type { BookedService, Database } from '../../../db/schema.ts';
import { notStartedSql } from '../shared/booking-time-sql.ts';

// SQL of the create path, run inside the booking's transaction.

type Db = Kysely<Database>;

/** The customer of a phone, created on first booking, locked so one phone books one at a time. */
export async function lockCustomer(trx: Db, phone: string): Promise<number> {
  await trx
    .insertInto('customer')
    .values({ phone })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const row = await trx
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed booking of this customer that has not started yet (the domain's hasStarted, negated). */
export async function hasUpcomingBooking(trx: Db, customerId: number, now: Date) {
  const { rows } = await sql<{ id: number }>`
    select b.id from booking b
    join booking_person bp on bp.booking_id = b.id and bp.person_index = 0
    join salon_slot s on s.id = bp.book_hour_id
    where b.customer_id = ${customerId} and b.status = 'confirmed'
      and ${notStartedSql(now, 's.minute_of_day')}
    limit 1
  `.execute(trx);
  return rows.length > 0;
}

/**
 * Locks a staff row: bookings of one master stylist are counted one at a time (the daily limit).
 * NO KEY UPDATE, not UPDATE: the foreign-key checks of booking_person and staff_slot_claim take
 * KEY SHARE on the same row, and FOR UPDATE would deadlock against them.
 */
export async function lockStaff(trx: Db, staffId: number): Promise<void> {
  await trx.selectFrom('staff').select('id').where('id', '=', staffId).forNoKeyUpdate().execute();
}

export async function insertPerson(
  trx: Db,
  p: {
    bookingId: number;
    personIndex: number;
    stylistId: number;
    bookHourId: number;
    subHourId: number | null;
    secondSubHourId: number | null;
    services: BookedService[];
    totalMoney: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('booking_person')
    .values({
      booking_id: p.bookingId,
      person_index: p.personIndex,
      stylist_id: p.stylistId,
      book_hour_id: p.bookHourId,
      sub_hour_id: p.subHourId,
      second_sub_hour_id: p.secondSubHourId,
      services: JSON.stringify(p.services),
      total_money: p.totalMoney,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPersonStaff(
  trx: Db,
  personId: number,
  staff: { stylistId?: number; skinnerId?: number },
): Promise<void> {
  await trx
    .updateTable('booking_person')
    .set({
      ...(staff.stylistId !== undefined ? { stylist_id: staff.stylistId } : {}),
      ...(staff.skinnerId !== undefined ? { skinner_id: staff.skinnerId } : {}),
    })
    .where('id', '=', personId)
    .execute();
}
