// Cache Storage for the offline units, stood in by a map of maps (Node has none): installed before each
// test, removed after.

const buckets = new Map<string, Map<string, Response>>();
const path = (key: RequestInfo | URL) =>
  new URL(String(key instanceof Request ? key.url : key), 'http://x').pathname;
const fakeCaches = {
  async open(name: string) {
    const entries = buckets.get(name) ?? new Map<string, Response>();
    buckets.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((p) => new Request(`http://x${p}`)),
      delete: async (key: RequestInfo) => entries.delete(path(key)),
      put: async (key: string, res: Response) => void entries.set(path(key), res),
      match: async (key: string) => entries.get(path(key))?.clone(),
    };
  },
  delete: async (name: string) => buckets.delete(name),
};

export function installFakeCaches(): void {
  buckets.clear();
  Object.assign(globalThis, { caches: fakeCaches });
}

export function removeFakeCaches(): void {
  delete (globalThis as { caches?: unknown }).caches;
}

export const hasBucket = (name: string) => buckets.has(name);

/** A request that never got an answer (no network). */
export const offline = () => Promise.reject(new TypeError('Failed to fetch'));
