import { describe, expect, it } from 'vitest';
import { drawGift, seededRandomInt, wheelStopAngle } from './draw.ts';
import { exchangeForSpins, questProgress, spendPoints, spendSpin, winnerLabel } from './points.ts';

const gifts = [
  { id: 1, weight: 10, stock: 50 },
  { id: 2, weight: 20, stock: null },
  { id: 3, weight: 25, stock: null },
  { id: 4, weight: 8, stock: 0 },
  { id: 5, weight: 10, stock: null },
  { id: 6, weight: 0, stock: null },
  { id: 7, weight: 27, stock: 3 },
];

describe('drawGift', () => {
  it('100,000 seeded draws land within 1 % of the weights, never on an empty or weightless gift', () => {
    const random = seededRandomInt(20261124);
    const wins = new Map<number, number>();
    const N = 100_000;
    for (let i = 0; i < N; i++) {
      const g = drawGift(gifts, random)!;
      wins.set(g.id, (wins.get(g.id) ?? 0) + 1);
    }
    const total = 10 + 20 + 25 + 10 + 27; // gifts 4 (no stock) and 6 (weight 0) are out
    expect(wins.get(4)).toBeUndefined();
    expect(wins.get(6)).toBeUndefined();
    for (const g of gifts.filter((x) => x.id !== 4 && x.id !== 6)) {
      const share = (wins.get(g.id) ?? 0) / N;
      expect(Math.abs(share - g.weight / total)).toBeLessThan(0.01);
    }
  });

  it('maps every ticket of the random source to its gift, in order', () => {
    const two = [
      { id: 'a', weight: 2, stock: null },
      { id: 'empty', weight: 5, stock: 0 },
      { id: 'b', weight: 1, stock: 1 },
    ];
    expect([0, 1, 2].map((t) => drawGift(two, () => t)?.id)).toEqual(['a', 'a', 'b']);
  });

  it('draws nothing when every gift is gone, and refuses a random source out of range', () => {
    expect(drawGift([{ weight: 5, stock: 0 }], () => 0)).toBeNull();
    expect(drawGift([], () => 0)).toBeNull();
    expect(() => drawGift([{ weight: 5, stock: null }], () => 5)).toThrow(RangeError);
    expect(() => drawGift([{ weight: 5, stock: null }], () => -1)).toThrow(RangeError);
  });

  it('a seeded source repeats itself and stays in range', () => {
    const a = seededRandomInt(7);
    const b = seededRandomInt(7);
    const xs = Array.from({ length: 1000 }, () => a(13));
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b(13)));
    expect(xs.every((x) => x >= 0 && x < 13)).toBe(true);
  });
});

describe('wheelStopAngle', () => {
  it('stops the middle of the won slot under the top pointer, after whole turns', () => {
    expect(wheelStopAngle(0, 8, 6)).toBe(6 * 360 + 360 - 22.5);
    expect(wheelStopAngle(2, 8, 6) % 360).toBe(360 - 112.5);
    // The slot's centre plus the rotation is a whole number of turns: it is at the top.
    for (let i = 0; i < 8; i++) expect((wheelStopAngle(i, 8) + i * 45 + 22.5) % 360).toBe(0);
    expect(wheelStopAngle(9, 8)).toBe(0);
  });
});

describe('lucky points and spins', () => {
  it('spends points only when enough are left, in whole numbers', () => {
    expect(spendPoints(500, 150)).toEqual({ ok: true, value: 350 });
    expect(spendPoints(150, 150)).toEqual({ ok: true, value: 0 });
    expect(spendPoints(149, 150)).toEqual({ ok: false, error: 'luckyPointsShort' });
    expect(spendPoints(100, 0)).toEqual({ ok: false, error: 'luckyInvalidAmount' });
    expect(spendPoints(100, -5)).toEqual({ ok: false, error: 'luckyInvalidAmount' });
    expect(spendPoints(100, 1.5)).toEqual({ ok: false, error: 'luckyInvalidAmount' });
  });

  it('a package turns points into spins; a spin needs one left', () => {
    expect(exchangeForSpins({ points: 300, spins: 1 }, { points: 250, spins: 3 })).toEqual({
      ok: true,
      value: { points: 50, spins: 4 },
    });
    expect(exchangeForSpins({ points: 99, spins: 0 }, { points: 100, spins: 1 })).toEqual({
      ok: false,
      error: 'luckyPointsShort',
    });
    expect(spendSpin(1)).toEqual({ ok: true, value: 0 });
    expect(spendSpin(0)).toEqual({ ok: false, error: 'luckyNoSpins' });
  });

  it('quest progress is capped; winners show a first name and initial, else the masked phone', () => {
    expect(questProgress(3, 2)).toEqual({ done: 2, target: 2, complete: true });
    expect(questProgress(0, 1)).toEqual({ done: 0, target: 1, complete: false });
    expect(winnerLabel('Nguyễn Văn An', '0912***678')).toBe('An N.');
    expect(winnerLabel('An', '0912***678')).toBe('An');
    expect(winnerLabel(null, '0912***678')).toBe('0912***678');
    expect(winnerLabel('  ', '0912***678')).toBe('0912***678');
  });
});
