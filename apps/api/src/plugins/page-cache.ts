import { createHash } from 'node:crypto';

// Server-rendered pages kept per variant (decision 0120): a render costs 10-25 ms of CPU, a cached
// page a map lookup. The HTML is the anonymous page (the render never sees the visitor's cookie), so
// one copy serves everyone with the same variant.

export interface CachedPage {
  html: string;
  /** CSP hashes of its inline scripts: the same HTML, the same hashes. */
  scriptHashes: string[];
  /** A strong validator of the HTML, so a browser's revalidation gets a 304 and the compressed copies are made once. */
  etag: string;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Time-dependent parts (open now, the salons list's own short cache) never age beyond this. */
  ttlMs: number;
  now: () => number;
}

/** Query parameters that only say where a visitor came from: the page is the same without them. */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|zarsrc|zarsrc_\w+|_gl|ref)$/i;

/** The part of a URL that picks the page: its path and its sorted query, campaign tags left out. */
export function pageUrlKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

export function pageEtag(html: string): string {
  return `"p-${createHash('sha1').update(html).digest('base64url')}"`;
}

interface Entry {
  page: CachedPage;
  bytes: number;
  expiresAt: number;
}

/**
 * A bounded LRU of rendered pages (entries and bytes, oldest use goes first), emptied when `generation`
 * changes (the content counter, the day). A miss renders once however many requests wait for it.
 */
export function createPageCache(opts: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let generation = '';
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, page: CachedPage) => {
    const size = Buffer.byteLength(page.html) + key.length;
    if (size > opts.maxBytes) return;
    remove(key);
    entries.set(key, { page, bytes: size, expiresAt: opts.now() + opts.ttlMs });
    bytes += size;
    while (entries.size > opts.maxEntries || bytes > opts.maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };

  return {
    /** The page of `key` in this generation, rendered by `render` when missing; null pages are not kept. */
    async get(
      gen: string,
      key: string,
      render: () => Promise<Omit<CachedPage, 'etag'> | null>,
    ): Promise<CachedPage | null> {
      if (gen !== generation) {
        entries.clear();
        pending.clear();
        bytes = 0;
        generation = gen;
      }
      const hit = entries.get(key);
      if (hit && hit.expiresAt > opts.now()) {
        // Most recently used goes last.
        entries.delete(key);
        entries.set(key, hit);
        return hit.page;
      }
      const slot = `${gen} ${key}`;
      let inFlight = pending.get(slot);
      if (!inFlight) {
        inFlight = render()
          .then((page) => {
            if (!page) return null;
            const full = { ...page, etag: pageEtag(page.html) };
            if (generation === gen) store(key, full);
            return full;
          })
          .finally(() => pending.delete(slot));
        pending.set(slot, inFlight);
      }
      return inFlight;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
