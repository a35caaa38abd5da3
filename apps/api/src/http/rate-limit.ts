import { message } from '@salon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { addressKey } from './address-key.ts';
import { optionalCustomer } from './auth.ts';

// Per-address fixed-window limits kept in the database (decision 0102): several processes behind a
// proxy share them, like the OTP and login limits. One upsert per counted request.

export interface AddressLimit {
  /** Route family: calls of one family from one address share a counter. */
  family: string;
  max: number;
  windowSeconds: number;
}

/** Phone-only reads: far above what one customer clicks, far below an enumeration (decision 0102). */
export const PHONE_READ_LIMIT = { max: 30, windowSeconds: 60 } as const;

const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Counts one call of `key`; returns the count in the current window and when the window ends. */
export async function countCall(db: Db, key: string, now: Date, windowSeconds: number) {
  const fresh = new Date(now.getTime() + windowSeconds * 1000);
  const { rows } = await sql<{ n: number; reset_at: Date | string }>`
    insert into rate_limit as r (key, reset_at, n) values (${key}, ${fresh}, 1)
    on conflict (key) do update set
      n = case when r.reset_at > ${now} then r.n + 1 else 1 end,
      reset_at = case when r.reset_at > ${now} then r.reset_at else excluded.reset_at end
    returning n, reset_at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate_limit upsert returned nothing');
  // Keys of addresses that went quiet are dropped now and then, so the table does not grow forever.
  const last = lastSweep.get(db) ?? 0;
  if (row.n === 1 && now.getTime() - last > SWEEP_EVERY_MS) {
    lastSweep.set(db, now.getTime());
    await db.deleteFrom('rate_limit').where('reset_at', '<', now).execute();
  }
  return { count: Number(row.n), resetAt: new Date(row.reset_at) };
}

/** Counts the call for the address; false (and a 429 'Bạn thao tác quá nhanh…' with Retry-After) beyond the limit. */
export async function withinLimit(request: FastifyRequest, reply: FastifyReply, limit: AddressLimit) {
  const { db, now } = request.server.deps;
  const at = now();
  const { count, resetAt } = await countCall(
    db,
    `${limit.family}|${addressKey(request.ip)}`,
    at,
    limit.windowSeconds,
  );
  if (count <= limit.max) return true;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
  reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ statusCode: 429, message: message('tooManyRequests'), retryAfterSeconds: seconds });
  return false;
}

/** Whether the caller is logged in as this phone (+84 form). */
export async function isOwnerOf(request: FastifyRequest, phone: string): Promise<boolean> {
  const me = await optionalCustomer(request);
  return me !== null && me.phone === phone;
}

/**
 * preHandler for a phone-only read: a call naming a phone counts against the address's limit of the
 * family, unless the caller is that phone's logged-in owner (the owner reads their own data freely).
 */
export function limitPhoneReads(
  family: string,
  phoneOf: (request: FastifyRequest) => string | null | undefined,
) {
  const limit: AddressLimit = { family, ...PHONE_READ_LIMIT };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const phone = phoneOf(request);
    if (!phone || (await isOwnerOf(request, phone))) return;
    if (!(await withinLimit(request, reply, limit))) return reply;
  };
}
