import { createHash } from 'node:crypto';

// Provinces and salons are read by every visitor and change rarely: keep the serialised answer in
// memory for a short while (each process its own copy; a change shows within TTL) and give it an
// ETag so browsers revalidate with a 304 instead of downloading the list again.
export interface CachedJson {
  body: string;
  etag: string;
}

export function createJsonCache(ttlMs: number, now: () => Date) {
  const entries = new Map<string, { value: CachedJson; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedJson>>();

  async function load(key: string, compute: () => Promise<unknown>): Promise<CachedJson> {
    const body = JSON.stringify(await compute());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const value = { body, etag };
    entries.set(key, { value, expiresAt: now().getTime() + ttlMs });
    return value;
  }

  return {
    /** The cached answer for `key`, computed once even when many requests miss at the same time. */
    async get(key: string, compute: () => Promise<unknown>): Promise<CachedJson> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now().getTime()) return hit.value;
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = load(key, compute).finally(() => pending.delete(key));
        pending.set(key, inFlight);
      }
      return inFlight;
    },
    clear() {
      entries.clear();
    },
  };
}
