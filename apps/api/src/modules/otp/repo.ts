import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OtpMethod, OtpPurpose } from './otp-contract.ts';

type Q = Kysely<Database> | Transaction<Database>;
const HOUR_MS = 3_600_000;

/** Serialises sends for one phone and one client address (class 1 then 2, so never a deadlock). */
export async function lockSender(trx: Transaction<Database>, phone: string, clientIp: string) {
  await sql`select pg_advisory_xact_lock(1, hashtext(${phone}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(2, hashtext(${clientIp}))`.execute(trx);
}

export async function lastSent(db: Q, phone: string, purpose: OtpPurpose) {
  return db
    .selectFrom('otp_code')
    .select(['created_at', 'method'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Codes sent in the hour before `now`: count and the oldest send time. */
export async function sentInLastHour(db: Q, by: 'phone' | 'client_ip', value: string, now: Date) {
  const row = await db
    .selectFrom('otp_code')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where(by, '=', value)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  db: Q,
  row: {
    phone: string;
    purpose: OtpPurpose;
    ref: string;
    method: OtpMethod;
    codeHash: string;
    clientIp: string;
    now: Date;
    ttlSeconds: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('otp_code')
    .values({
      phone: row.phone,
      purpose: row.purpose,
      ref: row.ref,
      method: row.method,
      code_hash: row.codeHash,
      client_ip: row.clientIp,
      created_at: row.now,
      expires_at: new Date(row.now.getTime() + row.ttlSeconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function deleteCode(db: Q, id: number) {
  await db.deleteFrom('otp_code').where('id', '=', id).execute();
}

export async function latestCode(db: Q, phone: string, purpose: OtpPurpose, ref: string) {
  return db
    .selectFrom('otp_code')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('ref', '=', ref)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Wrong tries on this phone's codes sent in the last hour. */
export async function wrongTriesLastHour(db: Q, phone: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('otp_code')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('wrong_tries'), eb.lit(0)).as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends the code once: false when another request spent it first or it ran out of tries. */
export async function consumeCode(db: Q, id: number, maxTries: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_code')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('wrong_tries', '<', maxTries)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a wrong try atomically; undefined when the code had no tries left. */
export async function addWrongTry(db: Q, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_code')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .where('wrong_tries', '<', maxTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  return row?.wrong_tries;
}
