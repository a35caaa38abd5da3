import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { holdOverSql } from './booking-time-sql.ts';

type Db = Kysely<Database>;

/**
 * Claims `slotIds` of a staff member's day for a booking person: the double-booking guard
 * (primary key staff_id, work_date, slot_id; decision 0002). Inserted with ON CONFLICT DO NOTHING so
 * a taken slot never aborts the transaction: when not every slot could be claimed, the ones this
 * call inserted are removed again and the answer is false, and the caller may try another staff member.
 * Slots are inserted in ascending order so two transactions wait on each other instead of deadlocking.
 */
export async function claimSlots(
  trx: Db,
  claim: { staffId: number; dateIso: string; slotIds: readonly number[]; bookingPersonId: number },
): Promise<boolean> {
  const slotIds = [...claim.slotIds].sort((a, b) => a - b);
  const inserted = await trx
    .insertInto('staff_slot_claim')
    .values(
      slotIds.map((slotId) => ({
        staff_id: claim.staffId,
        work_date: claim.dateIso,
        slot_id: slotId,
        booking_person_id: claim.bookingPersonId,
      })),
    )
    .onConflict((oc) => oc.columns(['staff_id', 'work_date', 'slot_id']).doNothing())
    .returning('slot_id')
    .execute();
  if (inserted.length === slotIds.length) return true;
  if (inserted.length > 0) {
    await trx
      .deleteFrom('staff_slot_claim')
      .where('booking_person_id', '=', claim.bookingPersonId)
      .where('staff_id', '=', claim.staffId)
      .execute();
  }
  return false;
}

/**
 * Expires unconfirmed bookings whose OTP hold has passed and frees their slots, in one statement.
 * Returns the ids expired. Safe to run concurrently: each booking changes status once. The hold is
 * over by the domain's isHoldOver (holdOverSql).
 */
export async function freeExpiredHolds(db: Db, now: Date): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with expired as (
      update booking b set status = 'expired', updated_at = ${now}
      where ${holdOverSql(now)}
      returning b.id
    ), freed as (
      delete from staff_slot_claim
      where booking_person_id in (select bp.id from booking_person bp join expired e on e.id = bp.booking_id)
    )
    select id from expired
  `.execute(db);
  return rows.map((r) => r.id);
}

/** Drops a customer's own unconfirmed holds (a new booking replaces them) and frees their slots. */
export async function releaseOwnHolds(trx: Db, customerId: number, now: Date): Promise<void> {
  await sql`
    with released as (
      update booking set status = 'expired', updated_at = ${now}
      where status = 'pending_otp' and customer_id = ${customerId}
      returning id
    )
    delete from staff_slot_claim
    where booking_person_id in (select bp.id from booking_person bp join released r on r.id = bp.booking_id)
  `.execute(trx);
}

/** The job kind of the minute's sweep of holds that ran out (booking/routes.ts registers it). */
export const HOLD_SWEEP_KIND = 'booking.hold-sweep';
