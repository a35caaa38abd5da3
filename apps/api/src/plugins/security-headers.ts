import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { YOUTUBE_EMBED_ORIGIN } from '@salon/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

// Security headers on every answer (docs/decisions/0103), through @fastify/helmet: a strict CSP with no
// inline script but those a server-rendered page carries by construction (our loader, React's own
// reveal instructions), each allowed by its SHA-256 on that page's answer only (a hash rather than a
// nonce, so a rendered page can be cached and shared); no framing unless FRAME_ANCESTORS names the app
// shells; nosniff; a same-origin referrer; HSTS when the request came over HTTPS.
// The headers are the same on every answer, but @fastify/helmet builds helmet's middleware again for
// each request (its options parsed, the CSP written: 4 % of the server's busy time under the booking
// bench). They are read once from helmet itself, at start, and written per request as helmet writes them
// (on the raw response, so a stream that takes the response over keeps them).

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the attribute-less inline scripts of trusted HTML. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

const HSTS = 'max-age=31536000; includeSubDomains';

function helmetOptions(frameAncestors: readonly string[]): FastifyHelmetOptions {
  const framing = frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React writes style attributes and the ALTCHA widget its own <style>: styles only, never scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The ALTCHA widget solves its proof of work in workers it may start from a blob.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Videos play in youtube's privacy-enhanced player, loaded only when the customer presses play.
        frameSrc: [YOUTUBE_EMBED_ORIGIN],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: framing,
      },
    },
    // X-Frame-Options cannot name origins: it is sent only when nobody may frame the site.
    frameguard: frameAncestors.length > 0 ? false : { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, only over HTTPS: on plain HTTP it is ignored at best and misleading in tests.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet writes with these options: one request to a throwaway app that answers them. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    // As helmet wrote them on the raw response, names in its case (Content-Security-Policy). Node has
    // getRawHeaderNames on every outgoing message; @types/node declares it on ClientRequest only.
    probe.get('/', (_request, reply) => {
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      return reply.send(raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))]));
    });
    return (await probe.inject('/')).json<[string, string][]>();
  } finally {
    await probe.close();
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, frameAncestors: readonly string[]) {
  const headers = await helmetHeaders(helmetOptions(frameAncestors));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}

/**
 * Adds the given script hashes to this answer's CSP. Only for scripts the server itself wrote (the page
 * template, React's render output, which escapes all data): never for HTML that carries outside text.
 */
export function allowScriptHashes(reply: FastifyReply, hashes: readonly string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const unique = [...new Set(hashes)].join(' ');
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)script-src 'self'/, `$1script-src 'self' ${unique}`),
  );
}
