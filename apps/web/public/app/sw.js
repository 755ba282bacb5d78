// Service worker of the card app (scope /app; the server sends Service-Worker-Allowed: /app).
// The app shell (app.html and the hashed assets it references) is cached so the card opens offline:
// the page network-first (a new build arrives with the next online start), assets cache-first
// (their names change with their content). /api answers are never cached: the app keeps the last
// card itself, in local storage.

const CACHE = 'ausweis-app-v1';
const SHELL = '/app';
const STATIC = ['/app/manifest.webmanifest', '/app/icon-192.png', '/app/icon-512.png'];

/** The same-origin /assets/ files a page references (scripts, module preloads, style sheets). */
function assetsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
  return [...urls];
}

/** Caches the page and its assets; drops assets of older builds. */
async function cacheShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const assets = assetsOf(html);
  // Hashed names never change content: fetch only what this build added.
  const missing = [];
  for (const a of assets) if (!(await cache.match(a))) missing.push(a);
  await cache.addAll(missing);
  await cache.put(SHELL, response);
  const keep = new Set(assets.map((a) => new URL(a, self.location.origin).href));
  for (const req of await cache.keys()) {
    if (new URL(req.url).pathname.startsWith('/assets/') && !keep.has(req.url)) await cache.delete(req);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch(SHELL, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`app shell: ${res.status}`);
      await cacheShell(res);
      await (await caches.open(CACHE)).addAll(STATIC);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(event) {
  try {
    const res = await fetch(event.request);
    if (res.ok) {
      event.waitUntil(cacheShell(res.clone()).catch(() => undefined));
      return res;
    }
    return (await caches.match(SHELL)) ?? res;
  } catch (err) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) await (await caches.open(CACHE)).put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname === '/app' || url.pathname.startsWith('/app/'))
      event.respondWith(networkFirstPage(event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
