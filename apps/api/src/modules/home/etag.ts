import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Configuration and lists are revalidated by the browser with their ETag: an unchanged document
// answers 304 with no body, so a second visit downloads nothing.

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
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
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
