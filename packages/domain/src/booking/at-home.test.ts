import { describe, expect, it } from 'vitest';
import {
  AT_HOME_DEFAULT_RADIUS_KM,
  atHomeRun,
  atHomeTravelMinutes,
  checkHomeAddress,
  firstSalonOnly,
  serviceArea,
  servedIn,
  travelSlots,
} from './at-home.ts';
import { dayAvailability, type StaffDay } from './availability.ts';
import type { DaySlot } from './slots.ts';

const salon = { latitude: 21.0285, longitude: 105.8542 };
// 0.01 degree of latitude is 1.1 km by the planar rule.
const north = (degrees: number) => ({ latitude: salon.latitude + degrees, longitude: salon.longitude });

describe('which services go at home', () => {
  it('takes delivery types 2 and 3 at home, 1 and 3 at a salon', () => {
    expect([1, 2, 3].map((t) => servedIn(t, true))).toEqual([false, true, true]);
    expect([1, 2, 3].map((t) => servedIn(t, false))).toEqual([true, false, true]);
  });

  it('names the first salon-only service of an at-home choice', () => {
    const wash = { name: 'Gội', deliveryType: 1 };
    const massage = { name: 'Massage', deliveryType: 3 };
    const home = { name: 'Gội tại nhà', deliveryType: 2 };
    expect(firstSalonOnly([home, massage])).toBeUndefined();
    expect(firstSalonOnly([home, wash, massage])).toBe(wash);
  });
});

describe('the home address', () => {
  it('needs text and a coordinate pair; spaces collapse', () => {
    const ok = checkHomeAddress({ address: '  12   Hàng Bài,  Hoàn Kiếm ', ...salon, attrId: 3 });
    expect(ok).toEqual({
      ok: true,
      value: { address: '12 Hàng Bài, Hoàn Kiếm', ...salon, placeId: null, attrId: 3 },
    });
    for (const bad of [
      null,
      { address: '12 Hàng Bài' },
      { address: '   ', ...salon },
      { address: 'abc', ...salon },
      { address: '12 Hàng Bài\u0000', ...salon },
      { address: 'x'.repeat(301), ...salon },
      { address: '12 Hàng Bài', latitude: 91, longitude: 105 },
      { address: '12 Hàng Bài', latitude: Number.NaN, longitude: 105 },
    ]) {
      expect(checkHomeAddress(bad)).toEqual({ ok: false, reason: 'atHomeAddressMissing' });
    }
  });

  it('is served within the radius by the spec distance rule, not beyond', () => {
    expect(AT_HOME_DEFAULT_RADIUS_KM).toBe(5);
    expect(serviceArea(salon, north(0.04))).toEqual({ distanceKm: 4.4, inside: true });
    expect(serviceArea(salon, north(0.045))).toEqual({ distanceKm: 5, inside: true });
    expect(serviceArea(salon, north(0.05))).toEqual({ distanceKm: 5.6, inside: false });
    expect(serviceArea(salon, north(0.05), 8).inside).toBe(true);
  });
});

describe('travel before and after the visit', () => {
  it('is 2 minutes a km, never under 30 minutes, in whole slots', () => {
    expect(atHomeTravelMinutes(1)).toBe(30);
    expect(atHomeTravelMinutes(20)).toBe(40);
    expect(travelSlots(4.4, 20)).toBe(2);
    expect(travelSlots(4.4, 30)).toBe(1);
    expect(travelSlots(20, 30)).toBe(2);
  });

  const slots: DaySlot[] = Array.from({ length: 10 }, (_, i) => ({
    id: 100 + i,
    minute: 480 + i * 20,
    hourText: `${i}`,
    hourGroup: 'Sáng',
  }));

  it('claims the travel slots around the visit, and has no room at the day edges', () => {
    const run = atHomeRun(slots, 3, 2, 2, 20);
    expect(run?.visit.map((s) => s.id)).toEqual([103, 104]);
    expect(run?.claimed.map((s) => s.id)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(atHomeRun(slots, 1, 2, 2, 20)).toBeNull();
    expect(atHomeRun(slots, 7, 2, 2, 20)).toBeNull();
  });

  it('shows an hour free at home only when the stylist is free for the travel too', () => {
    const stylist = (taken: number[]): StaffDay => ({
      staffId: 1,
      shiftStart: 480,
      shiftEnd: 680,
      taken: new Set(taken),
      isMaster: false,
      servedThatDay: 0,
    });
    const free = (taken: number[], bufferSlots: number) =>
      dayAvailability({
        slots,
        slotMinutes: 20,
        needed: 2,
        stylists: [stylist(taken)],
        skinners: [],
        stylistId: 0,
        needsSkinner: false,
        nowMinute: null,
        atSalon: false,
        bufferSlots,
      })
        .filter((h) => h.isFree)
        .map((h) => h.hourId);
    // A salon booking at 101 (slots 101-102) leaves 103 free in the salon, not at home.
    expect(free([101, 102], 0)).toContain(103);
    expect(free([101, 102], 2)).toEqual([105, 106]);
    const hour = dayAvailability({
      slots,
      slotMinutes: 20,
      needed: 2,
      stylists: [stylist([])],
      skinners: [],
      stylistId: 0,
      needsSkinner: false,
      nowMinute: null,
      atSalon: false,
      bufferSlots: 2,
    }).find((h) => h.hourId === 103);
    // The hour ids stay the visit's own.
    expect(hour).toMatchObject({ isFree: true, subHourId: 104, secondSubHourId: 0 });
    // At 8h51 a visit at 9h (103) or 9h20 (104) cannot be reached: its travel set off at 8h20 or 8h40.
    const at850 = dayAvailability({
      slots,
      slotMinutes: 20,
      needed: 2,
      stylists: [stylist([])],
      skinners: [],
      stylistId: 0,
      needsSkinner: false,
      nowMinute: 531,
      atSalon: false,
      bufferSlots: 2,
    });
    expect(at850.filter((h) => h.isFree).map((h) => h.hourId)).toEqual([105, 106]);
    expect(at850.find((h) => h.hourId === 103)).toMatchObject({ isFree: false, isPast: false });
  });
});
