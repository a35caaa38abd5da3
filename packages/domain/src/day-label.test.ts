import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label.ts';
import { salonFullMessage, stylistBusyMessage } from './messages.ts';

describe('dayLabel', () => {
  const today = '2026-12-31';

  it('names today, tomorrow and the day after, across a year end', () => {
    expect(dayLabel('2026-12-31', today, 'en')).toBe('today');
    expect(dayLabel('2027-01-01', today, 'en')).toBe('tomorrow');
    expect(dayLabel('2027-01-02', today, 'en')).toBe('day after');
    expect(dayLabel('2027-01-01', today)).toBe('ngày mai');
  });

  it('falls back to dd/mm further out', () => {
    expect(dayLabel('2027-01-05', today, 'en')).toBe('05/01');
    expect(dayLabel('2027-01-05', today)).toBe('ngày 05/01');
  });

  it('feeds the busy messages', () => {
    expect(stylistBusyMessage(dayLabel(today, today))).toBe(
      'Stylist đã kín lịch hôm nay, bạn vui lòng chọn stylist khác nhé!',
    );
    expect(salonFullMessage(dayLabel(today, today, 'en'), 'en')).toBe(
      'Today salon is fully booked, please choose another day or salon',
    );
  });
});
