import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

// SQL of the balance, its ledger and the top-ups. The balance column moves only here, in the same
// transaction as the ledger row that says why (migration 140); its CHECK refuses a negative balance.

// A transaction's handle (kysely's Transaction is one; the booking services pass theirs as Kysely).
type Trx = Kysely<Database>;

export async function insertTopup(
  db: Db,
  row: { txnRef: string; customerId: number; amount: number; provider: string; at: Date },
) {
  await db
    .insertInto('payment_topup')
    .values({
      txn_ref: row.txnRef,
      customer_id: row.customerId,
      amount: row.amount,
      provider: row.provider,
      created_at: row.at,
    })
    .execute();
}

export function findTopup(db: Db | Trx, txnRef: string) {
  return db
    .selectFrom('payment_topup')
    .select(['id', 'txn_ref', 'customer_id', 'amount', 'status'])
    .where('txn_ref', '=', txnRef)
    .executeTakeFirst();
}

/** The top-up locked until the transaction ends: rival callbacks for one reference wait here. */
export function lockTopup(trx: Trx, txnRef: string) {
  return trx
    .selectFrom('payment_topup')
    .select(['id', 'customer_id', 'amount', 'status'])
    .where('txn_ref', '=', txnRef)
    .forUpdate()
    .executeTakeFirst();
}

export async function settleTopup(
  trx: Trx,
  id: number,
  outcome: { status: 'paid' | 'failed'; providerTxnNo: string | null; at: Date },
) {
  await trx
    .updateTable('payment_topup')
    .set({ status: outcome.status, provider_txn_no: outcome.providerTxnNo, settled_at: outcome.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Moves the balance by `amount` and writes the ledger row; null (nothing written) when a debit would
 * take the balance below zero.
 */
export async function moveBalance(
  trx: Trx,
  move: {
    customerId: number;
    amount: number;
    kind: 'topup' | 'booking' | 'refund' | 'change-refund';
    topupId?: number;
    bookingId?: number;
    at: Date;
  },
): Promise<number | null> {
  const row = await trx
    .updateTable('customer')
    .set((eb) => ({ account_balance: eb('account_balance', '+', move.amount) }))
    .where('id', '=', move.customerId)
    .where('account_balance', '>=', Math.max(0, -move.amount))
    .returning('account_balance')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('balance_ledger')
    .values({
      customer_id: move.customerId,
      amount: move.amount,
      kind: move.kind,
      topup_id: move.topupId ?? null,
      booking_id: move.bookingId ?? null,
      balance_after: row.account_balance,
      created_at: move.at,
    })
    .execute();
  return row.account_balance;
}

export async function balanceOf(db: Db | Trx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer')
    .select('account_balance')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.account_balance ?? 0;
}

export function latestEntries(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('balance_ledger')
    .select(['id', 'amount', 'kind', 'balance_after', 'booking_id', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The booking locked until the transaction ends: rival payments of one booking wait here. */
export function lockBooking(trx: Trx, bookingId: number) {
  return trx
    .selectFrom('booking')
    .select(['id', 'customer_id', 'status', 'total_money', 'balance_paid'])
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

/** Records what the booking now holds from the balance (null: nothing); the ledger row goes with it. */
export async function setBookingPaid(trx: Trx, bookingId: number, paid: number | null, at: Date) {
  await trx
    .updateTable('booking')
    .set({ balance_paid: paid && paid > 0 ? paid : null, balance_paid_at: paid && paid > 0 ? at : null })
    .where('id', '=', bookingId)
    .execute();
}

/**
 * Gives back what a booking holds from the balance, when it is cancelled, in the cancel's transaction
 * (which holds the booking row): the booking then holds nothing, so a second cancel gives nothing.
 */
export async function refundBookingPayment(trx: Trx, bookingId: number, at: Date): Promise<number | null> {
  return giveBackAbove(trx, bookingId, 0, 'refund', at);
}

/**
 * A changed booking that now costs less than it holds from the balance gives the difference back; one
 * that costs more keeps what it holds, and the rest is paid at the salon or from the balance later.
 */
export async function settlePaymentAfterChange(trx: Trx, bookingId: number, newTotal: number, at: Date) {
  return giveBackAbove(trx, bookingId, Math.max(0, newTotal), 'change-refund', at);
}

async function giveBackAbove(
  trx: Trx,
  bookingId: number,
  keep: number,
  kind: 'refund' | 'change-refund',
  at: Date,
): Promise<number | null> {
  const booking = await trx
    .selectFrom('booking')
    .select(['customer_id', 'balance_paid'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking?.balance_paid || booking.balance_paid <= keep) return null;
  const balance = await moveBalance(trx, {
    customerId: booking.customer_id,
    amount: booking.balance_paid - keep,
    kind,
    bookingId,
    at,
  });
  await setBookingPaid(trx, bookingId, keep, at);
  return balance;
}
