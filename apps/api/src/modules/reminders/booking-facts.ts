import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface BookingFacts {
  id: number;
  status: string;
  dateIso: string;
  /** First person's hour; null when the booking has no person yet. */
  minuteOfDay: number | null;
  hourText: string | null;
  phone: string;
  salonName: string;
  salonAddress: string;
  remindersEnabled: boolean;
}

/** What reminders need to know of a booking, or undefined. */
export async function bookingFacts(db: Db, bookingId: number): Promise<BookingFacts | undefined> {
  const { rows } = await sql<{
    id: number;
    status: string;
    date_book: string;
    minute_of_day: number | null;
    hour_text: string | null;
    phone: string;
    salon_name: string;
    address: string;
    enabled: boolean;
  }>`
    select b.id, b.status, b.date_book, first.minute_of_day, first.hour_text, c.phone,
      s.name as salon_name, coalesce(nullif(s.address_new, ''), s.address) as address,
      coalesce(r.enabled, true) as enabled
    from booking b
    join customer c on c.id = b.customer_id
    join salon s on s.id = b.salon_id
    left join booking_reminder_setting r on r.booking_id = b.id
    left join lateral (
      select h.minute_of_day, h.hour_text from booking_person p join salon_slot h on h.id = p.book_hour_id
      where p.booking_id = b.id order by p.person_index limit 1
    ) first on true
    where b.id = ${bookingId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: Number(r.id),
    status: r.status,
    dateIso: r.date_book,
    minuteOfDay: r.minute_of_day,
    hourText: r.hour_text,
    phone: r.phone,
    salonName: r.salon_name,
    salonAddress: r.address ?? '',
    remindersEnabled: r.enabled,
  };
}
