import { BOOKING_FUNNEL, funnelRows, TRACKING_SCREENS } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { type BookingsOfDay, bookingsPerDay, type ScreenVisitors, visitorsPerScreen } from './funnel-repo.ts';

// The booking funnel as text: per day and over the range, visitors per screen, reach of step 0,
// drop-off between stages, and the bookings made (from the booking table).

const pct = (v: number | null) => (v === null ? '' : `${v.toFixed(1)} %`);

function table(visitors: Record<string, number>): string[] {
  const lines = [
    `${'screen'.padEnd(26)}${'visitors'.padStart(9)}${'of step 0'.padStart(12)}${'drop-off'.padStart(10)}`,
  ];
  for (const row of funnelRows(visitors)) {
    const label = `${row.label}${row.stage ? '' : ' *'}`;
    lines.push(
      `${label.padEnd(26)}${String(row.visitors).padStart(9)}${pct(row.ofStep0).padStart(12)}${pct(row.dropOff).padStart(10)}`,
    );
  }
  return lines;
}

function bookingLine(bookings: BookingsOfDay[], step0Visitors: number): string {
  const by = (status: string) =>
    bookings.filter((b) => b.status === status).reduce((n, b) => n + b.bookings, 0);
  const total = bookings.reduce((n, b) => n + b.bookings, 0);
  const confirmed = by('confirmed');
  const conversion =
    step0Visitors > 0
      ? ` · confirmed = ${pct(Math.round((confirmed / step0Visitors) * 1000) / 10)} of step-0 visitors`
      : '';
  return (
    `Bookings made: ${total} (confirmed ${confirmed}, waiting for OTP ${by('pending_otp')}, ` +
    `cancelled ${by('cancelled')}, expired ${by('expired')})${conversion}`
  );
}

/** Renders the report from the stored rows; pure, so it is tested without a database. */
export function renderFunnel(
  fromDay: string,
  toDay: string,
  visitors: readonly ScreenVisitors[],
  bookings: readonly BookingsOfDay[],
): string {
  const days = [...new Set([...visitors.map((v) => v.day), ...bookings.map((b) => b.day)])]
    .filter((d) => d !== 'all')
    .sort();
  const out = [
    `Booking funnel ${fromDay} → ${toDay} (Asia/Ho_Chi_Minh days), distinct visitors by tracking id.`,
    '* not a stage every booking passes: shown with its reach, no drop-off.',
  ];
  if (days.length === 0) {
    out.push('', 'No tracking events or bookings in this period.');
    return out.join('\n');
  }
  const block = (title: string, day: string, dayBookings: BookingsOfDay[]) => {
    const counts: Record<string, number> = {};
    for (const v of visitors) if (v.day === day) counts[v.screenId] = v.visitors;
    out.push(
      '',
      `== ${title}`,
      ...table(counts),
      bookingLine(dayBookings, counts[TRACKING_SCREENS.step0] ?? 0),
    );
  };
  for (const day of days)
    block(
      day,
      day,
      bookings.filter((b) => b.day === day),
    );
  if (days.length > 1)
    block('whole period (a visitor seen on several days counts once)', 'all', [...bookings]);
  return out.join('\n');
}

/** Reads the period from the database and renders it. */
export async function funnelReport(db: Db, fromDay: string, toDay: string): Promise<string> {
  const screens = BOOKING_FUNNEL.map((s) => s.screenId);
  const [visitors, bookings] = await Promise.all([
    visitorsPerScreen(db, screens, fromDay, toDay),
    bookingsPerDay(db, fromDay, toDay),
  ]);
  return renderFunnel(fromDay, toDay, visitors, bookings);
}
