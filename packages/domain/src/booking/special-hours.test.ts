import { describe, expect, it } from 'vitest';
import { parseHourWindow, slotsWithin, specialWindowsOn, windowsText } from './special-hours.ts';

const slot = (id: number, minute: number) => ({ id, minute, hourText: '', hourGroup: '' });
// Thursday 26-11-2026, Friday 27, Saturday 28.
const THU = '2026-11-26';
const FRI = '2026-11-27';
const SAT = '2026-11-28';

describe('special hours (001 §3 Role specialHours)', () => {
  it('reads windows in the site hour format and refuses anything else', () => {
    expect(parseHourWindow('9h00-12h30')).toEqual({ from: 540, to: 750 });
    expect(parseHourWindow('17h-20h')).toEqual({ from: 1020, to: 1200 });
    for (const bad of ['', '12h-9h', '9h-9h', '9:00-12:00', '9h-25h', '9h60-10h']) {
      expect(parseHourWindow(bad)).toBeNull();
    }
  });

  it("takes today's list on today, the weekend's on Saturday, the weekdays' otherwise", () => {
    const special = { today: ['10h-12h'], normal: ['9h-11h'], weekend: ['8h-10h'] };
    expect(specialWindowsOn(special, THU, THU)).toEqual([{ from: 600, to: 720 }]);
    expect(specialWindowsOn(special, FRI, THU)).toEqual([{ from: 540, to: 660 }]);
    expect(specialWindowsOn(special, SAT, THU)).toEqual([{ from: 480, to: 600 }]);
    // An empty today list falls back to the day's own kind.
    expect(specialWindowsOn({ ...special, today: [] }, SAT, SAT)).toEqual([{ from: 480, to: 600 }]);
  });

  it('keeps the usual hours when the list is empty or unreadable', () => {
    expect(specialWindowsOn({ today: [], normal: [], weekend: [] }, THU, THU)).toBeNull();
    expect(specialWindowsOn({ today: [], normal: ['nonsense'], weekend: [] }, THU, THU)).toBeNull();
  });

  it('keeps the slots that start and end inside a window', () => {
    const slots = [slot(1, 520), slot(2, 540), slot(3, 560), slot(4, 580), slot(5, 600)];
    const kept = slotsWithin(slots, [{ from: 540, to: 600 }], 20);
    expect(kept.map((s) => s.id)).toEqual([2, 3, 4]);
    expect(slotsWithin(slots, null, 20)).toBe(slots);
  });

  it('writes the windows as the site does', () => {
    expect(
      windowsText([
        { from: 540, to: 720 },
        { from: 1020, to: 1230 },
      ]),
    ).toBe('9h00–12h00, 17h00–20h30');
  });
});
