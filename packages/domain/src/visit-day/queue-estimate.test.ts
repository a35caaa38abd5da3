import { describe, expect, it } from 'vitest';
import { estimateQueue, hourText, paceOf, type QueuedService } from './queue-estimate.ts';

const at = (h: number, m = 0) => h * 60 + m;
const service = (id: number, plannedStart: number, over: Partial<QueuedService> = {}): QueuedService => ({
  id,
  plannedStart,
  catalogueMinutes: 40,
  startedAt: null,
  endedAt: null,
  ...over,
});

describe('paceOf', () => {
  it('is 1 before any service of the day finished', () => {
    expect(paceOf([service(1, at(10), { startedAt: at(10) })])).toBe(1);
  });

  it('is actual over catalogue minutes of the finished services, clamped', () => {
    const slow = service(1, at(9), { startedAt: at(9), endedAt: at(10) }); // 60 for 40
    const quick = service(2, at(10), { startedAt: at(10), endedAt: at(10, 20) }); // 20 for 40
    expect(paceOf([slow])).toBe(1.5);
    expect(paceOf([slow, quick])).toBe(1);
    expect(paceOf([service(3, at(9), { startedAt: at(9), endedAt: at(15) })])).toBe(3);
  });
});

describe('estimateQueue', () => {
  it('keeps planned hours when nothing is late', () => {
    const queue = [service(1, at(10)), service(2, at(10, 40))];
    expect(estimateQueue(queue, at(9))).toEqual([
      { id: 1, state: 'waiting', expectedStart: at(10), delayMinutes: 0, ahead: 0 },
      { id: 2, state: 'waiting', expectedStart: at(10, 40), delayMinutes: 0, ahead: 1 },
    ]);
  });

  it('a late start moves every later guest of the stylist', () => {
    const queue = [
      service(1, at(10), { startedAt: at(10, 20) }),
      service(2, at(10, 40)),
      service(3, at(11, 20)),
      service(4, at(14)),
    ];
    const [first, second, third, fourth] = estimateQueue(queue, at(10, 20));
    expect(first).toMatchObject({ state: 'in_service', expectedStart: at(10, 20), delayMinutes: 20 });
    expect(second).toMatchObject({ expectedStart: at(11), delayMinutes: 20, ahead: 1 });
    expect(third).toMatchObject({ expectedStart: at(11, 40), delayMinutes: 20, ahead: 2 });
    // A gap in the afternoon absorbs the delay.
    expect(fourth).toMatchObject({ expectedStart: at(14), delayMinutes: 0, ahead: 3 });
  });

  it("uses the stylist's pace of the day, not the catalogue's alone", () => {
    const queue = [
      service(1, at(9), { startedAt: at(9), endedAt: at(10) }), // 60 minutes for 40: pace 1.5
      service(2, at(10), { startedAt: at(10) }),
      service(3, at(10, 40)),
    ];
    // The second runs 60 minutes, so the third starts at 11h00, not 10h40.
    expect(estimateQueue(queue, at(10, 5))[2]).toMatchObject({ expectedStart: at(11), delayMinutes: 20 });
  });

  it('never expects a start in the past', () => {
    const queue = [service(1, at(10)), service(2, at(10, 40))];
    const [first, second] = estimateQueue(queue, at(10, 30));
    expect(first).toMatchObject({ expectedStart: at(10, 30), delayMinutes: 30 });
    expect(second).toMatchObject({ expectedStart: at(11, 10), delayMinutes: 30 });
  });

  it('a service running past its estimate keeps the next guest waiting until now', () => {
    const queue = [service(1, at(10), { startedAt: at(10) }), service(2, at(10, 40))];
    expect(estimateQueue(queue, at(11))[1]).toMatchObject({ expectedStart: at(11), delayMinutes: 20 });
  });

  it('finished guests are done and count for no one', () => {
    const queue = [service(1, at(10), { startedAt: at(10), endedAt: at(10, 40) }), service(2, at(10, 40))];
    expect(estimateQueue(queue, at(10, 40))).toEqual([
      { id: 1, state: 'done', expectedStart: at(10), delayMinutes: 0, ahead: 0 },
      { id: 2, state: 'waiting', expectedStart: at(10, 40), delayMinutes: 0, ahead: 0 },
    ]);
  });
});

describe('hourText', () => {
  it('writes hours the salon way', () => {
    expect(hourText(at(10, 40))).toBe('10h40');
    expect(hourText(at(9, 5))).toBe('9h05');
  });
});
