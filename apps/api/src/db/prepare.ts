import { todayInVietnam } from '@salon/domain';
import type { Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureDemoShifts, isSeeded, seedDatabase, seedTranslations } from './seed/index.ts';

/** Migrations always; demo data into an empty database; demo shifts kept current so the demo never goes stale. */
export async function prepareDatabase(db: Db, opts: { seedDemo: boolean; today?: string }): Promise<void> {
  await migrateToLatest(db);
  if (!opts.seedDemo) return;
  const today = opts.today ?? todayInVietnam();
  if (!(await isSeeded(db))) await seedDatabase(db, today);
  else {
    await ensureDemoShifts(db, today);
    // A demo database seeded before the English catalogue existed gets it (texts already there stay).
    await seedTranslations(db);
  }
}
