import { writeFileSync } from 'node:fs';
import { generate, PostgresDialect } from 'kysely-codegen';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

// The database's row types, generated from the real schema (an in-memory database migrated to the
// latest): tables, columns, nullability and defaults come from the database; the overrides below only
// narrow what SQL cannot say (the shape of a jsonb column, a text column's allowed values). Run with
// `npm run db:types` after adding a migration; db/database-types.test.ts fails while this file is stale.
export const GENERATED_FILE = new URL('./database.generated.ts', import.meta.url);

const json = (shape: string) => `ColumnType<${shape}, string | ${shape}, string | ${shape}>`;
const jsonWithDefault = (shape: string) =>
  `ColumnType<${shape}, string | ${shape} | undefined, string | ${shape}>`;

const columns: Record<string, string> = {
  'salon.images': jsonWithDefault('string[]'),
  'salon.book_many_people': "Generated<'off' | 'all' | 'notToday'>",
  'service_group.tags': jsonWithDefault('string[]'),
  'service_group.banners': jsonWithDefault('Banner[]'),
  'service.images': jsonWithDefault('string[]'),
  'service.tags': jsonWithDefault('string[]'),
  'service.combo_detail': jsonWithDefault('ComboItem[]'),
  'staff.kind': "'stylist' | 'skinner'",
  'staff.rating_info': jsonWithDefault('RatingInfo[]'),
  'staff.favorite_images': jsonWithDefault('string[]'),
  'booking.status': 'BookingStatus',
  'booking.params': jsonWithDefault('Record<string, string>'),
  'booking.extras': jsonWithDefault('Record<string, unknown>'),
  'booking_person.services': json('BookedService[]'),
  'service_special_day_rule.dates': json('string[]'),
  'service_next_step_rule.rule_type': 'NextStepRuleType',
  'service_next_step_rule.list_service': json('number[]'),
  'guide_screen.guide_list': json('GuideListItem[]'),
  'tracking_event.data': jsonWithDefault('Record<string, unknown>'),
  'tracking_error_log.data': jsonWithDefault('Record<string, unknown>'),
  'salon.special_hours': jsonWithDefault('SpecialHours'),
  'home_document.body': json('unknown'),
  'otp_code.purpose': "'login' | 'booking'",
  'otp_code.method': 'OtpMethod',
  'campaign.scope': "'public' | 'voucher'",
  'campaign.claim_kind': "Generated<'none' | 'one-phone' | 'reward'>",
  'campaign.effect_kind': "'price' | 'percent'",
  'campaign_service.role': "'condition' | 'apply'",
  'voucher.source': "'code' | 'one-phone' | 'reward' | 'gift' | 'wheel' | 'lucky-sprint'",
  'payment_topup.status': "Generated<'pending' | 'paid' | 'failed'>",
  'balance_ledger.kind': "'opening' | 'topup' | 'booking' | 'refund' | 'change-refund'",
  'visit.services': json('VisitService[]'),
  'visit.promotions': json('VisitPromotion[]'),
  'visit.images': jsonWithDefault('string[]'),
  'visit_rating.tags': jsonWithDefault('string[]'),
  'waitlist_entry.service_ids': json('number[]'),
  'waitlist_entry.status': 'Generated<WaitlistStatus>',
  'scheduled_jobs.payload': jsonWithDefault('Record<string, unknown>'),
  'campaign_course.service_ids': jsonWithDefault('number[]'),
  'staff_challenge.metric': "'five_star_ratings' | 'visits'",
  'lucky_gift.kind': 'LuckyGiftKind',
  'lucky_spin_ledger.kind': "'opening' | 'quest' | 'exchange' | 'spin' | 'gift'",
  'lucky_point_ledger.kind': "'opening' | 'gift' | 'exchange' | 'sprint'",
  'lucky_quest.kind': "'visit' | 'rating' | 'topup'",
};

const valueTypes = [
  'Banner',
  'ComboItem',
  'RatingInfo',
  'BookedService',
  'NextStepRuleType',
  'GuideListItem',
  'SpecialHours',
  'VisitService',
  'VisitPromotion',
  'WaitlistStatus',
  'LuckyGiftKind',
];

/** The generated file's text for the schema `migrateToLatest` makes today. */
export async function generatedTypes(): Promise<string> {
  const handle = await connectDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    const text = await generate({
      db: handle.db,
      dialect: new PostgresDialect(),
      excludePattern: 'kysely_*',
      // The connection's parsers (db/connect.ts) read dates as 'YYYY-MM-DD' text and counts as numbers.
      typeMapping: { date: 'string', int8: 'number' },
      overrides: { columns },
      typeOnlyImports: true,
      print: false,
      outFile: null,
    });
    const imports = [
      "import type { BookingStatus, OtpMethod } from '@salon/domain';",
      `import type { ${valueTypes.join(', ')} } from './column-types.ts';`,
    ].join('\n');
    return text.replace(/^(import type \{ ColumnType \} from "kysely";)$/m, `$1\n${imports}`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(GENERATED_FILE, await generatedTypes());
  console.log(`wrote ${GENERATED_FILE.pathname}`);
}
