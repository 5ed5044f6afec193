/**
 * The service worker, served as /sw.js (scope: the whole site), bundled by scripts/service-worker.ts.
 * Its one job: a voucher a traveller opened once can be shown again without signal at the meeting point;
 * any other page that cannot be reached says so in both languages instead of the browser's error.
 * What is kept and why: app/service-worker/offline-rules.ts.
 */
import {
  ASSET_CACHE,
  assetUrlsIn,
  handlingOf,
  isKeepable,
  keepableVoucherUrl,
  MAX_VOUCHERS,
  OFFLINE_PAGE,
  SHELL_URLS,
  shellCache,
  staleCaches,
  VOUCHER_CACHE,
} from './offline-rules';

// The DOM library has no service worker types, and the WebWorker one clashes with it: what is used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  origin: string;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Replaced by the build with a hash of the worker and its offline page. */
declare const __SW_VERSION__: string;

const worker = self as unknown as WorkerScope;
const ORIGIN = worker.location.origin;
const SHELL_CACHE = shellCache(__SW_VERSION__);
/** Cached copies are keyed by their full address: its Vary (language, cookies) is not a second key. */
const MATCH = { ignoreVary: true } as const;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        cache.addAll(SHELL_URLS.map((url) => new Request(new URL(url, ORIGIN), { cache: 'reload' }))),
      )
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), __SW_VERSION__);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes up, instead of after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf(request, ORIGIN);
  if (handling === 'network') {
    // A navigation answered by the network still uses the preloaded answer (else it would be fetched twice).
    if (request.mode === 'navigate' && request.method === 'GET') event.respondWith(fromNetwork(event));
    return;
  }
  if (handling === 'asset') event.respondWith(cachedAsset(request));
  else if (handling === 'shell') event.respondWith(cachedShellFile(request));
  else if (handling === 'page') event.respondWith(fromNetwork(event).catch(offlinePage));
  else event.respondWith(networkFirstVoucher(event));
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; url?: unknown; resources?: unknown } | null;
  if (event.origin !== ORIGIN || !message) return;
  const reply = (kept: boolean) => event.ports[0]?.postMessage({ kept });
  if (message.type === 'keep-voucher') {
    const url = keepableVoucherUrl(message.url, ORIGIN);
    const resources = Array.isArray(message.resources) ? message.resources.filter(isString) : [];
    event.waitUntil(
      (url ? keepVoucher(url, resources) : Promise.resolve(false)).then(reply, () => reply(false)),
    );
  }
});

const isString = (value: unknown): value is string => typeof value === 'string';

async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = await event.preloadResponse.catch(() => undefined);
  return preloaded ?? fetch(event.request);
}

async function offlinePage(): Promise<Response> {
  return (await caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
}

/**
 * A voucher from the network when there is one, kept for later (with what it needs to render); the kept
 * copy when the network fails; the offline page for a voucher never opened on this device.
 */
async function networkFirstVoucher(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fromNetwork(event);
    if (isKeepable(response, 'page')) event.waitUntil(store(request.url, response.clone()));
    // The link no longer opens a voucher (a new token was issued): its kept copy goes too.
    else if (response.status === 404) event.waitUntil(forget(request.url));
    return response;
  } catch {
    return (await caches.match(request.url, { ...MATCH, cacheName: VOUCHER_CACHE })) ?? offlinePage();
  }
}

/** Keeps a voucher page and the build files it names; only the newest vouchers are kept. */
async function store(url: string, response: Response, resources: string[] = []) {
  const cache = await caches.open(VOUCHER_CACHE);
  await keepAssets([...assetUrlsIn(await response.clone().text(), ORIGIN), ...resources]);
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -MAX_VOUCHERS).map((key) => cache.delete(key)));
}

async function forget(url: string) {
  const cache = await caches.open(VOUCHER_CACHE);
  await cache.delete(url, MATCH);
}

/**
 * The page asks, once it runs, to keep the voucher it shows: its first visit was loaded before this
 * worker existed, so nothing of it is kept yet. Already kept (opened through the worker): only the files
 * it loaded since (a font) are added.
 */
async function keepVoucher(url: string, resources: string[]): Promise<boolean> {
  if (await caches.match(url, { ...MATCH, cacheName: VOUCHER_CACHE })) {
    await keepAssets(resources);
    return true;
  }
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!isKeepable(response, 'page')) return false;
  await store(url, response, resources);
  return true;
}

/**
 * Fetches the build files not kept yet, and what a stylesheet names (its fonts); only this origin's
 * `/assets/`. Each address once per call, so a file naming itself (or two naming each other) ends.
 */
async function keepAssets(urls: string[], seen = new Set<string>()) {
  const cache = await caches.open(ASSET_CACHE);
  const wanted = urls.filter((url) => {
    if (seen.has(url) || handlingOf({ method: 'GET', url, mode: 'cors' }, ORIGIN) !== 'asset') return false;
    seen.add(url);
    return true;
  });
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => undefined);
      if (!response || !isKeepable(response, 'asset')) return;
      if (new URL(url).pathname.endsWith('.css'))
        await keepAssets(assetUrlsIn(await response.clone().text(), ORIGIN), seen);
      await cache.put(url, response);
    }),
  );
}

/** The offline page's files: this version's copy, or the network's if it went missing. */
async function cachedShellFile(request: Request): Promise<Response> {
  return (await caches.match(request.url, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

/** Build files never change under one address: a kept copy is as good as the network's. */
async function cachedAsset(request: Request): Promise<Response> {
  return (await caches.match(request.url, { cacheName: ASSET_CACHE })) ?? fetch(request);
}
