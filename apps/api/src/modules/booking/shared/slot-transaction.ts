import { AppError } from '../../../http/app-error.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Db } from '../../../db/connect.ts';
import { freeExpiredHolds } from './claims.ts';
import { dropAllDays, dropDay } from './day-cache.ts';

/**
 * Runs a write that claims slots of a salon day (a create or a change) in one transaction, retried
 * on a deadlock, and keeps the hours cache true (decision 0050): expired holds are swept first since
 * they still own their claims; after success every computed day is stale (released holds or old
 * slots may sit on other days); after a 409 someone holds the slot, so the next answer must not say free.
 */
export async function inSlotTransaction<T>(
  deps: AppDeps,
  day: { salonId: number; dateIso: string },
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  if ((await freeExpiredHolds(deps.db, deps.now())).length > 0) dropAllDays(deps);
  try {
    const result = await inTransaction(deps.db, write);
    dropAllDays(deps);
    return result;
  } catch (err) {
    if (err instanceof AppError && err.status === 409) dropDay(deps, day.salonId, day.dateIso);
    throw err;
  }
}
