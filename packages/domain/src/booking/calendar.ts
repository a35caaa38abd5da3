// "Add to calendar" for a booking (issue 22): an iCalendar (RFC 5545) file and a Google Calendar
// link. Both carry the instants in UTC ('Z'), so the event lands at the Vietnam hour on a device in
// any time zone; the Google link names Asia/Ho_Chi_Minh as the event's zone for its display.
import { fromDdMmYyyy, vietnamInstant } from '../date.ts';

export const BOOKING_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface CalendarEvent {
  uid: string;
  /** DD-MM-YYYY */
  dateBook: string;
  /** 'HH:MM' or '9h30', Vietnam time. */
  hourFrame: string;
  durationMinutes: number;
  title: string;
  location: string;
  description: string;
  /** The moment the file is made (DTSTAMP). */
  now: Date;
}

// The entry's title: at home the visit comes to the customer (decision 0124), so it names the service
// place rather than 'at {salon}'.
const TITLES = {
  vi: { salon: 'Lịch hẹn tại {salon}', home: 'Gội đầu tại nhà – {salon}' },
  en: { salon: 'Appointment at {salon}', home: 'Hair wash at home – {salon}' },
} as const;

/** Title and place of a booking's calendar entry: at home, the home address is the place. */
export function bookingEventPlace(
  b: { salonName: string; salonAddress: string; homeAddress?: string | null },
  lang: 'vi' | 'en' = 'vi',
): Pick<CalendarEvent, 'title' | 'location'> {
  const home = b.homeAddress?.trim() || null;
  const title = TITLES[lang][home ? 'home' : 'salon'].replace('{salon}', b.salonName);
  return { title, location: home ?? b.salonAddress };
}

/** The booking's start and end instants. */
export function eventInstants(e: Pick<CalendarEvent, 'dateBook' | 'hourFrame' | 'durationMinutes'>) {
  const iso = fromDdMmYyyy(e.dateBook);
  const m = /^(\d{1,2})[:h](\d{2})$/.exec(e.hourFrame.trim());
  const h = Number(m?.[1]);
  const min = Number(m?.[2]);
  if (!iso || !m || h > 23 || min > 59) throw new RangeError(`Bad booking time ${e.dateBook} ${e.hourFrame}`);
  const start = vietnamInstant(iso, h * 60 + min);
  const end = new Date(start.getTime() + Math.max(1, e.durationMinutes) * 60_000);
  return { start, end };
}

/** 20261124T023000Z */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Text values escape backslash, semicolon, comma and newlines.
function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// Lines longer than 75 octets are folded with CRLF + space, never inside a character.
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(e: CalendarEvent): string {
  const { start, end } = eventInstants(e);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Moyo//Booking//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // A hint for calendars that show a file's zone; the times below are UTC either way.
    `X-WR-TIMEZONE:${BOOKING_TIME_ZONE}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link (an outbound link the customer opens; nothing is loaded). */
export function googleCalendarUrl(e: Omit<CalendarEvent, 'uid' | 'now'>): string {
  const { start, end } = eventInstants(e);
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    ctz: BOOKING_TIME_ZONE,
    details: e.description,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}
