import { describe, expect, it } from 'vitest';
import { parseBookingDate } from './booking-date.ts';
import { channelCode } from './channel.ts';

describe('channelCode (001 §7)', () => {
  it.each([
    ['customer_ios', 0],
    ['customer_android', 2],
    ['rn_android', 4],
    ['rn_ios', 5],
    ['tikiapp', 6],
    ['book_at_salon', 3],
    ['friendly_checkin', 3],
    ['constructor', 3],
    [undefined, 3],
    ['', 3],
  ])('%s → %i', (source, code) => {
    expect(channelCode(source)).toBe(code);
  });
});

describe('parseBookingDate', () => {
  it('reads the calendar date, the draft form and an instant as the Vietnamese day', () => {
    expect(parseBookingDate('2026-11-24')).toEqual({ ok: true, value: '2026-11-24' });
    expect(parseBookingDate('24-11-2026')).toEqual({ ok: true, value: '2026-11-24' });
    expect(parseBookingDate('2026-11-23T17:00:00.000Z')).toEqual({ ok: true, value: '2026-11-24' });
    expect(parseBookingDate('2026-11-24T00:00:00+07:00')).toEqual({ ok: true, value: '2026-11-24' });
  });

  it('refuses impossible dates and instants without an offset', () => {
    expect(parseBookingDate('31-02-2026')).toEqual({ ok: false, error: 'invalidDate' });
    expect(parseBookingDate('2026-11-24T00:00:00')).toEqual({ ok: false, error: 'invalidDate' });
    expect(parseBookingDate('tomorrow')).toEqual({ ok: false, error: 'invalidDate' });
  });
});
