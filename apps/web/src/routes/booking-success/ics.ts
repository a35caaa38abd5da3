// An iCalendar (RFC 5545) event for "add to calendar": times in UTC so every calendar app agrees.
import { fromDdMmYyyy, vietnamInstant } from '@salon/domain';

export interface CalendarEvent {
  uid: string;
  /** DD-MM-YYYY */
  dateBook: string;
  /** 'HH:MM', Vietnam time. */
  hourFrame: string;
  durationMinutes: number;
  title: string;
  location: string;
  description: string;
  /** The moment the file is made (DTSTAMP). */
  now: Date;
}

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Text values escape backslash, semicolon, comma and newlines.
function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// Lines longer than 75 octets are folded with CRLF + space.
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
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
  const iso = fromDdMmYyyy(e.dateBook);
  const [h, m] = e.hourFrame.split(':').map(Number);
  if (!iso || h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m))
    throw new RangeError(`Bad booking time ${e.dateBook} ${e.hourFrame}`);
  const start = vietnamInstant(iso, h * 60 + m);
  const end = new Date(start.getTime() + Math.max(1, e.durationMinutes) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Moyo//Booking//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
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
