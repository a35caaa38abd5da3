import { describe, expect, it } from 'vitest';
import { dayAvailability, groupHours, isStaffFree, pickOrder, type StaffDay } from './availability.ts';
import { MASTER_DAILY_LIMIT } from './master-limit.ts';
import type { DaySlot } from './slots.ts';

// 8h30 .. 10h10 every 20 minutes: ids 1..6.
const slots: DaySlot[] = [510, 530, 550, 570, 590, 610].map((minute, i) => ({
  id: i + 1,
  minute,
  hourText: `s${i + 1}`,
  hourGroup: minute < 570 ? 'A' : 'B',
}));
const staff = (staffId: number, over: Partial<StaffDay> = {}): StaffDay => ({
  staffId,
  shiftStart: 510,
  shiftEnd: 630,
  taken: new Set(),
  isMaster: false,
  servedThatDay: 0,
  ...over,
});
const base = {
  slots,
  slotMinutes: 20,
  needed: 1,
  skinners: [],
  stylistId: 0,
  needsSkinner: false,
  nowMinute: null,
  atSalon: false,
};

describe('isStaffFree', () => {
  it('needs the whole run inside the shift and untaken', () => {
    const s = staff(1, { shiftStart: 530, shiftEnd: 590, taken: new Set([4]) });
    expect(isStaffFree(s, slots.slice(0, 1), 20)).toBe(false); // before the shift
    expect(isStaffFree(s, slots.slice(1, 3), 20)).toBe(true); // 8h50–9h30 ends at 570 ≤ 590
    expect(isStaffFree(s, slots.slice(2, 4), 20)).toBe(false); // slot 4 is taken
    expect(isStaffFree(staff(2, { shiftEnd: 590 }), slots.slice(3, 5), 20)).toBe(false); // ends after the shift
  });

  it('closes a master stylist after 12 customers that day', () => {
    const run = slots.slice(0, 1);
    expect(isStaffFree(staff(1, { isMaster: true, servedThatDay: MASTER_DAILY_LIMIT - 1 }), run, 20)).toBe(
      true,
    );
    expect(isStaffFree(staff(1, { isMaster: true, servedThatDay: MASTER_DAILY_LIMIT }), run, 20)).toBe(false);
    expect(isStaffFree(staff(1, { isMaster: false, servedThatDay: 30 }), run, 20)).toBe(true);
  });
});

describe('dayAvailability', () => {
  it('counts free stylists per slot and frees "system picks" when any is free', () => {
    const hours = dayAvailability({
      ...base,
      stylists: [staff(1, { taken: new Set([1, 2]) }), staff(2, { taken: new Set([2]) })],
    });
    expect(hours.map((h) => h.totalStylistEmpty)).toEqual([1, 0, 2, 2, 2, 2]);
    expect(hours.map((h) => h.isFree)).toEqual([true, false, true, true, true, true]);
  });

  it('follows one chosen stylist when stylistId is not 0', () => {
    const hours = dayAvailability({
      ...base,
      stylistId: 1,
      stylists: [staff(1, { taken: new Set([1]) }), staff(2)],
    });
    expect(hours[0]).toMatchObject({ isFree: false, totalStylistEmpty: 1 });
    expect(hours[1]).toMatchObject({ isFree: true });
  });

  it('needs the following slots for a long service and gives their ids', () => {
    const hours = dayAvailability({ ...base, needed: 3, stylists: [staff(1, { taken: new Set([3]) })] });
    expect(hours.map((h) => h.isFree)).toEqual([false, false, false, true, false, false]);
    expect(hours[3]).toMatchObject({ hourId: 4, subHourId: 5, secondSubHourId: 6, hourFrame: '09:30' });
  });

  it('needs a free skinner when a service needs skin care', () => {
    const hours = dayAvailability({
      ...base,
      needsSkinner: true,
      stylists: [staff(1)],
      skinners: [staff(9, { taken: new Set([2]) })],
    });
    expect(hours.slice(0, 3).map((h) => [h.isFree, h.totalSkinnerEmpty])).toEqual([
      [true, 1],
      [false, 0],
      [true, 1],
    ]);
  });

  it('follows one chosen skinner when skinnerId is not 0, and ignores it when no service needs one', () => {
    const skinners = [staff(8, { taken: new Set([1]) }), staff(9, { taken: new Set([2]) })];
    const chosen = dayAvailability({
      ...base,
      needsSkinner: true,
      skinnerId: 9,
      stylists: [staff(1)],
      skinners,
    });
    // Slot 2 has a free skinner (8) but not the chosen one.
    expect(chosen.slice(0, 3).map((h) => [h.isFree, h.totalSkinnerEmpty])).toEqual([
      [true, 1],
      [false, 1],
      [true, 2],
    ]);
    const anyOne = dayAvailability({ ...base, needsSkinner: true, stylists: [staff(1)], skinners });
    expect(anyOne.slice(0, 3).map((h) => h.isFree)).toEqual([true, true, true]);
    const notNeeded = dayAvailability({ ...base, skinnerId: 9, stylists: [staff(1)], skinners });
    expect(notNeeded.slice(0, 3).map((h) => h.isFree)).toEqual([true, true, true]);
    // A skinner who is not on shift that day frees no slot.
    const absent = dayAvailability({
      ...base,
      needsSkinner: true,
      skinnerId: 7,
      stylists: [staff(1)],
      skinners,
    });
    expect(absent.some((h) => h.isFree)).toBe(false);
  });

  it('marks started slots past today without hiding that they are free', () => {
    const hours = dayAvailability({ ...base, nowMinute: 545, stylists: [staff(1)] });
    expect(hours.map((h) => h.isPast)).toEqual([true, true, false, false, false, false]);
    expect(hours[0]?.isFree).toBe(true);
    const walkIn = dayAvailability({ ...base, nowMinute: 545, atSalon: true, stylists: [staff(1)] });
    expect(walkIn.map((h) => h.isPast)).toEqual([true, false, false, false, false, false]);
  });
});

describe('groupHours and pickOrder', () => {
  it('groups hours by hour group in order', () => {
    const hours = dayAvailability({ ...base, stylists: [staff(1)] });
    expect(groupHours(hours).map((g) => [g.name, g.hours.length])).toEqual([
      ['A', 3],
      ['B', 3],
    ]);
  });

  it('tries the least busy, then the better rated, then the lower id', () => {
    const order = pickOrder([
      { staffId: 3, servedThatDay: 2, rating: 5 },
      { staffId: 2, servedThatDay: 1, rating: 4.5 },
      { staffId: 1, servedThatDay: 1, rating: 4.5 },
      { staffId: 4, servedThatDay: 1, rating: 4.9 },
    ]);
    expect(order.map((c) => c.staffId)).toEqual([4, 1, 2, 3]);
  });
});
