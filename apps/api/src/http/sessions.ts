import { createHash, randomBytes } from 'node:crypto';
import { THREE_YEARS_MS } from '@salon/domain';
import type { Db } from '../db/connect.ts';

// The login session behind every request (http/auth.ts reads it; the auth module's logins make and
// revoke it): at the edge rather than in the auth module, so the edge imports no module.
// Access tokens are opaque random strings; only their SHA-256 is stored, so a leaked table holds no
// usable token. A session expires and can be revoked (logout, password change).

/** 000 §9: the login cookie lives about 3 years (1095 days, domain lifetimes.ts); the session as long. */
export const SESSION_LIFETIME_MS = THREE_YEARS_MS;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, customerId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_session')
    .values({
      customer_id: customerId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .execute();
  return token;
}

export interface SessionCustomer {
  sessionId: number;
  customerId: number;
  phone: string;
}

/** The live session of a token: not revoked, not expired; null otherwise. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionCustomer | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom('auth_session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .select(['s.id as sessionId', 'c.id as customerId', 'c.phone'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { sessionId: Number(row.sessionId), customerId: row.customerId, phone: row.phone } : null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
