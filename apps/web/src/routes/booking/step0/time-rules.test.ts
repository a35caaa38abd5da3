import { describe, expect, it } from 'vitest';
import type { Hour } from '@salon/domain/contracts';
import { allBusy, customersLabel, firstBookable, isBookable, isHourPast, salonClock } from './time-rules.ts';

const hour = (hourId: number, hourFrame: string, isFree = true): Hour => ({
  hour: hourFrame.replace(':', 'h'),
  hourId,
  subHourId: 0,
  secondSubHourId: 0,
  hourFrame,
  isFree,
  totalStylistEmpty: isFree ? 1 : 0,
  totalSkinnerEmpty: 0,
});
const clock = { todayIso: '2026-11-23', nowMinute: 10 * 60 + 5, atSalon: false };

describe('customersLabel (001 §5)', () => {
  it('hides ratings up to 100 customers and shows k above 1000', () => {
    expect(customersLabel(0)).toBeNull();
    expect(customersLabel(100)).toBeNull();
    expect(customersLabel(101)).toBe('101');
    expect(customersLabel(1000)).toBe('1000');
    expect(customersLabel(1001)).toBe('1k');
    expect(customersLabel(1250)).toBe('1.2k');
    expect(customersLabel(15_990)).toBe('15.9k');
  });
});

describe('slots on the screen', () => {
  it('treats a started slot of today as past, never one of another day', () => {
    expect(isHourPast(hour(1, '10:00'), '2026-11-23', clock)).toBe(true);
    expect(isHourPast(hour(2, '10:20'), '2026-11-23', clock)).toBe(false);
    expect(isHourPast(hour(1, '10:00'), '2026-11-24', clock)).toBe(false);
    expect(isHourPast(hour(1, '10:00'), '2026-11-23', { ...clock, atSalon: true })).toBe(false);
  });
  it('books only free, unexpired, future slots', () => {
    expect(isBookable(hour(2, '10:20'), '2026-11-23', clock, new Set())).toBe(true);
    expect(isBookable(hour(2, '10:20', false), '2026-11-23', clock, new Set())).toBe(false);
    expect(isBookable(hour(2, '10:20'), '2026-11-23', clock, new Set([2]))).toBe(false);
  });
  it('reports a busy day when every slot is taken or past, and finds the first free one', () => {
    const groups = [{ name: 'Sáng', hours: [hour(1, '09:00'), hour(2, '10:20', false)] }];
    expect(allBusy(groups, '2026-11-23', clock)).toBe(true);
    expect(allBusy(groups, '2026-11-24', clock)).toBe(false);
    expect(allBusy([], '2026-11-23', clock)).toBe(false);
    const more = [{ name: 'Sáng', hours: [hour(1, '09:00'), hour(2, '10:20', false), hour(3, '10:40')] }];
    expect(firstBookable(more, '2026-11-23', clock)?.hourId).toBe(3);
  });
});

describe("the salon's slot length (hours answer)", () => {
  // book_at_salon at 10:25: a 10:00 slot of 20 minutes has ended, one of 30 minutes is in progress.
  const atSalon = { ...clock, nowMinute: 10 * 60 + 25, atSalon: true };
  const answer = (slotMinutes?: number) => ({
    hourGroup: [{ name: 'Sáng', hours: [hour(1, '10:00'), hour(2, '10:30')] }],
    slotMinutes,
  });

  it('a 30-minute salon (43) keeps the slot in progress bookable at the salon', () => {
    const thirty = salonClock(atSalon, answer(30));
    expect(thirty.slotMinutes).toBe(30);
    expect(isHourPast(hour(1, '10:00'), '2026-11-23', thirty)).toBe(false);
    expect(firstBookable(answer(30).hourGroup, '2026-11-23', thirty)?.hourId).toBe(1);
  });

  it('a 20-minute salon, or an answer without the length, treats that slot as over', () => {
    for (const c of [
      salonClock(atSalon, answer(20)),
      salonClock(atSalon, answer()),
      salonClock(atSalon, undefined),
    ]) {
      expect(isHourPast(hour(1, '10:00'), '2026-11-23', c)).toBe(true);
      expect(firstBookable(answer().hourGroup, '2026-11-23', c)?.hourId).toBe(2);
    }
  });
});
