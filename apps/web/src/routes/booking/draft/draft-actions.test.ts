import { describe, expect, it } from 'vitest';
import {
  choosePerson,
  chooseSalon,
  chooseServices,
  clearHours,
  clearSalon,
  removePerson,
  replaceDraft,
  restartDate,
  sameAsFirst,
  setAllowChange,
  setChangingBooking,
  setPhone,
} from './draft-actions.ts';
import type { BookingDraft } from './draft-types.ts';
import { setAdvice, setManyPeople, writeNote } from './extras-actions.ts';
import { addPerson, backToOnePerson } from './group-actions.ts';
import { busyPerson, group, salon, service } from './test-drafts.ts';

// Frozen drafts: an action that changed its input instead of returning a new draft would throw.
function frozen(d: BookingDraft): BookingDraft {
  for (const p of d.persons) Object.freeze(p);
  Object.freeze(d.persons);
  return Object.freeze(d);
}
const today = '2026-11-23';

describe('chooseSalon (001 §4 choosing a salon)', () => {
  it('gives every person the salon and resets stylist, note, hour, number of persons and skinner', () => {
    const next = chooseSalon(frozen(group(2)), { salon: salon(null, 40), resetServices: false, today });
    for (const p of next.persons) {
      expect(p).toMatchObject({
        salon: { id: 40 },
        stylist: null,
        note: '',
        hour: null,
        numberPersons: 0,
        skinnerId: null,
      });
      expect(p.chosenService).toHaveLength(1);
    }
  });

  it('resets services only when coming from step 2', () => {
    const next = chooseSalon(frozen(group(2)), { salon: salon(), resetServices: true, today });
    expect(next.persons.map((p) => p.chosenService)).toEqual([[], []]);
  });

  it('books on the opening date when it is today or later, otherwise today, as not chosen by the user', () => {
    const future = chooseSalon(frozen(group(1)), { salon: salon('28-11-2026'), resetServices: false, today });
    expect(future.persons[0]).toMatchObject({ dateBook: '28-11-2026', dateChosenByUser: false });
    const past = chooseSalon(frozen(group(1)), { salon: salon('13-11-2026'), resetServices: false, today });
    expect(past.persons[0]?.dateBook).toBe('23-11-2026');
  });
});

describe('clearSalon', () => {
  it('takes salon, stylist, hour and skinner from everyone and keeps services and notes', () => {
    const next = clearSalon(frozen(group(2)));
    for (const p of next.persons) {
      expect(p).toMatchObject({ salon: null, stylist: null, hour: null, skinnerId: null });
      expect(p.chosenService).toHaveLength(1);
    }
    expect(next.persons[1]?.note).toBe('Ghi chú 2');
  });
});

describe('group size', () => {
  it('choosePerson changes who is edited and nothing else', () => {
    const d = frozen(group(3));
    const next = choosePerson(d, 2);
    expect(next.current).toBe(2);
    expect(next.persons).toBe(d.persons);
  });

  it("addPerson adds a blank person with customer 1's salon, phone and date", () => {
    const next = addPerson(frozen(group(1)));
    expect(next.persons).toHaveLength(2);
    expect(next.persons[1]).toMatchObject({
      index: 1,
      salon: { id: 31 },
      phone: '0912345678',
      dateBook: '24-11-2026',
      stylist: null,
      hour: null,
      chosenService: [],
      campaign: [],
      note: '',
    });
  });

  it('removePerson drops the last person; the others keep their hours while still a group', () => {
    const next = removePerson(frozen(group(3, 2)));
    expect(next.persons.map((p) => p.index)).toEqual([0, 1]);
    expect(next.current).toBe(1);
    expect(next.persons.every((p) => p.hour !== null)).toBe(true);
  });

  it('back at one person the hour is cleared (001 §4)', () => {
    const next = removePerson(frozen(group(2, 1)));
    expect(next.persons).toHaveLength(1);
    expect(next.current).toBe(0);
    expect(next.persons[0]?.hour).toBeNull();
    expect(next.persons[0]?.stylist?.id).toBe(7);
  });

  it('removePerson leaves a single person alone', () => {
    const d = frozen(group(1));
    expect(removePerson(d)).toBe(d);
  });

  it('backToOnePerson keeps customer 1 without an hour', () => {
    const next = backToOnePerson(frozen(group(4, 3)));
    expect(next.persons).toHaveLength(1);
    expect(next.current).toBe(0);
    expect(next.persons[0]).toMatchObject({ index: 0, hour: null, note: 'Ghi chú 1' });
  });
});

describe('services', () => {
  it("sameAsFirst copies customer 1's services to that person and drops their promotions", () => {
    const d = group(2);
    d.persons[0] = { ...busyPerson(0), chosenService: [service(1011), service(1012, 'Cắt')] };
    d.persons[1] = { ...busyPerson(1), chosenService: [] };
    const next = sameAsFirst(frozen(d), 1);
    expect(next.persons[1]?.chosenService.map((s) => s.serviceId)).toEqual([1011, 1012]);
    expect(next.persons[1]?.campaign).toEqual([]);
    expect(next.persons[0]).toBe(d.persons[0]);
  });

  it('chooseServices sets the edited person, or the named one', () => {
    const d = frozen(group(2, 1));
    expect(chooseServices(d, [service(1020)]).persons.map((p) => p.chosenService[0]?.serviceId)).toEqual([
      1011, 1020,
    ]);
    expect(chooseServices(d, [], 0).persons.map((p) => p.chosenService.length)).toEqual([0, 1]);
  });

  it("setAllowChange on clears that person's services; off keeps them", () => {
    const on = setAllowChange(frozen(group(2)), 1, true);
    expect(on.persons[1]).toMatchObject({ allowChange: true, chosenService: [] });
    expect(on.persons[0]?.chosenService).toHaveLength(1);
    const off = setAllowChange(frozen(group(2)), 1, false);
    expect(off.persons[1]).toMatchObject({ allowChange: false });
    expect(off.persons[1]?.chosenService).toHaveLength(1);
  });
});

describe('dates and hours', () => {
  it('restartDate moves the edited person to the date, without an hour and not chosen by the user', () => {
    const next = restartDate(frozen(group(1)), '23-11-2026');
    expect(next.persons[0]).toMatchObject({ dateBook: '23-11-2026', hour: null, dateChosenByUser: false });
  });

  it("clearHours takes every person's hour (the server answered 409) and keeps the rest", () => {
    const next = clearHours(frozen(group(3)));
    expect(next.persons.map((p) => p.hour)).toEqual([null, null, null]);
    expect(next.persons.map((p) => p.stylist?.id)).toEqual([7, 8, 9]);
  });
});

describe('extras of the edited person', () => {
  it('writeNote and setManyPeople', () => {
    const d = frozen(group(2, 1));
    expect(writeNote(d, 'Cắt ngắn').persons.map((p) => p.note)).toEqual(['Ghi chú 1', 'Cắt ngắn']);
    expect(setManyPeople(d, false).persons.map((p) => p.numberPersons)).toEqual([2, 0]);
    expect(setManyPeople(setManyPeople(d, false), true).persons[1]?.numberPersons).toBe(2);
  });

  it('setAdvice: full, little or none', () => {
    const d = frozen(group(1));
    const advice = (level: 'full' | 'little' | 'none') => {
      const p = setAdvice(d, level).persons[0];
      return [p?.receiveAdvice, p?.littleAdvice];
    };
    expect(advice('full')).toEqual([true, false]);
    expect(advice('little')).toEqual([true, true]);
    expect(advice('none')).toEqual([false, false]);
  });
});

describe('phone and change', () => {
  it('setPhone gives the whole group the booking phone', () => {
    const next = setPhone(frozen(group(3)), '0987654321');
    expect(next.persons.map((p) => p.phone)).toEqual(['0987654321', '0987654321', '0987654321']);
  });

  it('setChangingBooking marks the booking this draft changes and nothing else', () => {
    const d = frozen(group(2));
    const next = setChangingBooking(d, 77);
    expect(next.changingBookingId).toBe(77);
    expect(next.persons).toBe(d.persons);
  });

  it('replaceDraft puts a loaded booking in place of the old draft', () => {
    const loaded = group(1);
    expect(replaceDraft(frozen(group(3)), loaded)).toBe(loaded);
  });
});
