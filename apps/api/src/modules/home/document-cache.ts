import type { Db } from '../../db/connect.ts';
import { contentVersionOf } from '../../db/content-version.ts';
import { precompress } from '../../plugins/compression.ts';
import { findDocumentJson } from './content-repo.ts';
import { etagOf } from '../../http/etag.ts';

// The static configuration documents change only when someone writes home_document, which moves the
// content counter (decision 0120): each is read, hashed and compressed (brotli and gzip) once per
// counter value instead of on every request. A document filled from other data on the day it is served
// (homepage-config's prices and promotions, decision 0138) is kept per day as well, and at most a
// minute, as rendered pages are: a price rule or promotion edited shows within that minute.

interface CachedDocument {
  generation: string;
  json: string;
  etag: string;
  expiresAt: number;
}

export interface DocumentFill {
  /** Today in Vietnam, ISO. */
  today(): string;
  now(): number;
  /** The served JSON of `name` made from its stored JSON; absent: served as stored. */
  fillers: Readonly<Record<string, (storedJson: string, today: string) => Promise<string>>>;
}

const FILLED_TTL_MS = 60_000;

export function documentCache(db: Db, fill?: DocumentFill) {
  const versions = contentVersionOf(db);
  const documents = new Map<string, CachedDocument>();
  const loading = new Map<string, Promise<CachedDocument | null>>();

  async function load(name: string, generation: string, today: string): Promise<CachedDocument | null> {
    const stored = await findDocumentJson(db, name);
    if (stored === undefined) {
      documents.delete(name);
      return null;
    }
    const filler = fill?.fillers[name];
    const json = filler ? await filler(stored, today) : stored;
    const expiresAt = filler && fill ? fill.now() + FILLED_TTL_MS : Number.POSITIVE_INFINITY;
    const doc = { generation, json, etag: etagOf(json), expiresAt };
    await precompress(json, doc.etag);
    documents.set(name, doc);
    return doc;
  }

  return {
    /** The document as of now (null when there is none), from memory when the counter has not moved. */
    async get(name: string): Promise<CachedDocument | null> {
      const today = fill?.today() ?? '';
      const generation = `${await versions.current()} ${fill?.fillers[name] ? today : ''}`;
      const known = documents.get(name);
      if (known && known.generation === generation && known.expiresAt > (fill?.now() ?? 0)) return known;
      const key = `${generation} ${name}`;
      let inFlight = loading.get(key);
      if (!inFlight) {
        inFlight = load(name, generation, today).finally(() => loading.delete(key));
        loading.set(key, inFlight);
      }
      return inFlight;
    },
  };
}
