// Service worker of the pages that work offline: the card app (scope /app) and the verifier (scope
// /pruefen), one registration each, with a cache each. The page itself (app.html, pruefen.html) and the
// hashed assets it needs are cached so it opens offline: the page network-first (a new build arrives
// with the next online start), assets cache-first (their names change with their content). Assets the
// page's scripts load later (the QR decoder's WebAssembly, lazy chunks, the texts of every language of
// packages/shared/src/i18n/languages.ts) are cached with the page: a language chosen offline shows too.
// /api answers are never cached: each page keeps what it needs itself, in local storage.

const SCOPE = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const CACHE_PREFIX = `ausweis${SCOPE.replaceAll('/', '-')}-`;
const CACHE = `${CACHE_PREFIX}v2`;
const SHELL = SCOPE;
const STATIC = [`${SCOPE}/manifest.webmanifest`, '/app/icon-192.png', '/app/icon-512.png'];

/** The same-origin /assets/ files a page references (scripts, module preloads, style sheets). */
function assetsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
  return [...urls];
}

/** The assets a script loads by name: '/assets/x.wasm' or, among chunks, './x.js'. */
function assetsOfScript(js) {
  const urls = new Set();
  for (const m of js.matchAll(/["'`](?:\.\/|\/assets\/)([\w.-]+\.(?:js|css|wasm))["'`]/g))
    urls.add(`/assets/${m[1]}`);
  return [...urls];
}

/** The page's assets and, one level down, what its scripts load. */
async function allAssets(cache, html) {
  const assets = new Set(assetsOf(html));
  for (const a of [...assets]) {
    if (!a.endsWith('.js')) continue;
    const res = (await cache.match(a)) ?? (await fetch(a));
    if (!res.ok) continue;
    if (!(await cache.match(a))) await cache.put(a, res.clone());
    for (const more of assetsOfScript(await res.text())) assets.add(more);
  }
  return [...assets];
}

/** Caches the page and its assets; drops assets of older builds. */
async function cacheShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const assets = await allAssets(cache, html);
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
      if (!res.ok) throw new Error(`page ${SHELL}: ${res.status}`);
      await cacheShell(res);
      await (await caches.open(CACHE)).addAll(STATIC);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older caches of this page only: the other page's worker keeps its own.
      for (const key of await caches.keys()) {
        const old = key.startsWith(CACHE_PREFIX) || (SCOPE === '/app' && key === 'ausweis-app-v1');
        if (old && key !== CACHE) await caches.delete(key);
      }
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
    return (await caches.match(SHELL, { cacheName: CACHE })) ?? res;
  } catch (err) {
    const cached = await caches.match(SHELL, { cacheName: CACHE });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
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
    if (url.pathname === SCOPE || url.pathname.startsWith(`${SCOPE}/`))
      event.respondWith(networkFirstPage(event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
