import { describe, expect, it } from 'vitest';
import type { BookingDraft } from './draft-types.ts';
import { group, hour, salon } from './test-drafts.ts';
import {
  advanceDate,
  chooseDate,
  chooseStylist,
  followStylist,
  moveToBackupSalon,
  pickHour,
  systemPicksStylist,
  toDraftHour,
} from './time-actions.ts';

function frozen(d: BookingDraft): BookingDraft {
  for (const p of d.persons) Object.freeze(p);
  Object.freeze(d.persons);
  return Object.freeze(d);
}
const an = { id: 42, name: 'Bình', skillLevel: 3 };

describe('chooseStylist (001 §4)', () => {
  it('alone: the stylist is set and the hour reset', () => {
    const next = chooseStylist(frozen(group(1)), an);
    expect(next.persons[0]).toMatchObject({ stylist: an, hour: null });
  });

  it('in a group: only the edited person changes, and keeps the hour', () => {
    const next = chooseStylist(frozen(group(2, 1)), an);
    expect(next.persons[1]).toMatchObject({ stylist: an, hour: { bookHourId: 1007 } });
    expect(next.persons[0]?.stylist?.id).toBe(7);
  });

  it('null is the system picking the best stylist', () => {
    expect(chooseStylist(frozen(group(1)), null).persons[0]?.stylist).toEqual({
      id: 0,
      name: '',
      skillLevel: 0,
    });
  });
});

describe('chooseDate', () => {
  it('the whole group shares the date, chosen by the user, and every hour is cleared', () => {
    const next = chooseDate(frozen(group(3, 0)), '25-11-2026');
    for (const p of next.persons)
      expect(p).toMatchObject({ dateBook: '25-11-2026', dateChosenByUser: true, hour: null });
    expect(next.persons.map((p) => p.stylist?.id)).toEqual([7, 8, 9]);
  });

  it('alone: date set and hour reset', () => {
    const next = chooseDate(frozen(group(1)), '25-11-2026');
    expect(next.persons[0]).toMatchObject({ dateBook: '25-11-2026', dateChosenByUser: true, hour: null });
  });
});

describe('hours', () => {
  it('toDraftHour keeps the ids and texts of the answer', () => {
    expect(
      toDraftHour({
        hour: '9h20',
        hourId: 3,
        subHourId: 4,
        secondSubHourId: 0,
        hourFrame: '09:20',
        isFree: true,
        totalStylistEmpty: 1,
        totalSkinnerEmpty: 0,
      }),
    ).toEqual({ bookHourId: 3, subHourId: 4, secondSubHourId: 0, hour: '9h20', hourFrame: '09:20' });
  });

  it("pickHour sets the edited person's hour only", () => {
    const next = pickHour(frozen(group(2, 1)), hour(2000, '15:00'));
    expect(next.persons.map((p) => p.hour?.bookHourId)).toEqual([1006, 2000]);
  });

  it('advanceDate moves the edited person to the next day without an hour, not as a user choice', () => {
    const d = group(1);
    d.persons[0] = { ...d.persons[0]!, dateChosenByUser: false };
    const next = advanceDate(frozen(d), '25-11-2026');
    expect(next.persons[0]).toMatchObject({ dateBook: '25-11-2026', hour: null, dateChosenByUser: false });
  });
});

describe('a stylist who moved to another salon (001 §4)', () => {
  it('systemPicksStylist: the system picks and the hour goes, even in a group', () => {
    const next = systemPicksStylist(frozen(group(2, 1)));
    expect(next.persons[1]).toMatchObject({ stylist: { id: 0 }, hour: null });
    expect(next.persons[0]?.hour).not.toBeNull();
  });

  it('followStylist: everyone moves without an hour; only the edited person keeps the stylist and note', () => {
    const next = followStylist(frozen(group(2, 1)), { salon: salon(null, 50), stylist: an });
    expect(next.persons.map((p) => p.salon?.id)).toEqual([50, 50]);
    expect(next.persons.map((p) => p.hour)).toEqual([null, null]);
    expect(next.persons.map((p) => p.stylist)).toEqual([null, an]);
    expect(next.persons.map((p) => p.note)).toEqual(['', 'Ghi chú 2']);
  });
});

describe('moveToBackupSalon (001 §9)', () => {
  it('everyone moves to the salon without a stylist; customer 1 takes the hour, the others have none', () => {
    const next = moveToBackupSalon(frozen(group(2, 1)), {
      salon: salon(null, 60),
      hour: hour(3000, '11:00'),
    });
    expect(next.persons.map((p) => p.salon?.id)).toEqual([60, 60]);
    expect(next.persons.map((p) => p.stylist)).toEqual([null, null]);
    expect(next.persons.map((p) => p.hour?.bookHourId ?? null)).toEqual([3000, null]);
  });
});
