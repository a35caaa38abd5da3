import { describe, expect, it } from 'vitest';
import { customerNotReadyMessage, message } from '../messages.ts';
import { dayAvailability, type StaffDay } from './availability.ts';
import {
  addPersonRefusalMessage,
  canAddPerson,
  canChangeDate,
  copyFirstServices,
  GROUP_MAX,
  groupGate,
  salonTakesGroup,
  sameAsFirstNames,
  seatGroup,
} from './group-rules.ts';
import type { DaySlot } from './slots.ts';

const slots: DaySlot[] = [510, 530, 550, 570].map((minute, i) => ({
  id: i + 1,
  minute,
  hourText: `s${i + 1}`,
  hourGroup: 'A',
}));
const staff = (staffId: number, taken: number[] = []): StaffDay => ({
  staffId,
  shiftStart: 510,
  shiftEnd: 600,
  taken: new Set(taken),
  isMaster: false,
  servedThatDay: 0,
});

describe('salonTakesGroup (bookManyPeople)', () => {
  it('all takes groups any day, off never, notToday only for later days', () => {
    expect(salonTakesGroup('all', '2026-11-23', '2026-11-23')).toBe(true);
    expect(salonTakesGroup('off', '2026-11-24', '2026-11-23')).toBe(false);
    expect(salonTakesGroup('notToday', '2026-11-23', '2026-11-23')).toBe(false);
    expect(salonTakesGroup('notToday', '2026-11-24', '2026-11-23')).toBe(true);
  });
});

describe('canAddPerson (the plus button)', () => {
  const ready = {
    size: 1,
    loggedInPhone: '+84912000001',
    bookingPhone: '+84912000001',
    salonChosen: true,
    allowMultiple: false,
    salonTakesGroup: true,
  };
  it('lets a logged-in customer booking for their own phone grow the group up to 5', () => {
    expect(canAddPerson(ready)).toEqual({ ok: true, value: true });
    expect(canAddPerson({ ...ready, size: GROUP_MAX - 1 }).ok).toBe(true);
    expect(canAddPerson({ ...ready, size: GROUP_MAX })).toEqual({ ok: false, error: 'max' });
  });
  it('asks for login first, then a salon', () => {
    expect(canAddPerson({ ...ready, loggedInPhone: null, salonChosen: false })).toEqual({
      ok: false,
      error: 'login',
    });
    expect(canAddPerson({ ...ready, salonChosen: false })).toEqual({ ok: false, error: 'salon' });
  });
  it('refuses another phone unless the role allows multiple', () => {
    const other = { ...ready, bookingPhone: '+84912000002' };
    expect(canAddPerson(other)).toEqual({ ok: false, error: 'otherPhone' });
    expect(canAddPerson({ ...other, allowMultiple: true }).ok).toBe(true);
    expect(message(addPersonRefusalMessage('otherPhone') ?? 'noData', 'en')).toBe(
      'You cannot book as a group when using another number',
    );
  });
  it('refuses a salon that does not take groups that day', () => {
    const r = canAddPerson({ ...ready, salonTakesGroup: false });
    expect(r).toEqual({ ok: false, error: 'salonNoGroup' });
    expect(addPersonRefusalMessage('salonNoGroup')).toBe('groupNotAtSalon');
    expect(addPersonRefusalMessage('login')).toBeNull();
  });
});

describe('canChangeDate', () => {
  it("only customer 1's time can be changed", () => {
    expect(canChangeDate(0).ok).toBe(true);
    const r = canChangeDate(2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(message(r.error, 'en')).toBe("Only customer 1's time can be changed");
  });
});

describe('groupGate', () => {
  const done = { serviceCount: 1, hasHour: true };
  it('needs a salon, then services, then the hour for one person', () => {
    expect(groupGate(false, [done])).toEqual({ kind: 'salon' });
    expect(groupGate(true, [{ serviceCount: 0, hasHour: true }])).toEqual({ kind: 'services' });
    expect(groupGate(true, [{ serviceCount: 2, hasHour: false }])).toEqual({ kind: 'hour' });
    expect(groupGate(true, [done])).toBeNull();
    expect(groupGate(true, [{ serviceCount: 0, hasHour: true, allowChange: true }])).toBeNull();
  });
  it('names the first customer of a group missing services or an hour', () => {
    const problem = groupGate(true, [
      done,
      { serviceCount: 1, hasHour: false },
      { serviceCount: 0, hasHour: false },
    ]);
    expect(problem).toEqual({ kind: 'customer', n: 2 });
    expect(customerNotReadyMessage(2, 'en')).toBe('Customer 2 service/hour not chosen yet');
    expect(groupGate(true, [{ serviceCount: 0, hasHour: true }, done])).toEqual({ kind: 'customer', n: 1 });
    expect(groupGate(true, [done, done, done])).toBeNull();
  });
});

describe('copyFirstServices (Giống khách hàng 1)', () => {
  const a = { name: 'Gội đầu dưỡng sinh' };
  const b = { name: 'Massage cổ vai gáy' };
  const persons = [
    { chosenService: [a, b], campaign: [], hour: 'h1' },
    { chosenService: [b], campaign: [{ id: 9 }], hour: 'h2' },
  ];
  it("copies customer 1's services, drops the person's own promotions and keeps its hour", () => {
    const out = copyFirstServices(persons, 1);
    expect(out[1]).toEqual({ chosenService: [a, b], campaign: [], hour: 'h2' });
    expect(out[0]).toBe(persons[0]);
    // A copy, not the same list: editing one person later never edits the other.
    expect(out[1]?.chosenService).not.toBe(persons[0]?.chosenService);
  });
  it('does nothing for customer 1, a missing person or an empty customer 1', () => {
    expect(copyFirstServices(persons, 0)).toEqual(persons);
    expect(copyFirstServices(persons, 5)).toEqual(persons);
    const empty = [{ chosenService: [], campaign: [] }, persons[1]!];
    expect(copyFirstServices(empty, 1)[1]).toBe(persons[1]);
  });
  it('labels the shortcut with the names', () => {
    expect(sameAsFirstNames([a, b])).toBe('Gội đầu dưỡng sinh, Massage cổ vai gáy');
  });
});

describe('seatGroup', () => {
  it('gives distinct stylists free for each run', () => {
    const seats = seatGroup(
      [
        { run: slots.slice(0, 2), stylistId: 0 },
        { run: slots.slice(1, 2), stylistId: 0 },
      ],
      [staff(1), staff(2)],
      20,
    );
    expect(seats).not.toBeNull();
    expect(new Set(seats).size).toBe(2);
  });
  it('fails when a group of 3 finds only 2 free stylists', () => {
    const run = slots.slice(0, 1);
    const three = [0, 1, 2].map(() => ({ run, stylistId: 0 }));
    expect(seatGroup(three, [staff(1), staff(2), staff(3, [1])], 20)).toBeNull();
    expect(seatGroup(three, [staff(1), staff(2), staff(3)], 20)).toHaveLength(3);
  });
  it('keeps a wanted stylist for the person who chose them', () => {
    const run = slots.slice(0, 1);
    const seats = seatGroup(
      [
        { run, stylistId: 0 },
        { run, stylistId: 1 },
      ],
      [staff(1), staff(2)],
      20,
    );
    expect(seats).toEqual([2, 1]);
  });
});

describe('dayAvailability for a group', () => {
  it('shows a slot free only where the group size of stylists are free', () => {
    const hours = dayAvailability({
      slots,
      slotMinutes: 20,
      needed: 1,
      stylists: [staff(1), staff(2, [1]), staff(3)],
      skinners: [],
      stylistId: 0,
      needsSkinner: false,
      nowMinute: null,
      atSalon: false,
      groupSize: 3,
    });
    expect(hours.map((h) => h.isFree)).toEqual([false, true, true, true]);
    expect(hours[0]?.totalStylistEmpty).toBe(2);
  });
});
