import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The one ETag rule of the server (documents, lists, pages). Configuration and lists are revalidated by the browser with their ETag: an unchanged document
// answers 304 with no body, so a second visit downloads nothing.

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match names this ETag, strong or weak (a list, or the * wildcard). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** Sends JSON text with its ETag and `cache-control: no-cache`, or 304 when the client has it. */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  etag = etagOf(json),
) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
