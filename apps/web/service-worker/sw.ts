// The service worker (served at /sw.js; docs/decisions/0142). The build (vite.config.ts, serviceWorker)
// writes it with BUILD_VERSION, made from the hashes of the build's assets, and SHELL_FILES, what the
// success page needs to open without a network. A new build is a new file: the browser installs it,
// it takes over at once and deletes the caches of older builds, so no page runs a stale app.
//
// It never touches an API call: personal answers go to the network only. Pages (server-drawn copies
// shared by every visitor) are fetched first and kept as the offline fallback; the customer's own
// upcoming booking is kept by the page itself (apps/web/src/features/offline).

declare const BUILD_VERSION: string;
declare const SHELL_FILES: string[];

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE_PREFIX = 'moyo-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD_VERSION}`;
/** Paths that are files the build or public folder ships: hashed assets never change, the rest rarely. */
const STATIC_FILE = /^\/(assets|icons|fonts)\/|^\/favicon\.svg$|^\/manifest\.webmanifest$/;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** A page from the network, kept by its path (never its query: it carries ids and view tokens). */
async function pageFirstFromNetwork(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.includes('text/html');
    // A page the server marks no-store (a personal one) is never kept.
    const kept = !response.headers.get('cache-control')?.includes('no-store');
    if (response.ok && html && kept) await (await caches.open(CACHE)).put(path, response.clone());
    return response;
  } catch (err) {
    const cache = await caches.open(CACHE);
    const kept = (await cache.match(path)) ?? (await cache.match('/'));
    if (kept) return kept;
    throw err;
  }
}

async function fileFromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(pageFirstFromNetwork(request));
  else if (STATIC_FILE.test(url.pathname)) event.respondWith(fileFromCacheFirst(request));
  // Anything else (the API above all) is left to the network: no shared copy of a personal answer.
});

/** A push reminder: shown as a notification that opens the booking (its link) when tapped. */
sw.addEventListener('push', (event) => {
  const data = (event.data?.json() ?? {}) as { title?: string; body?: string; link?: string };
  event.waitUntil(
    sw.registration.showNotification(data.title ?? 'Moyo', {
      body: data.body ?? '',
      icon: '/icons/app-192.png',
      data: { link: data.link ?? '/' },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  event.waitUntil(sw.clients.openWindow(link));
});
