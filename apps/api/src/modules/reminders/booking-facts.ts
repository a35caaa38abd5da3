import { earliestGuest } from '@salon/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface BookingFacts {
  id: number;
  status: string;
  dateIso: string;
  /** The earliest guest's hour (a group starts with its first guest in the chair); null without guests. */
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
    guests: Array<{ minuteOfDay: number; hourText: string }> | null;
    phone: string;
    salon_name: string;
    address: string;
    enabled: boolean;
  }>`
    select b.id, b.status, b.date_book, guests.list as guests, c.phone,
      s.name as salon_name, coalesce(nullif(s.address_new, ''), s.address) as address,
      coalesce(r.enabled, true) as enabled
    from booking b
    join customer c on c.id = b.customer_id
    join salon s on s.id = b.salon_id
    left join booking_reminder_setting r on r.booking_id = b.id
    left join lateral (
      select json_agg(json_build_object('minuteOfDay', h.minute_of_day, 'hourText', h.hour_text)
        order by p.person_index) as list
      from booking_person p join salon_slot h on h.id = p.book_hour_id
      where p.booking_id = b.id
    ) guests on true
    where b.id = ${bookingId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  const first = earliestGuest(r.guests ?? []);
  return {
    id: Number(r.id),
    status: r.status,
    dateIso: r.date_book,
    minuteOfDay: first?.minuteOfDay ?? null,
    hourText: first?.hourText ?? null,
    phone: r.phone,
    salonName: r.salon_name,
    salonAddress: r.address ?? '',
    remindersEnabled: r.enabled,
  };
}
