import { addDays } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../schema.ts';
import { seedCampaigns } from './campaigns.ts';
import { closureSeeds } from './closures.ts';
import { customerRows } from './customers.ts';
import { districtRows } from './districts.ts';
import { seedHomeContent } from './home-content.ts';
import { seedLuckyWheel } from './lucky-wheel.ts';
import { seedSocial } from './social.ts';
import { provinceRows } from './provinces.ts';
import { seedSalonExtras } from './salon-extras.ts';
import { seedVisits } from './visits.ts';
import { salonRows } from './salons.ts';
import { guideScreenRows, nextStepRuleRows, specialDayRuleRows } from './service-rules.ts';
import { memberPriceRows } from './member-prices.ts';
import { seedOpeningBalances } from './opening-balances.ts';
import { categoryRows, groupRows, salonServiceRows, serviceRows, upsaleRows } from './services.ts';
import { buildShiftRows } from './shifts.ts';
import { receptionistRows, receptionShiftRows } from './reception.ts';
import { slotRows } from './slots.ts';
import { staffRows } from './staff.ts';
import { seedTranslations } from './translations.ts';

export { staffShiftRows } from './shifts.ts';
export { seedTranslations } from './translations.ts';

/** Demo shifts are kept for this many days from today. */
export const DEMO_SHIFT_DAYS = 3;
const CHUNK_SIZE = 500;

/** Plain UTC date arithmetic on 'YYYY-MM-DD'. */
export function dateAddDays(iso: string, n: number): string {
  return addDays(iso, n);
}

type Table = keyof Database & string;

// Kysely cannot check a generic table's insert shape; the rows are typed by NewRow<T> at the call.
async function insertChunks<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: NewRow<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK_SIZE) as never)
      .execute();
  }
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('province').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the demo data in one transaction, in foreign-key order. The output depends only on
 * `today` ('YYYY-MM-DD'). Seeding an already seeded database changes nothing (idempotent).
 */
export async function seedDatabase(db: Kysely<Database>, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) return;
    const salons = salonRows(today);
    await insertChunks(trx, 'province', provinceRows());
    await insertChunks(trx, 'district', districtRows());
    await insertChunks(trx, 'salon', salons);
    for (const { closure, backupSalonIds } of closureSeeds(today)) {
      const { id } = await trx
        .insertInto('salon_closure')
        .values(closure)
        .returning('id')
        .executeTakeFirstOrThrow();
      const backups = backupSalonIds.map((salonId) => ({ closure_id: id, salon_id: salonId }));
      await insertChunks(trx, 'salon_closure_backup', backups);
    }
    await insertChunks(trx, 'salon_slot', slotRows(salons));
    await insertChunks(trx, 'service_category', categoryRows());
    await insertChunks(trx, 'service_group', groupRows());
    await insertChunks(trx, 'service', serviceRows());
    await insertChunks(trx, 'service_upsale', upsaleRows());
    await insertChunks(trx, 'salon_service', salonServiceRows(salons.map((s) => s.id)));
    await insertChunks(trx, 'service_special_day_rule', specialDayRuleRows(today));
    await insertChunks(trx, 'service_next_step_rule', nextStepRuleRows());
    await insertChunks(trx, 'guide_screen', guideScreenRows());
    await insertChunks(trx, 'member_price', memberPriceRows());
    const staff = staffRows();
    await insertChunks(trx, 'staff', staff);
    await insertChunks(trx, 'staff_shift', buildShiftRows(staff, salons, today, DEMO_SHIFT_DAYS));
    const receptionists = receptionistRows(salons.map((s) => s.id));
    await insertChunks(trx, 'receptionist', receptionists);
    const receptionShifts = receptionShiftRows(receptionists, salons, today, DEMO_SHIFT_DAYS);
    await insertChunks(trx, 'reception_shift', receptionShifts);
    await insertChunks(trx, 'customer', customerRows());
    await seedOpeningBalances(trx);
    await seedSalonExtras(trx, today);
    await seedVisits(trx, today);
    await seedCampaigns(trx, today);
    await seedHomeContent(trx, today);
    await seedTranslations(trx);
    await seedLuckyWheel(trx);
    await seedSocial(trx, today);
  });
}

/**
 * Adds the demo shifts of today .. today + 2 that are missing (existing shifts are kept), so a
 * database seeded days ago still has bookable staff. Returns the number of shifts inserted.
 */
export async function ensureDemoShifts(db: Kysely<Database>, today: string): Promise<number> {
  const [staff, salons] = await Promise.all([
    db
      .selectFrom('staff')
      .select(['id', 'kind', 'home_salon_id', 'is_active'])
      .where('is_active', '=', true)
      .execute(),
    db
      .selectFrom('salon')
      .select(['id', 'slot_minutes', 'opens_at_minute', 'closes_at_minute', 'opening_date'])
      .where('is_active', '=', true)
      .execute(),
  ]);
  const rows = buildShiftRows(staff, salons, today, DEMO_SHIFT_DAYS);
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    const result = await db
      .insertInto('staff_shift')
      .values(rows.slice(i, i + CHUNK_SIZE))
      .onConflict((oc) => oc.columns(['staff_id', 'work_date']).doNothing())
      .returning('staff_id')
      .execute();
    inserted += result.length;
  }
  // Reception shifts the same way (none before the seed had receptionists).
  const receptionists = await db
    .selectFrom('receptionist')
    .select(['id', 'home_salon_id', 'is_active'])
    .execute();
  const reception = receptionShiftRows(receptionists, salons, today, DEMO_SHIFT_DAYS);
  if (reception.length > 0) {
    await db
      .insertInto('reception_shift')
      .values(reception)
      .onConflict((oc) => oc.columns(['receptionist_id', 'work_date']).doNothing())
      .execute();
  }
  return inserted;
}
