import { Refusal } from '@salon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, type SessionCustomer, SESSION_LIFETIME_MS } from './sessions.ts';
import { noteLoginRead } from './route-auth.ts';

// Who is calling: the HttpOnly `accessToken` cookie the server sets at login (the web app's only copy:
// no script can read it), or a Bearer token (the spec's header, for app shells that pass a token).
// Any module may use these helpers.

export const TOKEN_COOKIE = 'accessToken';
/** Readable by the page, holding no secret: tells the web app a session cookie exists. */
export const SESSION_HINT_COOKIE = 'loggedIn';
export type CurrentCustomer = SessionCustomer;

/** The token of the request: an explicit one (a body field), else Bearer, else the cookie. */
export function tokenOf(request: FastifyRequest, explicit?: string | null): string | null {
  if (explicit) return explicit;
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return request.cookies?.[TOKEN_COOKIE] || null;
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentCustomer | null>>();

/** The logged-in customer, or null for an anonymous visitor or a bad, expired or revoked token. */
export function optionalCustomer(request: FastifyRequest, explicitToken?: string | null) {
  noteLoginRead(request, false);
  if (explicitToken) return lookup(request, explicitToken);
  let found = resolved.get(request);
  if (!found) {
    found = lookup(request, tokenOf(request));
    resolved.set(request, found);
  }
  return found;
}

async function lookup(request: FastifyRequest, token: string | null): Promise<CurrentCustomer | null> {
  if (!token) return null;
  const { db, now } = request.server.deps;
  return findSession(db, token, now());
}

/**
 * The phone of the logged-in customer making the request (Bearer token or session cookie), or null.
 * A booking for one's own phone needs no OTP; the booking detail and its reminders are readable by its owner.
 */
export async function loggedInPhone(request: FastifyRequest): Promise<string | null> {
  return (await optionalCustomer(request))?.phone ?? null;
}

/** The logged-in customer, or a 401 'Bạn vui lòng đăng nhập để tiếp tục.' */
export async function requireCustomer(
  request: FastifyRequest,
  explicitToken?: string | null,
): Promise<CurrentCustomer> {
  noteLoginRead(request, true);
  const customer = await optionalCustomer(request, explicitToken);
  if (!customer) throw new Refusal('unauthorized');
  return customer;
}

/**
 * Sets the session cookie (HttpOnly, SameSite=Lax, Secure over HTTPS or in production, about 3 years)
 * and its readable hint.
 */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || request.server.deps.config.mode === 'production',
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
  reply.setCookie(TOKEN_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearTokenCookie(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
