import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PAGE, shellCache, VOUCHER_CACHE } from '../../../app/service-worker/offline-rules';

/**
 * The service worker itself (app/service-worker/worker.ts) in a stand-in of the browser's worker scope:
 * a Cache API in memory and a network that answers or fails on demand. What it keeps and answers.
 */
const ORIGIN = 'https://rumbo.example';
const VERSION = 'test';

type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
const stores = new Map<string, Map<string, Response>>();
const puts: string[] = [];
let online = true;
/** Every answer is one the worker could keep (a 200 HTML page of this origin): only its rules say no. */
const network = vi.fn(async (input: RequestInfo | URL) => {
  if (!online) throw new TypeError('Failed to fetch');
  const url = input instanceof Request ? input.url : String(input);
  const body = `<html><link rel="stylesheet" href="/assets/app-A.css">answer ${url}</html>`;
  const response = new Response(body, { headers: { 'content-type': 'text/html' } });
  return Object.defineProperty(response, 'type', { value: 'basic' });
});

function cacheNamed(name: string) {
  const store = stores.get(name) ?? new Map<string, Response>();
  stores.set(name, store);
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  return {
    match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      puts.push(`${name} ${key(request)}`);
      store.set(key(request), response);
    },
    addAll: async (requests: Request[]) => {
      for (const request of requests) store.set(key(request), new Response(`shell ${request.url}`));
    },
    delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
  };
}

beforeAll(async () => {
  Object.assign(globalThis, {
    __SW_VERSION__: VERSION,
    self: {
      location: new URL(`${ORIGIN}/sw.js`),
      registration: {},
      clients: { claim: async () => undefined },
      skipWaiting: async () => undefined,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    },
    caches: {
      open: async (name: string) => cacheNamed(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: string, options: { cacheName: string }) =>
        cacheNamed(options.cacheName).match(request),
    },
  });
  vi.stubGlobal('fetch', network);
  await import('../../../app/service-worker/worker');
  await dispatch('install');
  await dispatch('activate');
});

/** Fires an event as the browser would; what the worker answered, if it did, and its pending work done. */
async function dispatch(type: string, request?: Request) {
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  listeners.get(type)!({
    request,
    preloadResponse: Promise.resolve(undefined),
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    respondWith: (response: Promise<Response>) => {
      answer = Promise.resolve(response);
    },
  });
  const response = answer && (await answer);
  await Promise.all(pending);
  // Work the answer itself started (keeping a voucher) is waited for through waitUntil, added meanwhile.
  await Promise.all(pending);
  return response;
}

const navigation = (url: string, method = 'GET') =>
  Object.defineProperty(new Request(url, { method }), 'mode', { value: 'navigate' });

describe('service worker', () => {
  it('caches the offline page at install', async () => {
    expect(await cacheNamed(shellCache(VERSION)).match(`${ORIGIN}${OFFLINE_PAGE}`)).toBeDefined();
  });

  it('never answers nor keeps an API call, online or offline', async () => {
    for (const state of [true, false]) {
      online = state;
      for (const url of [`${ORIGIN}/api/v1/purchases`, `${ORIGIN}/api/v1/voucher/X?t=y`]) {
        expect(await dispatch('fetch', new Request(url))).toBeUndefined();
        // A navigation to it: the network's answer as it is (the browser's own error offline).
        const opened = dispatch('fetch', navigation(url));
        if (state) expect(await (await opened)!.text()).toContain(`answer ${url}`);
        else await expect(opened).rejects.toThrow('Failed to fetch');
        expect(await dispatch('fetch', new Request(url, { method: 'POST' }))).toBeUndefined();
      }
    }
    online = true;
    expect(puts.filter((entry) => entry.includes('/api/'))).toEqual([]);
  });

  it('keeps a voucher by its full address and shows it offline; other pages get the offline page', async () => {
    const voucher = `${ORIGIN}/voucher/RB-1?t=secret`;
    online = true;
    const fresh = await dispatch('fetch', navigation(voucher));
    expect(await fresh!.text()).toContain(voucher);
    expect(puts).toContain(`${VOUCHER_CACHE} ${voucher}`);
    expect(puts).toContain(`rumbo-assets-v1 ${ORIGIN}/assets/app-A.css`);

    online = false;
    expect(await (await dispatch('fetch', navigation(voucher)))!.text()).toContain(voucher);
    // Another token is another voucher: not answered with this one.
    const other = await dispatch('fetch', navigation(`${ORIGIN}/voucher/RB-1?t=guess`));
    expect(await other!.text()).toContain(OFFLINE_PAGE);
    expect(await (await dispatch('fetch', navigation(`${ORIGIN}/profile/wallet`)))!.text()).toContain(
      OFFLINE_PAGE,
    );
    // Pages other than vouchers are never kept, online either.
    online = true;
    await dispatch('fetch', navigation(`${ORIGIN}/profile/wallet`));
    expect(puts.filter((entry) => entry.startsWith(VOUCHER_CACHE))).toEqual([`${VOUCHER_CACHE} ${voucher}`]);
  });

  it('ignores other origins', async () => {
    expect(await dispatch('fetch', new Request('https://cdn.example/assets/app.css'))).toBeUndefined();
    expect(await dispatch('fetch', navigation('https://cdn.example/voucher/X?t=y'))).toBeDefined();
    expect(puts.filter((entry) => !entry.includes(ORIGIN))).toEqual([]);
  });
});
