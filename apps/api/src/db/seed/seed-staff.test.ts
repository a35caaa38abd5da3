import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../connect.ts';
import { ensureDemoShifts, isSeeded, seedDatabase } from './index.ts';
import { FUTURE_SALON_ID } from './salons.ts';
import { countRows, DAYS, freshSeededDb, TODAY } from './seed-test-db.ts';
import { INACTIVE_STAFF_ID, MOVED_STYLIST } from './staff.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await freshSeededDb();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const count = (table: Parameters<typeof countRows>[1]) => countRows(h.db, table);

describe('seed: staff and shifts', () => {
  it('has 150+ staff with stylists and a skinner in every salon', async () => {
    const staff = await h.db.selectFrom('staff').selectAll().execute();
    expect(staff.length).toBeGreaterThanOrEqual(150);
    const salons = await h.db.selectFrom('salon').select('id').execute();
    for (const { id } of salons) {
      expect(
        staff.filter((s) => s.home_salon_id === id && s.kind === 'stylist').length,
      ).toBeGreaterThanOrEqual(3);
      expect(staff.some((s) => s.home_salon_id === id && s.kind === 'skinner')).toBe(true);
    }
    expect(staff.some((s) => s.is_master && s.skill_level === 3)).toBe(true);
    expect(staff.some((s) => s.total_customer < 100)).toBe(true);
    expect(staff.some((s) => s.total_customer > 1000)).toBe(true);
    for (const s of staff) {
      expect(Number(s.rating_star)).toBeGreaterThanOrEqual(4.5);
      expect(Number(s.rating_star)).toBeLessThanOrEqual(5);
      expect(s.rating_info[0]).toMatchObject({ Name: 'Hài lòng', Star: 5, TotalCustomer: s.total_customer });
    }
  });

  it('has shifts for all three days, a moved stylist and none for inactive staff', async () => {
    for (const day of DAYS) {
      const rows = await h.db
        .selectFrom('staff_shift')
        .select('salon_id')
        .where('work_date', '=', day)
        .execute();
      expect(rows.length, day).toBeGreaterThan(100);
      // Every salon already open that day has a stylist on shift.
      const open = await h.db
        .selectFrom('salon')
        .select('id')
        .where((eb) => eb.or([eb('opening_date', 'is', null), eb('opening_date', '<=', day)]))
        .execute();
      for (const { id } of open)
        expect(
          rows.some((r) => r.salon_id === id),
          `salon ${id} on ${day}`,
        ).toBe(true);
    }
    const moved = await h.db
      .selectFrom('staff_shift')
      .innerJoin('staff', 'staff.id', 'staff_shift.staff_id')
      .select(['staff_shift.salon_id', 'staff.home_salon_id'])
      .where('staff_id', '=', MOVED_STYLIST.staffId)
      .where('work_date', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    expect(moved.salon_id).not.toBe(moved.home_salon_id);
    const inactive = await h.db
      .selectFrom('staff_shift')
      .select('staff_id')
      .where('staff_id', '=', INACTIVE_STAFF_ID);
    expect(await inactive.execute()).toEqual([]);
    const future = await h.db
      .selectFrom('staff_shift')
      .select('work_date')
      .where('salon_id', '=', FUTURE_SALON_ID)
      .execute();
    expect(future.every((s) => s.work_date >= '2026-11-28')).toBe(true);
  });
});

describe('seed: idempotence and determinism', () => {
  it('does not seed twice', async () => {
    expect(await isSeeded(h.db)).toBe(true);
    const before = [await count('salon'), await count('staff'), await count('staff_shift')];
    await seedDatabase(h.db, TODAY);
    expect([await count('salon'), await count('staff'), await count('staff_shift')]).toEqual(before);
  });

  it('adds the missing demo shifts for a later today', async () => {
    const added = await ensureDemoShifts(h.db, '2026-11-25');
    expect(added).toBeGreaterThan(100);
    const days = await h.db
      .selectFrom('staff_shift')
      .select('work_date')
      .distinct()
      .where('work_date', '>=', '2026-11-26')
      .where('work_date', '<=', '2026-11-27')
      .execute();
    expect(days).toHaveLength(2);
    expect(await ensureDemoShifts(h.db, '2026-11-25')).toBe(0);
  });

  it('gives identical salon and staff rows on two fresh databases', async () => {
    const other = await freshSeededDb();
    try {
      for (const table of ['salon', 'staff', 'service', 'salon_slot'] as const) {
        const a = await h.db.selectFrom(table).selectAll().orderBy('id').execute();
        const b = await other.db.selectFrom(table).selectAll().orderBy('id').execute();
        expect(b, table).toEqual(a);
      }
      const shifts = (db: DbHandle['db']) =>
        db
          .selectFrom('staff_shift')
          .selectAll()
          .where('work_date', '<=', '2026-11-25')
          .orderBy('staff_id')
          .orderBy('work_date')
          .execute();
      expect(await shifts(other.db)).toEqual(await shifts(h.db));
    } finally {
      await other.close();
    }
  }, 120_000);
});
