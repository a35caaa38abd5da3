import { Refusal, type RefusalReason } from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Db } from '../../../db/connect.ts';
import { dropAllDays, dropDay } from './day-cache.ts';

/**
 * Runs a write that claims slots of a salon day (a change, a create with promotions, a waitlist offer)
 * in one transaction, run again on a deadlock. Holds that are over give up the slots in the way inside
 * the claim itself (claim_run), so no sweep is needed before or after it.
 */
export async function inSlotTransaction<T>(
  deps: AppDeps,
  day: { salonId: number; dateIso: string },
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return slotWrite(deps, day, () => inTransaction(deps.db, write));
}

/** Refusals that mean another booking holds what this one asked for. */
const RIVAL_HOLDS: ReadonlySet<RefusalReason> = new Set([
  'slotTaken',
  'groupNotEnoughStylists',
  'masterFull',
  'bookingTakenBeforeConfirm',
]);

/**
 * Keeps this process's hours cache true around a slot write (decision 0050; other processes hear the
 * claims' notification, db/notifications.ts): after success every computed day is stale (released holds
 * or old slots may sit on other days); after a refusal saying a rival holds the slot, the next answer must not
 * say free.
 */
export async function slotWrite<T>(
  deps: AppDeps,
  day: { salonId: number; dateIso: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    const result = await run();
    dropAllDays(deps);
    return result;
  } catch (err) {
    if (err instanceof Refusal && RIVAL_HOLDS.has(err.reason)) dropDay(deps, day.salonId, day.dateIso);
    throw err;
  }
}
