import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../connect.ts';
import { CLOSED_SALON_ID } from './closures.ts';
import { FUTURE_SALON_ID, TRAINING_SALON_ID } from './salons.ts';
import { countRows, freshSeededDb, TODAY } from './seed-test-db.ts';
import { hourGroup, hourText } from './slots.ts';

// A sample centre of each province with salons: [lat, lng].
const CENTRES: Record<number, [number, number]> = {
  62: [21.0285, 105.8542], // Hà Nội
  1: [10.7769, 106.7009], // TP Hồ Chí Minh
  26: [16.0544, 108.2022], // Đà Nẵng
  2: [20.8449, 106.6881], // Hải Phòng
  45: [10.0452, 105.7469], // Cần Thơ
  46: [10.9804, 106.6519], // Bình Dương
  47: [10.9574, 106.8427], // Đồng Nai
  28: [12.2388, 109.1967], // Khánh Hòa
  27: [16.4637, 107.5909], // Thừa Thiên Huế
  29: [18.6796, 105.6813], // Nghệ An
  4: [21.1861, 106.0763], // Bắc Ninh
};

let h: DbHandle;
beforeAll(async () => {
  h = await freshSeededDb();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const count = (table: Parameters<typeof countRows>[1]) => countRows(h.db, table);

describe('seed: hour labels', () => {
  it('formats hours and groups them by part of the day', () => {
    expect([510, 540, 560, 605, 1230].map(hourText)).toEqual(['8h30', '9h', '9h20', '10h05', '20h30']);
    expect([719, 720, 1079, 1080].map(hourGroup)).toEqual([
      'Buổi sáng',
      'Buổi chiều',
      'Buổi chiều',
      'Buổi tối',
    ]);
  });
});

describe('seed: provinces and districts', () => {
  it('has the 63 provinces with regions, ids, search text and order', async () => {
    const rows = await h.db.selectFrom('province').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(63);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Hà Nội')).toMatchObject({
      id: 62,
      vung_mien_id: 1,
      sort_order: 1,
      search_text: 'ha noi',
    });
    expect(byName.get('TP Hồ Chí Minh')).toMatchObject({ id: 1, vung_mien_id: 3, sort_order: 2 });
    expect(byName.get('Đà Nẵng')).toMatchObject({ vung_mien_id: 2, search_text: 'da nang' });
    expect(byName.get('Lâm Đồng')?.vung_mien_id).toBe(2);
    expect(byName.get('Cần Thơ')?.vung_mien_id).toBe(3);
    expect(byName.get('Quảng Ninh')?.vung_mien_id).toBe(1);
    expect(new Set(rows.map((r) => r.sort_order)).size).toBe(63);
    expect(rows.filter((r) => r.vung_mien_id === 1)).toHaveLength(25);
    expect(rows.filter((r) => r.vung_mien_id === 2)).toHaveLength(19);
    expect(rows.filter((r) => r.vung_mien_id === 3)).toHaveLength(19);
  });

  it('has real districts for every province with salons', async () => {
    const hn = await h.db.selectFrom('district').select('name').where('province_id', '=', 62).execute();
    const hcm = await h.db.selectFrom('district').select('name').where('province_id', '=', 1).execute();
    expect(hn.length).toBeGreaterThanOrEqual(8);
    expect(hcm.length).toBeGreaterThanOrEqual(8);
    expect(hn.map((d) => d.name)).toContain('Quận Cầu Giấy');
    expect(hcm.map((d) => d.name)).toEqual(expect.arrayContaining(['Quận 1', 'TP Thủ Đức']));
    const mismatched = await h.db
      .selectFrom('salon')
      .innerJoin('district', 'district.id', 'salon.district_id')
      .select('salon.id')
      .whereRef('district.province_id', '!=', 'salon.city_id')
      .execute();
    expect(mismatched).toEqual([]);
  });
});

describe('seed: salons', () => {
  it('spreads 40+ salons over 8+ provinces, most in Hà Nội and TP HCM', async () => {
    const perCity = await h.db
      .selectFrom('salon')
      .select(['city_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('city_id')
      .orderBy('n', 'desc')
      .execute();
    expect(await count('salon')).toBeGreaterThanOrEqual(40);
    expect(perCity.length).toBeGreaterThanOrEqual(8);
    expect(
      perCity
        .slice(0, 2)
        .map((r) => r.city_id)
        .sort(),
    ).toEqual([1, 62]);
    expect(Number(perCity[2].n)).toBeLessThan(Number(perCity[1].n));
  });

  it('places every salon within 0.3° of its province centre', async () => {
    const salons = await h.db
      .selectFrom('salon')
      .select(['id', 'city_id', 'latitude', 'longitude'])
      .execute();
    for (const s of salons) {
      const centre = CENTRES[s.city_id];
      expect(centre, `centre of ${s.city_id}`).toBeDefined();
      expect(Math.abs(s.latitude - centre[0]), `salon ${s.id} lat`).toBeLessThan(0.3);
      expect(Math.abs(s.longitude - centre[1]), `salon ${s.id} lng`).toBeLessThan(0.3);
    }
  });

  it('has the training salon, opening dates, map links and slot lengths', async () => {
    const salons = await h.db.selectFrom('salon').selectAll().orderBy('id').execute();
    const training = salons.find((s) => s.id === TRAINING_SALON_ID);
    expect(training).toMatchObject({ city_id: 62 });
    expect(salons.filter((s) => s.opening_date !== null && s.opening_date > TODAY).map((s) => s.id)).toEqual([
      FUTURE_SALON_ID,
    ]);
    expect(salons.find((s) => s.id === FUTURE_SALON_ID)?.opening_date).toBe('2026-11-28');
    expect(salons.some((s) => s.opening_date === '2026-11-13')).toBe(true);
    expect(salons.filter((s) => s.map_link === null).length).toBeGreaterThanOrEqual(1);
    expect(salons.find((s) => s.id === 1)?.map_link).toBe('https://maps.google.com/?q=21.0101,105.7993');
    expect(salons.filter((s) => s.slot_minutes === 30)).toHaveLength(1);
    expect(salons.every((s) => /^0[1-9]\d{8}$/.test(s.phone) && s.hotline === '1900272703')).toBe(true);
    expect(new Set(salons.map((s) => s.book_many_people))).toEqual(new Set(['all', 'off', 'notToday']));
    expect(salons.some((s) => s.select_consultation)).toBe(true);
    expect(salons.find((s) => s.id === 1)).toMatchObject({
      name: 'Moyo 82 Trần Duy Hưng',
      address_new: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
      images: ['/images/salons/salon-1.svg'],
    });
  });

  it('generates slots every slot length, the last one slot before closing', async () => {
    const slots = await h.db
      .selectFrom('salon_slot')
      .selectAll()
      .where('salon_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(slots).toHaveLength(36);
    expect(slots[0]).toMatchObject({
      id: 1000,
      minute_of_day: 510,
      hour_text: '8h30',
      hour_group: 'Buổi sáng',
    });
    expect(slots[1].hour_text).toBe('8h50');
    expect(slots.find((s) => s.minute_of_day === 570)?.hour_text).toBe('9h30');
    const group = (minute: number) => slots.find((s) => s.minute_of_day === minute)?.hour_group;
    expect([group(710), group(730), group(1070), group(1090)]).toEqual([
      'Buổi sáng',
      'Buổi chiều',
      'Buổi chiều',
      'Buổi tối',
    ]);
    expect(slots.at(-1)).toMatchObject({ minute_of_day: 1210, hour_text: '20h10' });
    // The 30-minute salon (Nha Trang): 8h30, 9h, 9h30 … 20h.
    const thirty = await h.db
      .selectFrom('salon_slot')
      .selectAll()
      .where('salon_id', '=', 43)
      .orderBy('id')
      .execute();
    expect(thirty).toHaveLength(24);
    expect(thirty.slice(0, 3).map((s) => s.hour_text)).toEqual(['8h30', '9h', '9h30']);
    expect(thirty.at(-1)).toMatchObject({ id: 43023, hour_text: '20h' });
  });

  it('closes one salon around today with backups in the same city', async () => {
    const closures = await h.db
      .selectFrom('salon_closure')
      .selectAll()
      .where('starts_on', '<=', TODAY)
      .where('ends_on', '>=', TODAY)
      .execute();
    expect(closures).toHaveLength(1);
    expect(closures[0]).toMatchObject({
      salon_id: CLOSED_SALON_ID,
      starts_on: '2026-11-21',
      ends_on: '2026-12-23',
    });
    expect(closures[0].message).toContain('từ ngày 21/11 đến hết ngày 23/12');
    const backups = await h.db
      .selectFrom('salon_closure_backup')
      .innerJoin('salon', 'salon.id', 'salon_closure_backup.salon_id')
      .select(['salon.id', 'salon.city_id'])
      .where('closure_id', '=', closures[0].id)
      .execute();
    expect(backups.length).toBeGreaterThanOrEqual(1);
    expect(backups.every((b) => b.city_id === 62 && b.id !== CLOSED_SALON_ID)).toBe(true);
  });
});

describe('seed: services', () => {
  it('has categories, versions, children, a free item, a combo and upsales', async () => {
    const services = await h.db.selectFrom('service').selectAll().orderBy('id').execute();
    expect(services.length).toBeGreaterThanOrEqual(30);
    const categories = await h.db.selectFrom('service_category').select('id').execute();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(services.some((s) => s.price === 0 && s.is_sold)).toBe(true);
    const combo = services.find((s) => s.combo_detail.length > 0);
    expect(combo?.combo_detail.length).toBeGreaterThanOrEqual(2);
    for (const part of combo?.combo_detail ?? []) expect(services.some((s) => s.id === part.id)).toBe(true);
    const versions = services.filter((s) => s.group_id === 101 && s.version_name !== null && s.is_sold);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    for (const child of services.filter((s) => s.parent_service_id !== null)) {
      expect(services.find((s) => s.id === child.parent_service_id)?.group_id).toBe(child.group_id);
    }
    expect(services.filter((s) => !s.is_sold)).toHaveLength(1);
    expect(services.filter((s) => s.service_delivery_type === 2)).toHaveLength(1);
    for (const s of services.filter((x) => x.price > 0)) {
      expect(s.price).toBeGreaterThanOrEqual(59000);
      expect(s.price).toBeLessThanOrEqual(499000);
    }
    const upsales = await h.db
      .selectFrom('service_upsale')
      .select(['service_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('service_id')
      .execute();
    expect(upsales.filter((u) => Number(u.n) >= 2).length).toBeGreaterThanOrEqual(3);
    const groups = await h.db.selectFrom('service_group').select('banners').execute();
    expect(
      groups.some((g) =>
        g.banners.some((b) => b.type === 'video' && b.link.includes('youtube-nocookie.com/embed/')),
      ),
    ).toBe(true);
  });

  it('sells every sold service in most salons, never an unsold one', async () => {
    const perSalon = await h.db
      .selectFrom('salon_service')
      .innerJoin('service', 'service.id', 'salon_service.service_id')
      .select([
        'salon_id',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn<boolean>('bool_and', ['service.is_sold']).as('sold'),
      ])
      .groupBy('salon_id')
      .execute();
    expect(perSalon).toHaveLength(await count('salon'));
    expect(perSalon.every((r) => r.sold === true)).toBe(true);
    const counts = perSalon.map((r) => Number(r.n));
    expect(counts.filter((n) => n < Math.max(...counts)).length).toBeGreaterThanOrEqual(2);
  });
});
