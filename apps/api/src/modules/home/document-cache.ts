import type { Db } from '../../db/connect.ts';
import { contentVersionOf } from '../../db/content-version.ts';
import { precompress } from '../../plugins/compression.ts';
import { findDocumentJson } from './content-repo.ts';
import { etagOf } from '../../http/etag.ts';
import type { Lang } from '../translations/index.ts';

// The static configuration documents change only when someone writes home_document, which moves the
// content counter (decision 0120): each is read, hashed and compressed (brotli and gzip) once per
// counter value instead of on every request. A document filled from other data on the day it is served
// (homepage-config's prices and promotions, decision 0138) is kept per day as well, and at most a
// minute, as rendered pages are: a price rule or promotion edited shows within that minute. A filled
// document is made in the language asked (decision 0147): one copy per language.

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
  fillers: Readonly<Record<string, (storedJson: string, today: string, lang: Lang) => Promise<string>>>;
}

const FILLED_TTL_MS = 60_000;

export function documentCache(db: Db, fill?: DocumentFill) {
  const versions = contentVersionOf(db);
  const documents = new Map<string, CachedDocument>();
  const loading = new Map<string, Promise<CachedDocument | null>>();

  async function load(
    name: string,
    copy: string,
    generation: string,
    today: string,
    lang: Lang,
  ): Promise<CachedDocument | null> {
    const stored = await findDocumentJson(db, name);
    if (stored === undefined) {
      documents.delete(copy);
      return null;
    }
    const filler = fill?.fillers[name];
    const json = filler ? await filler(stored, today, lang) : stored;
    const expiresAt = filler && fill ? fill.now() + FILLED_TTL_MS : Number.POSITIVE_INFINITY;
    const doc = { generation, json, etag: etagOf(json), expiresAt };
    await precompress(json, doc.etag);
    documents.set(copy, doc);
    return doc;
  }

  return {
    /**
     * The document as of now (null when there is none), from memory when the counter has not moved;
     * a filled one in `lang` (a stored one is the same in every language).
     */
    async get(name: string, lang: Lang = 'vi'): Promise<CachedDocument | null> {
      const today = fill?.today() ?? '';
      const filled = fill?.fillers[name] !== undefined;
      const copy = filled ? `${name} ${lang}` : name;
      const generation = `${await versions.current()} ${filled ? today : ''}`;
      const known = documents.get(copy);
      if (known && known.generation === generation && known.expiresAt > (fill?.now() ?? 0)) return known;
      const key = `${generation} ${copy}`;
      let inFlight = loading.get(key);
      if (!inFlight) {
        inFlight = load(name, copy, generation, today, filled ? lang : 'vi').finally(() =>
          loading.delete(key),
        );
        loading.set(key, inFlight);
      }
      return inFlight;
    },
  };
}
