import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of the auth area: customers as accounts, and failed password logins.

export async function findCustomerByPhone(db: Db, phone: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'phone', 'password_hash', 'registered_at'])
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** The account of a phone, created on its first OTP login; registered from then on. */
/** The phone's customer, registered now if not yet; `created`: the chain did not know the phone before. */
export async function ensureRegistered(db: Db, phone: string, now: Date) {
  return (
    db
      .insertInto('customer')
      .values({ phone, registered_at: now })
      .onConflict((oc) =>
        oc.column('phone').doUpdateSet((eb) => ({
          registered_at: eb.fn.coalesce('customer.registered_at', 'excluded.registered_at'),
        })),
      )
      // xmax is 0 on a row this statement inserted, not on one it updated (PostgreSQL's upsert).
      .returning(['id', 'password_hash', sql<boolean>`xmax = 0`.as('created')])
      .executeTakeFirstOrThrow()
  );
}

export async function setPasswordHash(db: Db, customerId: number, hash: string) {
  await db.updateTable('customer').set({ password_hash: hash }).where('id', '=', customerId).execute();
}

export async function setCustomerName(db: Db, customerId: number, name: string) {
  await db.updateTable('customer').set({ name }).where('id', '=', customerId).execute();
}

export async function currentUserRow(db: Db, customerId: number) {
  return db
    .selectFrom('customer')
    .select([
      'id',
      'phone',
      'name',
      'member_type',
      'account_balance',
      'registered_at',
      'agree_protect_personal_info',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** Records an attempt before the password is checked, so concurrent guesses all count. */
export async function recordAttempt(db: Db, phone: string, clientIp: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_failure')
    .values({ phone, client_ip: clientIp, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Earlier attempts in the window (those recorded before `beforeId`): per phone, per (phone, address)
 * and per address (decision 0102).
 */
export async function priorFailures(db: Db, phone: string, clientIp: string, since: Date, beforeId: number) {
  const row = await db
    .selectFrom('login_failure')
    .where('created_at', '>', since)
    .where('id', '<', beforeId)
    .where((eb) => eb.or([eb('phone', '=', phone), eb('client_ip', '=', clientIp)]))
    .select((eb) => {
      const count = (cond: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
      const samePhone = eb('phone', '=', phone);
      const sameIp = eb('client_ip', '=', clientIp);
      return [
        count(eb.and([samePhone])).as('phone'),
        count(eb.and([samePhone, sameIp])).as('pair'),
        count(eb.and([sameIp])).as('ip'),
      ];
    })
    .executeTakeFirstOrThrow();
  return { phone: Number(row.phone ?? 0), pair: Number(row.pair ?? 0), ip: Number(row.ip ?? 0) };
}

export async function forgetAttempt(db: Db, id: number) {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}

export async function clearFailures(db: Db, phone: string) {
  await db.deleteFrom('login_failure').where('phone', '=', phone).execute();
}
