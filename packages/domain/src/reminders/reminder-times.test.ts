import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS as S,
  isQuietMinute,
  outOfQuietHours,
  planReminders,
} from './reminder-times.ts';

// Vietnam is UTC+7: 'vn(…)' writes a Vietnamese wall-clock time as the instant.
const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
const NOW = vn('2026-11-23T09:00');
const times = (dateIso: string, minuteOfDay: number, now = NOW, s = S) =>
  planReminders({ dateIso, minuteOfDay }, s, now).map((r) => ({
    lead: r.leadMinutes,
    at: r.sendAt,
    moved: r.moved,
  }));

describe('reminder times', () => {
  it('24 h and 2 h before a 14:00 visit', () => {
    expect(times('2026-11-25', 14 * 60)).toEqual([
      { lead: 1440, at: vn('2026-11-24T14:00'), moved: false },
      { lead: 120, at: vn('2026-11-25T12:00'), moved: false },
    ]);
  });

  it('a 2 h reminder at 07:00 (quiet) moves to 20:30 the evening before', () => {
    expect(times('2026-11-25', 9 * 60)).toEqual([
      { lead: 1440, at: vn('2026-11-24T09:00'), moved: false },
      { lead: 120, at: vn('2026-11-24T20:30'), moved: true },
    ]);
  });

  it('a 24 h reminder at 21:30 moves to 20:30 the same evening; 08:00 is no longer quiet', () => {
    expect(times('2026-11-25', 21 * 60 + 30)).toEqual([
      { lead: 1440, at: vn('2026-11-24T20:30'), moved: true },
      { lead: 120, at: vn('2026-11-25T19:30'), moved: false },
    ]);
    expect(times('2026-11-25', 10 * 60)[1]).toEqual({ lead: 120, at: vn('2026-11-25T08:00'), moved: false });
  });

  it('quiet from 21:00 exactly; 20:59 is not moved', () => {
    expect(outOfQuietHours(vn('2026-11-24T21:00'), S)).toEqual(vn('2026-11-24T20:30'));
    expect(outOfQuietHours(vn('2026-11-24T20:59'), S)).toEqual(vn('2026-11-24T20:59'));
    expect(outOfQuietHours(vn('2026-11-25T07:59'), S)).toEqual(vn('2026-11-24T20:30'));
    expect(isQuietMinute(8 * 60, S)).toBe(false);
  });

  it('booked at 22:00 for 09:00 tomorrow: too late for 20:30, so one reminder when the quiet hours end', () => {
    expect(times('2026-11-24', 9 * 60, vn('2026-11-23T22:00'))).toEqual([
      { lead: 120, at: vn('2026-11-24T08:00'), moved: true },
    ]);
    // 08:00 would be less than 30 minutes before an 08:20 visit: none then.
    expect(times('2026-11-24', 8 * 60 + 20, vn('2026-11-23T22:00'))).toEqual([]);
  });

  it('reminders already due are dropped', () => {
    // Booked 3 h ahead: only the 2 h reminder.
    expect(times('2026-11-23', 15 * 60, vn('2026-11-23T12:00'))).toEqual([
      { lead: 120, at: vn('2026-11-23T13:00'), moved: false },
    ]);
  });

  it('two reminders landing on the same moment are sent once', () => {
    const s = { ...S, leadMinutes: [690, 660] };
    expect(times('2026-11-25', 8 * 60, NOW, s)).toEqual([
      { lead: 690, at: vn('2026-11-24T20:30'), moved: false },
    ]);
  });

  it('configured lead times and quiet hours that do not span midnight', () => {
    const s = { leadMinutes: [180], quietFromHour: 0, quietToHour: 6 };
    expect(times('2026-11-25', 8 * 60, NOW, s)).toEqual([
      { lead: 180, at: vn('2026-11-24T23:30'), moved: true },
    ]);
    expect(times('2026-11-25', 10 * 60, NOW, s)).toEqual([
      { lead: 180, at: vn('2026-11-25T07:00'), moved: false },
    ]);
  });
});
