import { todayInVietnam, Refusal } from '@salon/domain';
import type { WheelView } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { CurrentCustomer } from '../../http/auth.ts';
import * as repo from './repo.ts';
import { giftView, receivedView, winnerView } from './views.ts';

// Reads of the lucky wheel (issue 20): wheels and gifts for anyone; spins, points, gifts won and the
// point history for their owner only (the token decides; another customerId is a 403).

/** The caller's own id; another customer's id is a 403 that reveals nothing about them. */
export function ownId(caller: CurrentCustomer, customerId: number | undefined): number {
  if (customerId !== undefined && customerId !== caller.customerId) {
    throw new Refusal('luckyForbidden');
  }
  return caller.customerId;
}

const today = (deps: AppDeps) => todayInVietnam(deps.now());

export async function wheels(deps: AppDeps, id?: number): Promise<WheelView[]> {
  const rows = await repo.activeWheels(deps.db, id === undefined ? undefined : [id]);
  if (rows.length === 0) return [];
  const gifts = await repo.giftsOf(deps.db, today(deps), { wheelIds: rows.map((w) => w.id) });
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    nameEn: w.name_en,
    description: w.description,
    descriptionEn: w.description_en,
    gifts: gifts.filter((g) => g.wheel_id === w.id).map(giftView),
  }));
}

export async function wheel(deps: AppDeps, id: number): Promise<WheelView> {
  const [found] = await wheels(deps, id);
  if (!found) throw new Refusal('wheelNotFound');
  return found;
}

export async function gifts(deps: AppDeps, wheelId?: number) {
  const active = await repo.activeWheels(deps.db, wheelId === undefined ? undefined : [wheelId]);
  const wheelIds = active.map((w) => w.id);
  if (wheelIds.length === 0) return [];
  return (await repo.giftsOf(deps.db, today(deps), { wheelIds })).map(giftView);
}

export async function gift(deps: AppDeps, id: number) {
  const [row] = await repo.giftsOf(deps.db, today(deps), { id });
  if (!row) throw new Refusal('wheelGiftNotFound');
  return giftView(row);
}

export async function exchangeConfigs(deps: AppDeps) {
  return (await repo.packages(deps.db)).map((p) => ({
    id: p.id,
    name: p.name,
    nameEn: p.name_en,
    points: p.points,
    spins: p.spins,
  }));
}

export const balance = (deps: AppDeps, customerId: number) => repo.balanceOf(deps.db, customerId);

export async function myGifts(deps: AppDeps, customerId: number) {
  return (await repo.receivedGifts(deps.db, { customerId, limit: 100 })).map(receivedView);
}

export async function recentWinners(deps: AppDeps) {
  return (await repo.receivedGifts(deps.db, { limit: 20 })).map(winnerView);
}

export async function quests(deps: AppDeps, customerId: number | null) {
  const [rows, counts] = await Promise.all([
    repo.quests(deps.db),
    customerId === null ? new Map<number, number>() : repo.questCounts(deps.db, customerId),
  ]);
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    name: q.name,
    nameEn: q.name_en,
    spins: q.spins,
    maxTimes: q.max_times,
    done: counts.get(q.id) ?? 0,
  }));
}

export async function rewardVqmm(deps: AppDeps, customerId: number) {
  const [own, gifts] = await Promise.all([balance(deps, customerId), myGifts(deps, customerId)]);
  return { ...own, vouchers: gifts.filter((g) => g.voucher !== null) };
}

export async function pointHistory(deps: AppDeps, customerId: number) {
  const [own, entries] = await Promise.all([
    balance(deps, customerId),
    repo.pointEntries(deps.db, customerId, 100),
  ]);
  return {
    points: own.points,
    entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      kind: e.kind,
      pointsAfter: e.points_after,
      createdAt: e.created_at.toISOString(),
    })),
  };
}
