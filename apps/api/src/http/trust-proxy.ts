import { isIP } from 'node:net';

// Which peers may tell us the client's address (X-Forwarded-For). Off unless configured: a client that
// sends its own X-Forwarded-For must not get a fresh address per request and void every per-address limit.

/** false, a hop count, or the proxies' addresses/CIDRs, as Fastify's `trustProxy` takes them. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset, 'false' or '0' trust nobody; '1'..'10' trust that many hops; otherwise a comma or
 * space separated list of addresses or CIDR ranges (for example '10.0.0.5' or '10.0.0.0/8,::1').
 * 'true' is refused: it would trust any client's header.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^[1-9]$|^10$/.test(value)) return Number(value);
  const list = value.split(/[\s,]+/).filter(Boolean);
  for (const item of list) {
    const [address = '', bits] = item.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk) {
      throw new Error(
        `Invalid environment: TRUST_PROXY: '${item}' is not a hop count (1-10), an address or a CIDR range`,
      );
    }
  }
  return list;
}

/** Fastify's `trustProxy` option: a hop count becomes "trust the nearest N peers". */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
