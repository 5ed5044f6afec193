import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { languageCookie } from '../../app/i18n/language-cookie';
import { inlineScriptHashes } from '../../server/page-cache';
import { WEB_BUILD_DIR } from '../../server/plugins/web-app';
import { launchBrowser } from '../helpers/browser';
import { gotoHydratedKnowingWho } from '../helpers/hydrated-page';
import { createListeningApp } from '../helpers/listening-app';

let t: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser | undefined;
beforeAll(async () => {
  t = await createListeningApp({ seed: true, experiences: 40, web: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});
beforeEach(() => t.app.pageCache.clear());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function decoded(res: Awaited<ReturnType<typeof page>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.payload;
}

describe('server-rendered pages on the wire', () => {
  it('are compressed for clients that accept it, whole for those that do not', async () => {
    const plain = await page('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('/', { 'accept-encoding': 'gzip, br' });
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    for (const res of [br, gzip]) {
      expect(decoded(res)).toContain('<h1');
      expect(decoded(res)).toContain('</html>');
    }
  });

  it('carry the security headers and a CSP whose nonce is the one on the inline scripts', async () => {
    const res = await page('/', { 'accept-encoding': 'br', cookie: 'session=abc' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(decoded(res)).toContain(`<script nonce="${nonce}"`);
  });

  it("draw every icon from one hashed sprite, served with a year's cache, that has every icon used", async () => {
    const html = decoded(await page('/'));
    const refs = [...html.matchAll(/<use href="([^"#]+)#([a-z-]+)"/g)];
    expect(refs.length).toBeGreaterThan(20);
    const urls = new Set(refs.map((ref) => ref[1]));
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
    const sprite = await t.app.inject({ method: 'GET', url: url! });
    expect(sprite.statusCode).toBe(200);
    expect(sprite.headers['content-type']).toBe('image/svg+xml');
    expect(sprite.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of new Set(refs.map((ref) => ref[2])))
      expect(sprite.payload).toContain(`<symbol id="${name}"`);
    // No Lucide component renders inline any more.
    expect(html).not.toContain('class="lucide');
  });

  it('send scripts and styles compressed at build time, once, at the highest quality', async () => {
    const html = decoded(await page('/'));
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const url of new Set(assets)) {
      const onDisk = readFileSync(join(WEB_BUILD_DIR, 'client', url));
      if (onDisk.length < 1024) continue;
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      // The build's own file: quality 11, not a per-download compression at a faster setting.
      expect(br.rawPayload.equals(readFileSync(join(WEB_BUILD_DIR, 'client', `${url}.br`)))).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).equals(onDisk)).toBe(true);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(onDisk)).toBe(true);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(onDisk)).toBe(true);
    }
  });

  it("carry no translations: each language's catalogue is one hashed file, served with a year's cache", async () => {
    const cookie = (await languageCookie.serialize('en')).split(';')[0]!;
    for (const [lang, catalogue, headers] of [
      ['es', es, {}],
      ['en', en, { cookie }],
    ] as const) {
      const html = decoded(await page('/', headers));
      // A text only the browser's catalogue holds (the greeting of e-mails) is not in the page.
      expect(html).not.toContain(JSON.stringify(catalogue.emails.common.greeting).slice(1, -1));
      const urls = [...html.matchAll(/"(\/assets\/(?:es|en)-[\w-]{8}\.json)"/g)].map((match) => match[1]);
      // Named once, in the script that starts the app: the page's language only.
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(new RegExp(`^/assets/${lang}-`));
      const file = await t.app.inject({ method: 'GET', url: urls[0]! });
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(JSON.parse(file.payload)).toEqual(catalogue);
    }
  });

  it('pass a form action the raw body and its cookies through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/preferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en&redirectTo=%2F',
    });
    expect([200, 302, 303]).toContain(res.statusCode);
    expect(String(res.headers['set-cookie'])).toContain('lang=');
  });
});

const csp = (res: Awaited<ReturnType<typeof page>>) => String(res.headers['content-security-policy']);

describe('page cache', () => {
  it('renders a page once and serves the same bytes next, its inline scripts allowed by hash', async () => {
    const first = await page('/', { 'accept-encoding': 'br' });
    const second = await page('/', { 'accept-encoding': 'br' });
    expect(t.app.pageCache.size).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(csp(second)).toBe(csp(first));
    expect(csp(second)).not.toContain("'nonce-");
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = decoded(second);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(1);
    for (const [, text = ''] of inline) {
      const hash = createHash('sha256').update(text).digest('base64');
      expect(csp(second)).toContain(`'sha256-${hash}'`);
    }
    expect(inlineScriptHashes(html)).toHaveLength(new Set(inline.map(([, text]) => text)).size);
    // A client without compression gets the same page inflated.
    expect((await page('/')).payload).toBe(html);
  });

  it('renders a page once when many ask for it at the same moment', async () => {
    const store = vi.spyOn(t.app.pageCache, 'store');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => page('/destinations', { 'accept-encoding': 'br' })),
      );
      expect(store).toHaveBeenCalledTimes(1);
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      // Answers that are not shareable are not waited for: each request renders its own 404.
      const missing = await Promise.all([1, 2, 3].map(() => page('/no/such/page')));
      expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404]);
      expect(store).toHaveBeenCalledTimes(1);
    } finally {
      store.mockRestore();
    }
  });

  it('keeps languages apart, whether asked by cookie, address or browser', async () => {
    const es = decoded(await page('/', { 'accept-encoding': 'gzip' }));
    const cookie = (await languageCookie.serialize('en')).split(';')[0]!;
    const en = decoded(await page('/', { 'accept-encoding': 'gzip', cookie }));
    const enByHeader = decoded(await page('/', { 'accept-encoding': 'gzip', 'accept-language': 'en-US' }));
    const enByAddress = decoded(await page('/?lang=en', { 'accept-encoding': 'gzip' }));
    expect(es).toContain('<html lang="es"');
    for (const html of [en, enByHeader, enByAddress]) expect(html).toContain('<html lang="en"');
    expect(decoded(await page('/', { 'accept-encoding': 'gzip' }))).toBe(es);
  });

  it('renders afresh for other cookies, data requests and answers that are not a plain 200', async () => {
    await page('/', { cookie: 'session=abc' });
    await page('/no/such/page');
    await page('/no/such/page');
    await t.app.inject({ method: 'GET', url: '/_root.data' });
    expect(t.app.pageCache.size).toBe(0);
    expect(csp(await page('/no/such/page'))).toContain("'nonce-");
  });

  it("the header's countries are read once, through the cache the server attached to its database", async () => {
    t.app.catalogCache.clear();
    // The about page's loader reads nothing from the catalogue: only the root loader's countries are cached.
    await page('/about', { cookie: 'session=abc' });
    expect(t.app.catalogCache.size).toBe(1);
    await page('/about', { cookie: 'session=abc', 'accept-language': 'en' });
    expect(t.app.catalogCache.size).toBe(2);
    await page('/faqs', { cookie: 'session=abc' });
    expect(t.app.catalogCache.size).toBe(2);
  });

  it('a cached page hydrates in the browser without a CSP violation', async () => {
    await fetch(`${t.baseUrl}/`, { headers: { 'accept-language': 'es' } });
    expect(t.app.pageCache.size).toBe(1);
    const context = await browser!.newContext({ locale: 'es' });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    tab.on('pageerror', (error) => errors.push(error.message));
    // Hydrated, and done with what it does by itself after that: ask who is signed in, start its worker.
    await gotoHydratedKnowingWho(tab, `${t.baseUrl}/`);
    await expect
      .poll(() => tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active != null))
      .toBe(true);
    // React Router's client router is running and took over the page.
    await expect.poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    expect(t.app.pageCache.size).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
