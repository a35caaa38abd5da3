import { describe, expect, it } from 'vitest';
import { type DaySlot, hourFrame, hourIds, isSlotPast, occupiedSlots, slotsNeeded } from './slots.ts';

const day: DaySlot[] = [510, 530, 550, 570, 610].map((minute, i) => ({
  id: 1000 + i,
  minute,
  hourText: `${minute}`,
  hourGroup: 'Buổi sáng',
}));

describe('slot arithmetic', () => {
  it('occupies as many 20-minute slots as the services need, at least one', () => {
    expect(slotsNeeded(40, 20)).toBe(2);
    expect(slotsNeeded(41, 20)).toBe(3);
    expect(slotsNeeded(60, 20)).toBe(3);
    expect(slotsNeeded(80, 20)).toBe(4);
    expect(slotsNeeded(0, 20)).toBe(1);
    expect(slotsNeeded(15, 30)).toBe(1);
  });

  it('formats hourFrame as HH:MM', () => {
    expect(hourFrame(510)).toBe('08:30');
    expect(hourFrame(1200)).toBe('20:00');
  });

  it('takes back-to-back slots and refuses the end of the day or a gap', () => {
    expect(occupiedSlots(day, 0, 3, 20)?.map((s) => s.id)).toEqual([1000, 1001, 1002]);
    expect(occupiedSlots(day, 3, 2, 20)).toBeNull(); // 570 then 610: a gap
    expect(occupiedSlots(day, 4, 2, 20)).toBeNull(); // past the last slot
    expect(occupiedSlots(day, 4, 1, 20)?.map((s) => s.id)).toEqual([1004]);
  });

  it('names the first three occupied slots bookHourId, subHourId, secondSubHourId', () => {
    expect(hourIds(day.slice(0, 1))).toEqual({ bookHourId: 1000, subHourId: 0, secondSubHourId: 0 });
    expect(hourIds(day.slice(0, 3))).toEqual({ bookHourId: 1000, subHourId: 1001, secondSubHourId: 1002 });
    expect(hourIds(day.slice(0, 4))).toEqual({ bookHourId: 1000, subHourId: 1001, secondSubHourId: 1002 });
  });

  it('treats a started slot as past, except for a walk-in at the salon during that slot', () => {
    expect(isSlotPast(600, 601, 20, false)).toBe(true);
    expect(isSlotPast(600, 600, 20, false)).toBe(false);
    expect(isSlotPast(600, 619, 20, true)).toBe(false);
    expect(isSlotPast(600, 620, 20, true)).toBe(true);
  });
});
