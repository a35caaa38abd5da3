import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

const base = {
  uid: 'booking-42@moyo',
  dateBook: '24-11-2026',
  hourFrame: '09:30',
  durationMinutes: 60,
  title: 'Moyo: gội đầu dưỡng sinh',
  location: '12 Lê Lợi, Quận 1; TP HCM',
  description: 'Dịch vụ: Gội, massage\nTổng: 120.000 VNĐ',
  now: new Date('2026-11-23T03:00:00Z'),
};

describe('buildIcs', () => {
  it('writes the Vietnam time as UTC with CRLF lines', () => {
    const ics = buildIcs(base);
    expect(ics).toContain('DTSTART:20261124T023000Z\r\n');
    expect(ics).toContain('DTEND:20261124T033000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261123T030000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('escapes commas, semicolons and newlines in text', () => {
    const ics = buildIcs(base);
    expect(ics).toContain('LOCATION:12 Lê Lợi\\, Quận 1\\; TP HCM');
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Dịch vụ: Gội\\, massage\\nTổng: 120.000 VNĐ');
  });
  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...base, description: 'Gội đầu dưỡng sinh '.repeat(10) });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'Gội đầu dưỡng sinh '.repeat(10)}`);
  });
  it('refuses a bad date or hour', () => {
    expect(() => buildIcs({ ...base, dateBook: '31-02-2026' })).toThrow(RangeError);
    expect(() => buildIcs({ ...base, hourFrame: 'x' })).toThrow(RangeError);
  });
});
