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

/** Codes sent in the hour before `now` to a phone, from an address, or both: count and oldest send time. */
export async function sentInLastHour(db: Q, by: { phone?: string; clientIp?: string }, now: Date) {
  let query = db
    .selectFrom('otp_code')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS));
  if (by.phone !== undefined) query = query.where('phone', '=', by.phone);
  if (by.clientIp !== undefined) query = query.where('client_ip', '=', by.clientIp);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Login codes sent from an address in the hour before `now` (its pressure: the captcha's level). */
export async function loginSendsFromAddress(db: Q, clientIp: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('otp_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_ip', '=', clientIp)
    .where('purpose', '=', 'login')
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises the budget's count and the insert across the site (class 3: taken after the sender's locks). */
export async function lockBudget(trx: Transaction<Database>) {
  await sql`select pg_advisory_xact_lock(3, 0)`.execute(trx);
}

/** Codes sent in the hour before `now` by the whole site and to numbers starting `+84…` (the prefix), with the oldest of each. */
export async function budgetUse(db: Q, intlPrefix: string, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const like = `${intlPrefix}%`;
  const { rows } = await sql<{
    site: number | string;
    prefix: number | string;
    oldest_site: Date | string | null;
    oldest_prefix: Date | string | null;
  }>`
    select count(*) as site, count(*) filter (where phone like ${like}) as prefix,
           min(created_at) as oldest_site, min(created_at) filter (where phone like ${like}) as oldest_prefix
    from otp_code where created_at > ${since}`.execute(db);
  const row = rows[0];
  const date = (d: Date | string | null | undefined) => (d ? new Date(d) : null);
  return {
    siteLastHour: Number(row?.site ?? 0),
    prefixLastHour: Number(row?.prefix ?? 0),
    oldestSite: date(row?.oldest_site),
    oldestPrefix: date(row?.oldest_prefix),
  };
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

/** Logs a try before the code is compared, so concurrent guesses see each other (decision 0102). */
export async function recordTry(db: Q, t: { codeId: number; phone: string; clientIp: string; now: Date }) {
  const row = await db
    .insertInto('otp_wrong_try')
    .values({ code_id: t.codeId, phone: t.phone, client_ip: t.clientIp, created_at: t.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Tries older than an hour count for nothing (codes live 5 minutes). */
export async function sweepTries(db: Q, now: Date) {
  await db
    .deleteFrom('otp_wrong_try')
    .where('created_at', '<', new Date(now.getTime() - HOUR_MS))
    .execute();
}

/** A right code (or a refused try) is not a wrong try. */
export async function forgetTry(db: Q, id: number) {
  await db.deleteFrom('otp_wrong_try').where('id', '=', id).execute();
}

/** Wrong tries logged before `beforeId`: on this code (from this address, from others), and in the last hour. */
export async function priorWrongTries(
  db: Q,
  t: { codeId: number; phone: string; clientIp: string; senderIp: string; now: Date; beforeId: number },
) {
  const since = new Date(t.now.getTime() - HOUR_MS);
  const row = await db
    .selectFrom('otp_wrong_try')
    .where('id', '<', t.beforeId)
    .where((eb) => eb.or([eb('created_at', '>', since), eb('code_id', '=', t.codeId)]))
    .where((eb) => eb.or([eb('phone', '=', t.phone), eb('client_ip', '=', t.clientIp)]))
    .select((eb) => {
      const recent = eb('created_at', '>', since);
      const samePhone = eb('phone', '=', t.phone);
      const sameIp = eb('client_ip', '=', t.clientIp);
      const sameCode = eb('code_id', '=', t.codeId);
      const count = (cond: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
      return [
        count(eb.and([sameCode, sameIp])).as('code_from_ip'),
        count(eb.and([sameCode, eb('client_ip', '<>', t.senderIp)])).as('code_from_others'),
        count(eb.and([recent, samePhone, sameIp])).as('phone_from_ip'),
        count(eb.and([recent, sameIp])).as('from_ip'),
        count(eb.and([recent, samePhone])).as('phone'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    codeFromIp: Number(row.code_from_ip ?? 0),
    codeFromOthers: Number(row.code_from_others ?? 0),
    phoneFromIpLastHour: Number(row.phone_from_ip ?? 0),
    fromIpLastHour: Number(row.from_ip ?? 0),
    phoneLastHour: Number(row.phone ?? 0),
  };
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
