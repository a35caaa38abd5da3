import { afterEach, describe, expect, it } from 'vitest';
import { bookingEventPlace, buildIcs, googleCalendarUrl } from './calendar.ts';

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

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('buildIcs', () => {
  it('writes the Vietnam time as UTC with CRLF lines', () => {
    const ics = buildIcs(base);
    expect(ics).toContain('DTSTART:20261124T023000Z\r\n');
    expect(ics).toContain('DTEND:20261124T033000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261123T030000Z\r\n');
    expect(ics).toContain('X-WR-TIMEZONE:Asia/Ho_Chi_Minh\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('is the same file on a device in another time zone', () => {
    const inVietnam = buildIcs(base);
    process.env.TZ = 'America/Los_Angeles';
    expect(buildIcs(base)).toBe(inVietnam);
    process.env.TZ = 'Pacific/Kiritimati';
    expect(buildIcs(base)).toBe(inVietnam);
  });
  it("reads the booking's '9h30' hours as well", () => {
    expect(buildIcs({ ...base, hourFrame: '9h30' })).toContain('DTSTART:20261124T023000Z\r\n');
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
    expect(() => buildIcs({ ...base, hourFrame: '25:00' })).toThrow(RangeError);
  });
});

describe('googleCalendarUrl', () => {
  it('links to a Google Calendar event at the UTC instants, in the Vietnam zone', () => {
    const url = new URL(googleCalendarUrl(base));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261124T023000Z/20261124T033000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Ho_Chi_Minh');
    expect(url.searchParams.get('text')).toBe(base.title);
    expect(url.searchParams.get('location')).toBe(base.location);
    expect(url.searchParams.get('details')).toBe(base.description);
  });
  it('is the same link on a device in another time zone', () => {
    const inVietnam = googleCalendarUrl(base);
    process.env.TZ = 'America/New_York';
    expect(googleCalendarUrl(base)).toBe(inVietnam);
  });
  it('crosses midnight in UTC for an early Vietnam hour', () => {
    const url = new URL(googleCalendarUrl({ ...base, hourFrame: '05:00', durationMinutes: 30 }));
    expect(url.searchParams.get('dates')).toBe('20261123T220000Z/20261123T223000Z');
  });
});

describe('bookingEventPlace', () => {
  const salon = { salonName: 'Moyo 82 Trần Duy Hưng', salonAddress: '82 Trần Duy Hưng, Cầu Giấy' };
  const home = '12 ngõ 68 Trung Kính, Phường Yên Hòa, Hà Nội';

  it('at the salon: the salon names the entry and is its place', () => {
    expect(bookingEventPlace({ ...salon, homeAddress: null })).toEqual({
      title: 'Lịch hẹn tại Moyo 82 Trần Duy Hưng',
      location: '82 Trần Duy Hưng, Cầu Giấy',
    });
  });
  it('at home: a hair wash at home from the salon, at the home address (.ics and Google link)', () => {
    const where = bookingEventPlace({ ...salon, homeAddress: home });
    expect(where).toEqual({ title: 'Gội đầu tại nhà – Moyo 82 Trần Duy Hưng', location: home });
    expect(bookingEventPlace({ ...salon, homeAddress: home }, 'en').title).toBe(
      'Hair wash at home – Moyo 82 Trần Duy Hưng',
    );
    const ics = buildIcs({ ...base, ...where }).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Gội đầu tại nhà – Moyo 82 Trần Duy Hưng\r\n');
    expect(ics).toContain('LOCATION:12 ngõ 68 Trung Kính\\, Phường Yên Hòa\\, Hà Nội\r\n');
    expect(ics).not.toContain('82 Trần Duy Hưng\\, Cầu Giấy');
    const url = new URL(googleCalendarUrl({ ...base, ...where }));
    expect(url.searchParams.get('location')).toBe(home);
    expect(url.searchParams.get('text')).toBe('Gội đầu tại nhà – Moyo 82 Trần Duy Hưng');
  });
});
