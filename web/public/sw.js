// Chess Quest's service worker: the app shell works offline once it has been opened online.
// Fingerprinted files under /assets/ never change, so they are served from the cache first;
// pages come from the network, and from the cached shell (or the offline page) without one.
// The API and the live connection are never cached: a child's progress is always the server's.
const CACHE = 'chess-quest-shell-v1';
const SHELL = ['/', '/offline.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

// The shell is the same for everyone, so it is fetched without the session cookie: with it,
// the server took the fetch of "/" for a page load and locked the parent area, seconds after
// a new browser's first page, under a parent who had just typed the PIN (parent-lock.spec.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function page(request) {
  try {
    const response = await fetch(request);
    // Every route answers with the same index.html: keep the newest copy as the shell.
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch {
    return (await caches.match('/')) ?? (await caches.match('/offline.html')) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(fromCacheFirst(request));
  }
});
