import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './schema.ts';
import * as bookingCore from './migrations/2026-11-23-001-booking-core.ts';
import * as salons from './migrations/2026-11-23-002-salons.ts';
import * as services from './migrations/2026-11-23-003-services.ts';
import * as booking from './migrations/2026-11-23-004-booking.ts';
import * as authOtp from './migrations/2026-11-23-005-auth-otp.ts';
import * as tracking from './migrations/2026-11-23-006-tracking.ts';
import * as home from './migrations/2026-11-23-007-home.ts';
import * as campaigns from './migrations/2026-11-23-008-campaigns.ts';
import * as bookingHolds from './migrations/2026-11-24-009-booking-holds.ts';
import * as rateLimits from './migrations/2026-11-24-102-rate-limits.ts';
import * as giveBackUses from './migrations/2026-11-24-010-give-back-uses.ts';
import * as receptionParking from './migrations/2026-11-24-012-reception-parking.ts';
import * as contentVersion from './migrations/2026-11-24-121-content-version.ts';
import * as memberPrices from './migrations/2026-11-24-011-member-prices.ts';
import * as walletLedger from './migrations/2026-11-24-140-wallet-ledger.ts';
import * as ledgerRefunds from './migrations/2026-11-24-141-ledger-refunds.ts';
import * as visitHistory from './migrations/2026-11-24-130-visit-history.ts';
import * as bookInOne from './migrations/2026-11-24-190-book-in-one.ts';
import * as bookInOneReadsFirst from './migrations/2026-11-24-191-book-in-one-reads-first.ts';
import * as scheduledJobs from './migrations/2026-11-24-200-scheduled-jobs.ts';
import * as reminders from './migrations/2026-11-24-201-reminders.ts';
import * as waitlist from './migrations/2026-11-24-210-waitlist.ts';
import * as social from './migrations/2026-11-24-180-social.ts';
import * as discoverTagEn from './migrations/2026-11-24-181-discover-tag-en.ts';
import * as bookingPaymentFollowsChanges from './migrations/2026-11-24-142-booking-payment-follows-changes.ts';
import * as bookingAtHome from './migrations/2026-11-24-160-booking-at-home.ts';
import * as luckyWheel from './migrations/2026-11-24-170-lucky-wheel.ts';
import * as savedPlaces from './migrations/2026-11-24-150-saved-places.ts';

// Migrations are listed here (not read from disk) so they work the same from source and from a bundle.
// Add new ones at the end; names sort by date.
const migrations: Record<string, Migration> = {
  '2026-11-23-001-booking-core': bookingCore,
  '2026-11-23-002-salons': salons,
  '2026-11-23-003-services': services,
  '2026-11-23-004-booking': booking,
  '2026-11-23-005-auth-otp': authOtp,
  '2026-11-23-006-tracking': tracking,
  '2026-11-23-007-home': home,
  '2026-11-23-008-campaigns': campaigns,
  '2026-11-24-009-booking-holds': bookingHolds,
  '2026-11-24-102-rate-limits': rateLimits,
  '2026-11-24-010-give-back-uses': giveBackUses,
  '2026-11-24-012-reception-parking': receptionParking,
  '2026-11-24-121-content-version': contentVersion,
  '2026-11-24-011-member-prices': memberPrices,
  '2026-11-24-140-wallet-ledger': walletLedger,
  '2026-11-24-141-ledger-refunds': ledgerRefunds,
  '2026-11-24-130-visit-history': visitHistory,
  '2026-11-24-190-book-in-one': bookInOne,
  '2026-11-24-191-book-in-one-reads-first': bookInOneReadsFirst,
  '2026-11-24-200-scheduled-jobs': scheduledJobs,
  '2026-11-24-201-reminders': reminders,
  '2026-11-24-210-waitlist': waitlist,
  '2026-11-24-180-social': social,
  '2026-11-24-181-discover-tag-en': discoverTagEn,
  '2026-11-24-142-booking-payment-follows-changes': bookingPaymentFollowsChanges,
  '2026-11-24-160-booking-at-home': bookingAtHome,
  '2026-11-24-170-lucky-wheel': luckyWheel,
  '2026-11-24-150-saved-places': savedPlaces,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Areas add numbered migrations independently, so one may land before a lower-numbered one.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Runs a script of statements one by one (PGlite's extended protocol takes one statement at a time). */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    const text = statement.replace(/--[^\n]*/g, '').trim();
    if (text) await sql.raw(text).execute(db);
  }
}
