import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../server/page-cache';
import { createListeningApp, type RawResponse, rawRequest } from '../helpers/listening-app';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding of an outside tester: a link checker's burst of about 800 connections stalled the server, and a
 * request beside it timed out after 30 s. Under overload the server sheds work early and visibly
 * (docs/decisions/0048): 503 or 429 with Retry-After at once, health checks and cached pages still
 * answered, idle connections closed, and everything back to normal when the burst ends. Every burst is
 * bounded in count and time, on 127.0.0.1 only.
 */

/** A generous bound for "answered, not stalled", for a loaded two-core CI machine. */
const PROBE_BOUND_MS = 5000;

type Timed = RawResponse & { ms: number };

async function timed(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const start = performance.now();
  const response = await rawRequest(url, { headers: { accept: 'text/html', ...headers } });
  return { ...response, ms: performance.now() - start };
}

/** Rejects when `promise` takes longer than `ms` (a hang fails the test, with what was awaited). */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Keeps the event loop busy for `ms` of wall-clock time, as a render burst on a saturated CPU would. */
function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spinning on purpose
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectShedPage(response: Timed, status: 429 | 503, retryAfter: string) {
  expect(response.status, response.body.slice(0, 200)).toBe(status);
  expect(response.headers['retry-after']).toBe(retryAfter);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('Estamos muy ocupados');
  expect(response.ms).toBeLessThan(PROBE_BOUND_MS);
}

describe('a burst of connections and of uncached pages', () => {
  let t: Awaited<ReturnType<typeof createListeningApp>>;
  beforeAll(async () => {
    t = await createListeningApp({
      web: true,
      env: {
        // Only the connection and render limits here; shedding under pressure is tested below.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_HEAP_USED_MB: '0',
        OVERLOAD_RETRY_AFTER_SECONDS: '3',
        HTTP_HEADERS_TIMEOUT_MS: '2000',
        PAGE_RENDERS: '2',
        PAGE_RENDERS_PER_ADDRESS: '1',
        PAGE_RENDER_QUEUE: '0',
      },
    });
    // A page in the page cache, as the pages visitors open most are.
    expect((await timed(`${t.baseUrl}/about`)).status).toBe(200);
    expect(t.app.pageCache.size).toBe(1);
  }, 120_000);
  afterAll(() => t?.close());

  it('800 idle or slow connections: probes still answer, and the server closes them after the headers timeout', async () => {
    const sockets: Socket[] = [];
    try {
      const closed: Promise<void>[] = [];
      const connected: Promise<void>[] = [];
      for (let index = 0; index < 800; index += 1) {
        const socket = connect({ host: '127.0.0.1', port: t.port });
        socket.on('error', () => {});
        // Reads what the server sends (its 408, its end), as a client does, so the close is seen.
        socket.resume();
        sockets.push(socket);
        closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
        connected.push(
          new Promise((resolve) =>
            socket.once('connect', () => {
              // Half say nothing, half start a request and never finish its headers (slowloris).
              if (index % 2 === 1) socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
              resolve();
            }),
          ),
        );
      }
      await within(20_000, Promise.all(connected), '800 connections opened');

      const [ready, cached] = await Promise.all([timed(`${t.baseUrl}/readyz`), timed(`${t.baseUrl}/about`)]);
      expect(ready.status).toBe(200);
      expect(ready.ms).toBeLessThan(PROBE_BOUND_MS);
      expect(cached.status).toBe(200);
      expect(cached.ms).toBeLessThan(PROBE_BOUND_MS);

      // Node's defaults (60 s for the headers, checked every 30 s) would keep them for up to 90 s.
      await within(15_000, Promise.all(closed), 'idle connections closed by the server');
      expect((await timed(`${t.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  // Renders on the embedded engine run almost wholly in microtasks, so a burst from one test process does
  // not reliably overlap: renders "under way" are turns the test takes itself, as requests would.
  it('one address bursting uncached pages gets 429 with Retry-After beyond its share; another address is served', async () => {
    const crawler = { 'x-forwarded-for': '203.0.113.7' };
    const held = await t.app.renderSlots.acquire('203.0.113.7');
    if (!held.granted) throw new Error('no turn');
    try {
      const burst = Array.from({ length: 20 }, (_, index) =>
        timed(`${t.baseUrl}/search/rafting-${index}`, crawler),
      );
      const other = timed(`${t.baseUrl}/search/kayak`, { 'x-forwarded-for': '198.51.100.9' });
      const answers = await within(60_000, Promise.all(burst), 'the burst answered');
      for (const answer of answers) expectShedPage(answer, 429, '3');
      expect((await other).status).toBe(200);
    } finally {
      held.release();
    }
    // The burst is over: the same address renders again.
    expect((await timed(`${t.baseUrl}/search/rafting-after`, crawler)).status).toBe(200);
  });

  it('many addresses at once: renders beyond the total get 503 with Retry-After at once; probes answer meanwhile', async () => {
    const held = await Promise.all([
      t.app.renderSlots.acquire('198.51.100.1'),
      t.app.renderSlots.acquire('198.51.100.2'),
    ]);
    try {
      const burst = Array.from({ length: 30 }, (_, index) =>
        timed(`${t.baseUrl}/search/snorkel-${index}`, { 'x-forwarded-for': `203.0.113.${index + 10}` }),
      );
      const probes = [timed(`${t.baseUrl}/readyz`), timed(`${t.baseUrl}/about`)];
      const answers = await within(60_000, Promise.all(burst), 'the burst answered');
      for (const answer of answers) expectShedPage(answer, 503, '3');
      for (const probe of await Promise.all(probes)) {
        expect(probe.status).toBe(200);
        expect(probe.ms).toBeLessThan(PROBE_BOUND_MS);
      }
    } finally {
      for (const turn of held) if (turn.granted) turn.release();
    }
    expect(t.app.renderSlots.active).toBe(0);
    expect((await timed(`${t.baseUrl}/search/snorkel-after`)).status).toBe(200);
  });
});

describe('under memory pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any heap is over 1 MB: the server sheds from its first sample on.
    t = await createTestApp({
      web: true,
      env: {
        OVERLOAD_HEAP_USED_MB: '1',
        OVERLOAD_SAMPLE_INTERVAL_MS: '10',
        OVERLOAD_RETRY_AFTER_SECONDS: '7',
      },
    });
    const html = '<!doctype html><html lang="es"><title>Cached</title><p>Página guardada</p></html>';
    const key = pageCacheKey({ method: 'GET', target: '/about', lang: 'es' }) ?? '';
    t.app.pageCache.store(
      key,
      new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      Buffer.from(html),
      "script-src 'self'",
    );
    for (let tries = 0; !t.app.isUnderPressure() && tries < 100; tries += 1) await pause(20);
    expect(t.app.isUnderPressure()).toBe(true);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers the API with a translated 503 and Retry-After at once', async () => {
    for (const [lang, message] of [
      ['es', 'El servicio está muy ocupado'],
      ['en', 'The service is busy'],
    ] as const) {
      const response = await t.app.inject({ url: '/api/v1/countries/simple', headers: apiHeaders(lang) });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.json()).toEqual({
        code: 'SERVICE_OVERLOADED',
        message: expect.stringContaining(message),
      });
    }
  });

  it('still answers health checks and cached pages, and sheds pages it would have to render', async () => {
    for (const url of ['/healthz', '/readyz']) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const cached = await t.app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toContain('Página guardada');
    const before = t.app.renderSlots.active;
    for (const [url, title] of [
      ['/search/uncached', 'Estamos muy ocupados'],
      ['/search/uncached?lang=en', 'We are very busy'],
    ] as const) {
      const shed = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('7');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.body).toContain(title);
      expect(shed.body).not.toContain('<script');
    }
    expect(t.app.renderSlots.active).toBe(before);
    expect(t.app.pageCache.size).toBe(1);
  });
});

describe('a blocked event loop', () => {
  let t: Awaited<ReturnType<typeof createListeningApp>>;
  beforeAll(async () => {
    t = await createListeningApp({
      env: {
        OVERLOAD_EVENT_LOOP_DELAY_MS: '50',
        OVERLOAD_SAMPLE_INTERVAL_MS: '100',
        OVERLOAD_HEAP_USED_MB: '0',
        OVERLOAD_RETRY_AFTER_SECONDS: '2',
      },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const api = () => timed(`${t.baseUrl}/api/v1/countries/simple`, apiHeaders('en'));

  it('sheds the API while the loop is held up, keeps /readyz answering, and recovers by itself', async () => {
    // Starting the app kept the loop busy (and a shared CI machine may too): first a normal answer.
    let normal = await api();
    for (let tries = 0; normal.status !== 200 && tries < 100; tries += 1) {
      await pause(100);
      normal = await api();
    }
    expect(normal.status).toBe(200);
    // Sustained overload: the loop is held 500 ms at a time (measured on the clock, not on CPU speed)
    // until a sample sees it; bounded in tries and time.
    let shed: Timed | undefined;
    const started = performance.now();
    for (let tries = 0; tries < 40 && performance.now() - started < 30_000 && !shed; tries += 1) {
      busyWait(500);
      const [answer, ready] = await Promise.all([api(), timed(`${t.baseUrl}/readyz`)]);
      expect(ready.status).toBe(200);
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) shed = answer;
    }
    expect(shed, 'no request was shed while the loop was blocked').toBeDefined();
    expect(shed?.headers['retry-after']).toBe('2');
    expect(JSON.parse(shed?.body ?? '{}')).toEqual({
      code: 'SERVICE_OVERLOADED',
      message: expect.stringContaining('The service is busy'),
    });

    // The loop is free again: within a few samples the API answers as before.
    let recovered: Timed | undefined;
    const freed = performance.now();
    for (let tries = 0; tries < 100 && performance.now() - freed < 15_000 && !recovered; tries += 1) {
      const answer = await api();
      if (answer.status === 200) recovered = answer;
      else await pause(100);
    }
    expect(recovered?.status).toBe(200);
  });
});
