import { describe, expect, it } from 'vitest';
import type { Hour } from '../api/types.ts';
import { blankPerson } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import {
  allBusy,
  completeGate,
  customersLabel,
  firstBookable,
  isBookable,
  isHourPast,
} from './time-rules.ts';

const hour = (hourId: number, hourFrame: string, isFree = true): Hour => ({
  hour: hourFrame.replace(':', 'h'),
  hourId,
  subHourId: 0,
  secondSubHourId: 0,
  hourFrame,
  isFree,
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

describe('completeGate (001 §5)', () => {
  const salon = {
    id: 1,
    name: 'Moyo 1',
    openingDate: null,
    warnText: null,
    addressNew: '',
    address: '',
    bookManyPeople: 'off' as const,
    selectConsultation: false,
  };
  const service = {
    serviceId: 1,
    name: 'Gội',
    price: 100_000,
    oldPrice: null,
    timeServe: 40,
    groupId: 1,
    parentServiceId: null,
    serviceDeliveryType: 1,
  };
  const h = { bookHourId: 5, subHourId: 6, secondSubHourId: null, hour: '9h', hourFrame: '09:00' };
  const ready = (i: number): PersonDraft => ({ ...blankPerson(i), salon, chosenService: [service], hour: h });
  it('asks for the salon, then services, then the hour', () => {
    expect(completeGate([blankPerson(0)])).toEqual({ kind: 'salon' });
    expect(completeGate([{ ...blankPerson(0), salon }])).toEqual({ kind: 'services' });
    expect(completeGate([{ ...blankPerson(0), salon, chosenService: [service] }])).toEqual({ kind: 'hour' });
    expect(completeGate([ready(0)])).toBeNull();
  });
  it('names the first customer of a group without services or hour', () => {
    expect(completeGate([ready(0), { ...ready(1), hour: null }, ready(2)])).toEqual({
      kind: 'customer',
      n: 2,
    });
    expect(completeGate([ready(0), ready(1)])).toBeNull();
  });
});
