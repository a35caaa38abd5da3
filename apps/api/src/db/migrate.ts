import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './schema.ts';
import * as baseline from './migrations/0000-baseline.ts';
import * as bookingWritePath from './migrations/0001-booking-write-path.ts';
import * as otpCodeTimeIndex from './migrations/0002-otp-code-time-index.ts';
import * as fairHolds from './migrations/0003-fair-holds.ts';
import * as visitDay from './migrations/0004-visit-day.ts';
import * as pushSubscription from './migrations/0005-push-subscription.ts';
import * as salonBookingRules from './migrations/0006-salon-booking-rules.ts';
import * as textTranslation from './migrations/0007-text-translation.ts';
import * as fasterCreate from './migrations/0008-faster-create.ts';
import * as productCollections from './migrations/0009-product-collections.ts';
import * as shortDayLock from './migrations/0010-short-day-lock.ts';
import * as promotionsInOne from './migrations/0011-promotions-in-one.ts';
import * as campaignsCheckedInOne from './migrations/0012-campaigns-checked-in-one.ts';
import * as tierReadInOne from './migrations/0013-tier-read-in-one.ts';

// Migrations are listed here (not read from disk) so they work the same from source and from a bundle.
// They run in the order of their names: add a new one at the end, named after the last one.
const migrations: Record<string, Migration> = {
  '0000-baseline': baseline,
  '0001-booking-write-path': bookingWritePath,
  '0002-otp-code-time-index': otpCodeTimeIndex,
  '0003-fair-holds': fairHolds,
  '0004-visit-day': visitDay,
  '0005-push-subscription': pushSubscription,
  '0006-salon-booking-rules': salonBookingRules,
  '0007-text-translation': textTranslation,
  '0008-faster-create': fasterCreate,
  '0009-product-collections': productCollections,
  '0010-short-day-lock': shortDayLock,
  '0011-promotions-in-one': promotionsInOne,
  '0012-campaigns-checked-in-one': campaignsCheckedInOne,
  '0013-tier-read-in-one': tierReadInOne,
};

/** Every migration's name, in the order they run. */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await adoptFirstBuilds(db);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

// The first builds' 28 migrations, which 0000-baseline replaces: a database made by them has exactly
// today's baseline schema (decision 0139).
export const FIRST_BUILDS = [
  '2026-11-23-001-booking-core',
  '2026-11-23-002-salons',
  '2026-11-23-003-services',
  '2026-11-23-004-booking',
  '2026-11-23-005-auth-otp',
  '2026-11-23-006-tracking',
  '2026-11-23-007-home',
  '2026-11-23-008-campaigns',
  '2026-11-24-009-booking-holds',
  '2026-11-24-010-give-back-uses',
  '2026-11-24-011-member-prices',
  '2026-11-24-012-reception-parking',
  '2026-11-24-102-rate-limits',
  '2026-11-24-121-content-version',
  '2026-11-24-130-visit-history',
  '2026-11-24-140-wallet-ledger',
  '2026-11-24-141-ledger-refunds',
  '2026-11-24-142-booking-payment-follows-changes',
  '2026-11-24-150-saved-places',
  '2026-11-24-160-booking-at-home',
  '2026-11-24-170-lucky-wheel',
  '2026-11-24-180-social',
  '2026-11-24-181-discover-tag-en',
  '2026-11-24-190-book-in-one',
  '2026-11-24-191-book-in-one-reads-first',
  '2026-11-24-200-scheduled-jobs',
  '2026-11-24-201-reminders',
  '2026-11-24-210-waitlist',
];

/**
 * A database made by a first build (its migrations all applied) is recorded as at the baseline, in one
 * transaction; one that stopped part-way is refused with a one-line reason, never half-migrated.
 */
async function adoptFirstBuilds(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const table = await sql<{
      found: string | null;
    }>`select to_regclass('kysely_migration')::text as found`.execute(trx);
    if (!table.rows[0]?.found) return;
    await sql`lock table kysely_migration in exclusive mode`.execute(trx);
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(trx);
    const applied = new Set(rows.rows.map((r) => r.name));
    const old = FIRST_BUILDS.filter((name) => applied.has(name));
    if (old.length === 0) return;
    if (old.length < FIRST_BUILDS.length)
      throw new Error(
        `this database was made by an older build that stopped after ${old.length} of its ${FIRST_BUILDS.length} migrations: restore a backup or start from an empty database`,
      );
    await sql`delete from kysely_migration where name in (${sql.join(FIRST_BUILDS)})`.execute(trx);
    await sql`insert into kysely_migration (name, timestamp) values ('0000-baseline', ${new Date().toISOString()})`.execute(
      trx,
    );
  });
}

export { runScript } from './sql-script.ts';
