import { err, ok, type Result } from '../result.ts';

// Lucky points and spins (issue 20): whole, never negative. Spins are earned by quests or bought with
// lucky points through exchange packages; lucky points also buy lucky-sprint vouchers.

export interface ExchangePackage {
  points: number;
  spins: number;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The balance after spending `cost` points, or a refusal when it would go below zero. */
export function spendPoints(balance: number, cost: number): Result<number> {
  if (!isCount(balance) || !isCount(cost) || cost === 0) return err('luckyInvalidAmount');
  if (cost > balance) return err('luckyPointsShort');
  return ok(balance - cost);
}

/** Points and spins after buying one package. */
export function exchangeForSpins(
  wallet: { points: number; spins: number },
  pack: ExchangePackage,
): Result<{ points: number; spins: number }> {
  if (!isCount(pack.spins) || pack.spins === 0) return err('luckyInvalidAmount');
  const left = spendPoints(wallet.points, pack.points);
  if (!left.ok) return left;
  return ok({ points: left.value, spins: wallet.spins + pack.spins });
}

/** Spins after one spin, or a refusal with none left. */
export function spendSpin(spins: number): Result<number> {
  if (!isCount(spins)) return err('luckyInvalidAmount');
  return spins > 0 ? ok(spins - 1) : err('luckyNoSpins');
}

/** How far a customer is in a quest: done of target, capped. */
export function questProgress(
  done: number,
  target: number,
): { done: number; target: number; complete: boolean } {
  const t = Math.max(1, Math.floor(target));
  const d = Math.min(t, Math.max(0, Math.floor(done)));
  return { done: d, target: t, complete: d >= t };
}

/** A winner as the public list shows them: 'Nguyễn V. An' → 'An N.', no name → the masked phone. */
export function winnerLabel(name: string | null, maskedPhone: string): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return maskedPhone;
  const last = parts[parts.length - 1]!;
  return parts.length === 1 ? last : `${last} ${parts[0]!.charAt(0)}.`;
}
