import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// Reads for the funnel report (scripts/report-funnel.ts). Days are Asia/Ho_Chi_Minh calendar days.

const vietnamDay = (column: 'received_at' | 'created_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;

/** [from, to] ISO days → the instants that bound them: from 00:00 of `from` to 00:00 after `to` (UTC+7). */
export function dayRange(fromDay: string, toDay: string): { start: Date; end: Date } {
  const start = new Date(`${fromDay}T00:00:00+07:00`);
  const end = new Date(new Date(`${toDay}T00:00:00+07:00`).getTime() + 24 * 60 * 60 * 1000);
  return { start, end };
}

export interface ScreenVisitors {
  /** 'YYYY-MM-DD', or 'all' for the whole range (a visitor seen on two days counts once). */
  day: string;
  screenId: string;
  visitors: number;
}

/** Distinct visitors (tracking ids) per screen, per day and over the whole range. */
export async function visitorsPerScreen(
  db: Db,
  screenIds: readonly string[],
  fromDay: string,
  toDay: string,
) {
  const { start, end } = dayRange(fromDay, toDay);
  const base = db
    .selectFrom('tracking_event')
    .where('received_at', '>=', start)
    .where('received_at', '<', end)
    .where('screen_id', 'in', [...screenIds])
    .where('token_key', 'is not', null);
  const [perDay, overall] = await Promise.all([
    base
      .select([vietnamDay('received_at').as('day'), 'screen_id'])
      .select((eb) => eb.fn.count<number>('token_key').distinct().as('visitors'))
      .groupBy(['day', 'screen_id'])
      .execute(),
    base
      .select('screen_id')
      .select((eb) => eb.fn.count<number>('token_key').distinct().as('visitors'))
      .groupBy('screen_id')
      .execute(),
  ]);
  const rows: ScreenVisitors[] = perDay.map((r) => ({
    day: r.day,
    screenId: r.screen_id ?? '',
    visitors: Number(r.visitors),
  }));
  for (const r of overall)
    rows.push({ day: 'all', screenId: r.screen_id ?? '', visitors: Number(r.visitors) });
  return rows;
}

export interface BookingsOfDay {
  day: string;
  status: string;
  bookings: number;
}

/** Bookings created per day and status (the booking table is the truth for "bookings made"). */
export async function bookingsPerDay(db: Db, fromDay: string, toDay: string): Promise<BookingsOfDay[]> {
  const { start, end } = dayRange(fromDay, toDay);
  const rows = await db
    .selectFrom('booking')
    // booking.created_at is typed Generated<Timestamp>, which Kysely cannot compare with a Date directly.
    .where(sql<Date>`created_at`, '>=', start)
    .where(sql<Date>`created_at`, '<', end)
    .select([vietnamDay('created_at').as('day'), 'status'])
    .select((eb) => eb.fn.countAll<number>().as('bookings'))
    .groupBy(['day', 'status'])
    .execute();
  return rows.map((r) => ({ day: r.day, status: r.status, bookings: Number(r.bookings) }));
}
