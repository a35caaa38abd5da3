import type { Db } from '../../db/connect.ts';
import { contentVersionOf } from '../../db/content-version.ts';
import { precompress } from '../../plugins/compression.ts';
import { findDocumentJson } from './content-repo.ts';
import { etagOf } from '../../http/etag.ts';

// The static configuration documents change only when someone writes home_document, which moves the
// content counter (decision 0120): each is read, hashed and compressed (brotli and gzip) once per
// counter value instead of on every request.

interface CachedDocument {
  version: number;
  json: string;
  etag: string;
}

export function documentCache(db: Db) {
  const versions = contentVersionOf(db);
  const documents = new Map<string, CachedDocument>();
  const loading = new Map<string, Promise<CachedDocument | null>>();

  async function load(name: string, version: number): Promise<CachedDocument | null> {
    const json = await findDocumentJson(db, name);
    if (json === undefined) {
      documents.delete(name);
      return null;
    }
    const doc = { version, json, etag: etagOf(json) };
    await precompress(json, doc.etag);
    documents.set(name, doc);
    return doc;
  }

  return {
    /** The document as of now (null when there is none), from memory when the counter has not moved. */
    async get(name: string): Promise<CachedDocument | null> {
      const version = await versions.current();
      const known = documents.get(name);
      if (known && known.version === version) return known;
      const key = `${version} ${name}`;
      let inFlight = loading.get(key);
      if (!inFlight) {
        inFlight = load(name, version).finally(() => loading.delete(key));
        loading.set(key, inFlight);
      }
      return inFlight;
    },
  };
}
