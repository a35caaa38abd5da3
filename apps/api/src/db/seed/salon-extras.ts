import { addDays } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../schema.ts';

// Demo data of salon choice: a customer with a visit history and two saved addresses,
// so "Từng đến", the step-0 recent-salon chips and the "Salon gần ..." chips show something.
/** Demo phone (0988 111 222): visited 11, 1, 8 and 17 (most recent first), saved "Nhà riêng" and "Công ty". */
export const DEMO_VISITOR_PHONE = '+84988111222';
/** [salonId, days before today], most recent first. Salon 8 is the one closed around today. */
export const DEMO_VISITS: ReadonlyArray<readonly [number, number]> = [
  [11, 3],
  [1, 10],
  [8, 20],
  [17, 45],
];
const DEMO_SERVICE = { serviceId: 1011, name: 'Gội đầu dưỡng sinh', price: 99000 };

export function savedAddressRows(): NewRow<'customer_saved_address'>[] {
  return [
    // Near Hồ Gươm (Hoàn Kiếm) and near Keangnam (Nam Từ Liêm), Hà Nội.
    {
      customer_phone: DEMO_VISITOR_PHONE,
      attr_id: 1,
      attr_name: 'Nhà riêng',
      latitude: 21.0287,
      longitude: 105.8524,
      // The 2025 map's commune (migration 150, decision 0125); the point stays the house's own.
      detail: '2 Đinh Tiên Hoàng',
      place_id: 'W00070',
      address: 'Phường Hoàn Kiếm, Thành phố Hà Nội',
      province_code: '01',
      ward_code: '00070',
    },
    {
      customer_phone: DEMO_VISITOR_PHONE,
      attr_id: 2,
      attr_name: 'Công ty',
      latitude: 21.0166,
      longitude: 105.7838,
      detail: 'Phạm Hùng',
      place_id: 'W00592-O1951',
      address: 'Phường Từ Liêm, Thành phố Hà Nội',
      old_address: 'Phường Mễ Trì, Quận Nam Từ Liêm, Thành phố Hà Nội',
      province_code: '01',
      ward_code: '00592',
    },
  ];
}

/** The demo customer, the saved addresses, and past confirmed bookings (no slot claims: the days are over). */
export async function seedSalonExtras(trx: Kysely<Database>, today: string): Promise<void> {
  const { id: customerId } = await trx
    .insertInto('customer')
    .values({
      phone: DEMO_VISITOR_PHONE,
      name: 'Đỗ Minh Khoa',
      member_type: null,
      agree_protect_personal_info: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('customer_saved_address').values(savedAddressRows()).execute();
  for (const [salonId, daysAgo] of DEMO_VISITS) {
    const stylist = await trx
      .selectFrom('staff')
      .select('id')
      .where('home_salon_id', '=', salonId)
      .where('kind', '=', 'stylist')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const slot = await trx
      .selectFrom('salon_slot')
      .select('id')
      .where('salon_id', '=', salonId)
      .orderBy('minute_of_day')
      .offset(6)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: bookingId } = await trx
      .insertInto('booking')
      .values({
        salon_id: salonId,
        customer_id: customerId,
        date_book: addDays(today, -daysAgo),
        status: 'confirmed',
        hold_expires_at: null,
        source: null,
        utm_source: null,
        params: '{}',
        total_money: DEMO_SERVICE.price,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('booking_person')
      .values({
        booking_id: bookingId,
        person_index: 0,
        stylist_id: stylist.id,
        skinner_id: null,
        book_hour_id: slot.id,
        sub_hour_id: null,
        second_sub_hour_id: null,
        services: JSON.stringify([DEMO_SERVICE]),
        total_money: DEMO_SERVICE.price,
      })
      .execute();
  }
}
