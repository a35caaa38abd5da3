// The lucky wheel's draw (issue 20). Pure: the caller passes the random source, so the server uses
// node:crypto's randomInt and the tests a seeded one. A gift with no stock left, or weight 0, is
// never drawn; the others win in proportion to their whole-number weights.

/** An integer in [0, maxExclusive), uniformly. */
export type RandomInt = (maxExclusive: number) => number;

export interface DrawableGift {
  weight: number;
  /** Gifts left; null: unlimited (a 'chúc may mắn' slot, lucky points). */
  stock: number | null;
}

export function isDrawable(gift: DrawableGift): boolean {
  return Number.isSafeInteger(gift.weight) && gift.weight > 0 && (gift.stock === null || gift.stock > 0);
}

/** The gift the random source picks among the drawable ones, or null when none is drawable. */
export function drawGift<T extends DrawableGift>(gifts: readonly T[], randomInt: RandomInt): T | null {
  const drawable = gifts.filter(isDrawable);
  const total = drawable.reduce((sum, g) => sum + g.weight, 0);
  if (total <= 0) return null;
  let ticket = randomInt(total);
  if (!Number.isSafeInteger(ticket) || ticket < 0 || ticket >= total) {
    throw new RangeError(`random source gave ${ticket} outside [0, ${total})`);
  }
  for (const gift of drawable) {
    if (ticket < gift.weight) return gift;
    ticket -= gift.weight;
  }
  return null; // not reached: the tickets add up to total
}

/** A small seeded generator (mulberry32) for tests and demos; never for real draws. */
export function seededRandomInt(seed: number): RandomInt {
  let a = seed >>> 0;
  return (maxExclusive) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
}

/**
 * The wheel's rotation (degrees, clockwise) that stops slot `index` of `count` under the pointer at
 * the top, after `turns` whole turns: slot i spans [i, i+1)·360/count from the top, clockwise.
 */
export function wheelStopAngle(index: number, count: number, turns = 6): number {
  if (count <= 0 || index < 0 || index >= count) return 0;
  const slot = 360 / count;
  const centre = index * slot + slot / 2;
  return turns * 360 + ((360 - centre) % 360);
}
