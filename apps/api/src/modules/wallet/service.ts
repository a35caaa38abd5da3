import { randomBytes } from 'node:crypto';
import { isValidTopupAmount, Refusal } from '@salon/domain';
import type { VnpayIpnAnswer } from '@salon/domain/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { PaymentProvider } from './providers.ts';
import * as repo from './repo.ts';

// Use cases of the balance (issue 19): start a top-up, credit it once when the provider says it is
// paid, show the balance and its ledger, pay a booking's total from the balance once.

/** Where the provider sends the browser back; the page asks the server, never trusts the query. */
export const RESULT_PATH = '/nap-tien/ket-qua';

/** A reference VNPay accepts (letters and digits) that nobody can guess. */
const newTxnRef = () => `NT${randomBytes(9).toString('hex').toUpperCase()}`;

export async function startTopup(
  deps: AppDeps,
  provider: PaymentProvider,
  input: { customerId: number; amount: number; clientIp: string },
) {
  if (!isValidTopupAmount(input.amount)) throw new Refusal('topupAmountInvalid');
  const txnRef = newTxnRef();
  await repo.insertTopup(deps.db, {
    txnRef,
    customerId: input.customerId,
    amount: input.amount,
    provider: provider.name,
    at: deps.now(),
  });
  // The site's own address (PUBLIC_URL), never the request's Host: a forged Host would send the payer elsewhere.
  const returnUrl = `${deps.config.publicUrl}${RESULT_PATH}?ref=${txnRef}`;
  if (provider.paysAtOnce) {
    await credit(deps, { txnRef, amount: input.amount, paid: true, providerTxnNo: null });
    return { txnRef, payUrl: `${RESULT_PATH}?ref=${txnRef}` };
  }
  const payUrl = provider.payUrl({
    txnRef,
    amount: input.amount,
    clientIp: input.clientIp,
    returnUrl,
    now: deps.now(),
  });
  return { txnRef, payUrl };
}

type CreditOutcome = 'credited' | 'failed' | 'already' | 'not_found' | 'wrong_amount';

/**
 * Settles a top-up once: the row is locked, so of any number of identical callbacks exactly one finds
 * it pending; the ledger's unique topup_id would refuse a second credit even so.
 */
async function credit(
  deps: AppDeps,
  verdict: { txnRef: string; amount: number; paid: boolean; providerTxnNo: string | null },
): Promise<CreditOutcome> {
  return inTransaction(deps.db, async (trx) => {
    const topup = await repo.lockTopup(trx, verdict.txnRef);
    if (!topup) return 'not_found';
    if (topup.amount !== verdict.amount) return 'wrong_amount';
    if (topup.status !== 'pending') return 'already';
    const at = deps.now();
    if (!verdict.paid) {
      await repo.settleTopup(trx, topup.id, { status: 'failed', providerTxnNo: verdict.providerTxnNo, at });
      return 'failed';
    }
    await repo.settleTopup(trx, topup.id, { status: 'paid', providerTxnNo: verdict.providerTxnNo, at });
    await repo.moveBalance(trx, {
      customerId: topup.customer_id,
      amount: topup.amount,
      kind: 'topup',
      topupId: topup.id,
      at,
    });
    return 'credited';
  });
}

const IPN_ANSWERS: Record<CreditOutcome | 'bad_signature', VnpayIpnAnswer> = {
  credited: { RspCode: '00', Message: 'Confirm Success' },
  failed: { RspCode: '00', Message: 'Confirm Success' },
  already: { RspCode: '02', Message: 'Order already confirmed' },
  not_found: { RspCode: '01', Message: 'Order not found' },
  wrong_amount: { RspCode: '04', Message: 'Invalid amount' },
  bad_signature: { RspCode: '97', Message: 'Invalid signature' },
};

/** The provider's server-to-server callback (VNPay's IPN), answered in the provider's terms. */
export async function handleCallback(
  deps: AppDeps,
  provider: PaymentProvider,
  query: Record<string, unknown>,
): Promise<VnpayIpnAnswer> {
  const verdict = provider.verifyCallback(query);
  if (!verdict) return IPN_ANSWERS.bad_signature;
  return IPN_ANSWERS[await credit(deps, verdict)];
}

/** A top-up's state as the server recorded it; only its owner may read it. */
export async function topupResult(deps: AppDeps, customerId: number, txnRef: string) {
  const topup = await repo.findTopup(deps.db, txnRef);
  if (!topup) throw new Refusal('topupNotFound');
  if (topup.customer_id !== customerId) throw new Refusal('walletForbidden');
  return {
    txnRef: topup.txn_ref,
    amount: topup.amount,
    status: topup.status,
    balance: await repo.balanceOf(deps.db, customerId),
  };
}

export async function wallet(deps: AppDeps, customerId: number) {
  const entries = await repo.latestEntries(deps.db, customerId, 50);
  return {
    balance: await repo.balanceOf(deps.db, customerId),
    entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      kind: e.kind,
      balanceAfter: e.balance_after,
      bookingId: e.booking_id,
      createdAt: e.created_at.toISOString(),
    })),
  };
}

/**
 * Pays what a confirmed booking still owes from its owner's balance (its total, or the rest after a
 * change made it dearer); refused when nothing is owed or the balance is short.
 */
export async function payBookingWithBalance(deps: AppDeps, customerId: number, bookingId: number) {
  return inTransaction(deps.db, async (trx) => {
    const booking = await repo.lockBooking(trx, bookingId);
    if (!booking) throw new Refusal('bookingNotFound');
    if (booking.customer_id !== customerId) throw new Refusal('walletForbidden');
    const held = booking.balance_paid ?? 0;
    if (held > 0 && held >= booking.total_money) throw new Refusal('bookingAlreadyPaid');
    if (booking.status !== 'confirmed' || booking.total_money <= 0) throw new Refusal('bookingNotPayable');
    const due = booking.total_money - held;
    const balance = await repo.moveBalance(trx, {
      customerId,
      amount: -due,
      kind: 'booking',
      bookingId,
      at: deps.now(),
    });
    if (balance === null) throw new Refusal('balanceShort');
    await repo.setBookingPaid(trx, bookingId, booking.total_money, deps.now());
    return { bookingId, paid: due, balance };
  });
}
