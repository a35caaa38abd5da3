import { type Kysely, sql } from 'kysely';

// Decision 0135: the SMS budget counts the whole site's codes of the last hour on every send, so the
// codes get an index on their time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index otp_code_time_idx on otp_code using btree (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index otp_code_time_idx`.execute(db);
}
