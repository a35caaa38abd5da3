import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Dynamic answers (JSON, the rendered HTML) compressed for browsers that accept it: on a slow phone
// line the rendered home page goes from 78 KB to ~14 KB. Static files are already precompressed
// (.br/.gz beside each, sent by @fastify/static with their content-encoding) and are left alone.

export type Encoding = 'br' | 'gzip';

/** Below this the headers cost more than the saving. */
export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;
// Quality 5: the rendered home page (78 KB) in ~0.9 ms, 5 % smaller than gzip; 11 would take 60 ms.
const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Answers with a strong ETag (the salon lists, the home configuration: a SHA-1 of the body) are the
// same bytes for every visitor; compressing them once per ETag keeps the cached list at ~11k req/s
// instead of ~3k. Bounded: the oldest copy goes first.
// 256: the rendered pages' variants (page-cache.ts) and the config documents fit without pushing each other out.
const COMPRESSED_COPIES_MAX = 256;
const compressedCopies = new Map<string, Buffer>();

async function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipAsync(payload);
}

async function compressOnce(payload: string | Buffer, encoding: Encoding, etag: unknown): Promise<Buffer> {
  if (typeof etag !== 'string' || etag.startsWith('W/')) return compress(payload, encoding);
  const key = `${encoding} ${Buffer.byteLength(payload)} ${etag}`;
  const known = compressedCopies.get(key);
  if (known) return known;
  const body = await compress(payload, encoding);
  if (compressedCopies.size >= COMPRESSED_COPIES_MAX) {
    const oldest = compressedCopies.keys().next().value;
    if (oldest !== undefined) compressedCopies.delete(oldest);
  }
  compressedCopies.set(key, body);
  return body;
}

/**
 * Makes the brotli and gzip copies of a shared answer with a strong ETag now, once, so no request
 * waits for them (the static configuration documents, decision 0120).
 */
export async function precompress(payload: string, etag: string): Promise<void> {
  await Promise.all((['br', 'gzip'] as const).map((encoding) => compressOnce(payload, encoding, etag)));
}

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip; `q=0` refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function addVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f.toLowerCase() === field.toLowerCase() || f === '*')
    ? fields.join(', ')
    : [...fields, field].join(', ');
}

/** True when If-None-Match names the weak form of this strong ETag: the client holds a compressed copy. */
function holdsCompressedCopy(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((t) => t.trim() === `W/${etag}`);
}

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const etag = reply.getHeader('etag');
    // A 304 has no body to compress but must repeat the validator and Vary the 200 carried, or a
    // cache holding the compressed copy may refuse to refresh it (RFC 9111 4.3.4).
    if (reply.statusCode === 304) {
      if (typeof etag === 'string' && holdsCompressedCopy(request.headers['if-none-match'], etag)) {
        reply.header('etag', `W/${etag}`).header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
      }
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return payload;
    // Caches must keep the compressed and plain answers apart, even for a client that accepts neither.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compressOnce(payload, encoding, etag);
    // The ETag names the plain body; a compressed copy is the same content, so it becomes weak (as
    // nginx does), which If-None-Match still matches.
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
