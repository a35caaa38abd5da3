import { randomInt } from 'node:crypto';
import { drawGift, exchangeForSpins, spendSpin, todayInVietnam, Refusal } from '@salon/domain';
import type { SpinAnswer } from '@salon/domain/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import * as repo from './repo.ts';
import { giftView, receivedView } from './views.ts';

// The spin and buying spins with lucky points (issue 20). Each is one transaction that first locks the
// customer's account row, so a customer's concurrent spins queue and each sees the spins the previous
// left; the gift's stock is taken with `where stock > 0`, so rival customers never take more than is
// left. PostgreSQL's deadlock/serialization aborts are retried by inTransaction.

const cryptoInt = (max: number) => randomInt(max);

export async function spin(deps: AppDeps, customerId: number, wheelId: number): Promise<SpinAnswer['data']> {
  const [wheel] = await repo.activeWheels(deps.db, [wheelId]);
  if (!wheel) throw new Refusal('wheelNotFound');
  return inTransaction(deps.db, async (trx) => {
    const account = await repo.lockAccount(trx, customerId);
    const left = spendSpin(account.spins);
    if (!left.ok) throw new Refusal('luckyNoSpins', { text: left.error });
    let gifts = await repo.giftsOf(trx, todayInVietnam(deps.now()), { wheelIds: [wheelId] });
    let won: repo.GiftRow | null = null;
    while (!won) {
      const drawn = drawGift(gifts, cryptoInt);
      if (!drawn) throw new Refusal('wheelOutOfGifts');
      if (drawn.stock === null || (await repo.takeGift(trx, drawn.id))) won = drawn;
      // A rival took the last one: draw again without it.
      else gifts = gifts.map((g) => (g.id === drawn.id ? { ...g, stock: 0 } : g));
    }
    const at = deps.now();
    if ((await repo.moveSpins(trx, customerId, -1, 'spin', at)) === null) {
      throw new Refusal('luckyNoSpins');
    }
    let voucherId: number | null = null;
    if (won.kind === 'voucher' && won.campaign_id !== null) {
      voucherId = await repo.insertVoucher(trx, {
        campaignId: won.campaign_id,
        customerId,
        uses: 1,
        source: 'wheel',
        at,
      });
    } else if (won.kind === 'points') {
      await repo.movePoints(trx, customerId, won.amount, 'gift', won.name, at);
    } else if (won.kind === 'spins') {
      await repo.moveSpins(trx, customerId, won.amount, 'gift', at);
    }
    const receivedId = await repo.insertReceived(trx, {
      customerId,
      wheelId,
      giftId: won.id,
      voucherId,
      at,
    });
    const [received] = await repo.receivedGifts(trx, { customerId, id: receivedId, limit: 1 });
    return {
      gift: giftView(won),
      received: receivedView(received!),
      balance: await repo.balanceOf(trx, customerId),
    };
  });
}

/** Buys a package's spins with lucky points, once per call; refused when the points are short. */
export async function buySpins(deps: AppDeps, customerId: number, packageId: number) {
  const [pack] = await repo.packages(deps.db, packageId);
  if (!pack) throw new Refusal('exchangePackageNotFound');
  return inTransaction(deps.db, async (trx) => {
    const account = await repo.lockAccount(trx, customerId);
    const after = exchangeForSpins(account, pack);
    if (!after.ok) throw Refusal.invalid(after.error);
    const at = deps.now();
    const points = await repo.movePoints(trx, customerId, -pack.points, 'exchange', pack.name, at);
    if (points === null) throw new Refusal('luckyPointsShort');
    const spins = await repo.moveSpins(trx, customerId, pack.spins, 'exchange', at);
    return { points, spins: spins ?? account.spins };
  });
}
