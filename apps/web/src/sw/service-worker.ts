// The service worker (served as /sw.js): it keeps the app shell, the public pages and the built code
// in the cache so that they open offline, and shows push notifications. It never stores an /api answer
// (they carry members' private data) and never answers one: API requests go to the network untouched.
// Built by scripts/service-worker.mjs after the prerender, which writes in the files to keep and the
// build's version; a new build is a new worker, and its cache replaces the old one once no tab uses it.

// lib.dom (this project's library) knows pages, not service workers: what this file uses of their scope.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

declare const __PRECACHE__: { version: string; pages: string[]; files: string[] };

const sw = globalThis as unknown as ServiceWorkerScope;
const { version, pages, files } = __PRECACHE__;
const CACHE = `affinia-${version}`;
/** Every app route that was not prerendered opens on this shell (the router takes it from there). */
const SHELL = '/index.html';

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...pages, ...files])));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('affinia-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => sw.clients.claim()),
  );
});

/**
 * The server's answers vary on Origin and Accept-Encoding, which a module script's request and the
 * install's request do not share; the cached body is the same file either way, so Vary is ignored.
 */
const match = { ignoreVary: true };

const isPublicPage = (path: string) => pages.includes(path.length > 1 ? path.replace(/\/$/, '') : path);

/** Pages: the network first (fresh content, the server's status), the cached copy when offline. */
async function page(request: Request, path: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const cached =
      (isPublicPage(path) && (await cache.match(path.replace(/(.)\/$/, '$1'), match))) ||
      (await cache.match(SHELL, match));
    if (cached) return cached;
    throw offline;
  }
}

/** Built files have their hash in their name: a cached copy is always the right one. */
async function builtFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, match);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other origins, the API (private data: never cached), health checks and metrics: not ours to keep.
  if (url.origin !== sw.location.origin) return;
  if (/^\/(api|healthz|readyz|metrics)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url.pathname));
  } else if (url.pathname.startsWith('/assets/') || files.includes(url.pathname)) {
    event.respondWith(builtFile(request));
  }
});

type PushPayload = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

/** Only a path of this site opens from a notification (never another origin). */
const screenOf = (url: unknown) => (typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/dashboard');

sw.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload | null) ?? {};
  } catch {
    // An unreadable payload still shows a notification: browsers require one for every push.
  }
  const title = typeof payload.title === 'string' ? payload.title : 'Affinia';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : undefined,
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: screenOf(payload.url) },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(screenOf((event.notification.data as { url?: unknown } | null)?.url), sw.location.origin);
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return sw.clients.openWindow(target.href);
    }),
  );
});

export {};
