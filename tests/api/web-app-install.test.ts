import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_COLORS } from '../../common/design-colors';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The product installs as a web app (issue 17): a manifest with what browsers require to offer it (name,
 * start_url, display, 192 and 512 px icons, a maskable one), linked from every page with the theme
 * colour and the iOS icon; the service worker at the site's root, never cached without asking; its
 * offline page in both languages. The web build comes from the API tests' global set-up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 2, web: true });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('web app manifest', () => {
  it('is valid JSON in each language, with what installing needs, and its icons are there at their size', async () => {
    for (const lang of ['es', 'en'] as const) {
      const res = await get(`/manifest.webmanifest?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const manifest = JSON.parse(res.payload) as Manifest;
      expect(manifest).toMatchObject({
        id: '/',
        name: 'Rumbo',
        short_name: 'Rumbo',
        lang,
        start_url: `/?lang=${lang}`,
        scope: '/',
        display: 'standalone',
        theme_color: DESIGN_COLORS.accent.DEFAULT,
        background_color: DESIGN_COLORS.surface.DEFAULT,
      });
      const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons) {
        const image = await get(icon.src);
        expect(image.statusCode, icon.src).toBe(200);
        expect(image.headers['content-type'], icon.src).toBe(icon.type);
        const { width, height, format } = await sharp(image.rawPayload).metadata();
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
        expect(format).toBe('png');
      }
    }
  });

  it('answers Spanish for a missing or unknown language', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest.webmanifest?lang=xx']) {
      expect((JSON.parse((await get(url)).payload) as Manifest).lang).toBe('es');
    }
  });

  it('is linked from pages with the theme colour and the iOS home-screen icon', async () => {
    for (const [lang, url] of [
      ['es', '/faqs'],
      ['en', '/faqs?lang=en'],
    ] as const) {
      const page = await get(url, { accept: 'text/html' });
      expect(page.statusCode).toBe(200);
      expect(page.payload).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${lang}"/>`);
      expect(page.payload).toContain(`<meta name="theme-color" content="${DESIGN_COLORS.accent.DEFAULT}"/>`);
      const touch = /<link rel="apple-touch-icon" href="([^"]+)"\/>/.exec(page.payload)?.[1] ?? '';
      const icon = await get(touch);
      expect(icon.statusCode).toBe(200);
      expect((await sharp(icon.rawPayload).metadata()).width).toBe(180);
    }
  });
});

describe('service worker', () => {
  it('is served from the root as a script browsers check on every visit', async () => {
    // As it is, and its precompressed copies (most browsers get the brotli one).
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await get('/sw.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      // At the root its scope is the whole site: no header needed to widen it.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    // Hashed build files keep their year-long cache.
    const page = await get('/faqs', { accept: 'text/html' });
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page.payload)?.[1] ?? '';
    expect((await get(stylesheet)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has an offline page in both languages, with no inline script', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toContain('<section lang="es"><h1>Sin conexión</h1>');
    expect(res.payload).toContain('<section lang="en"><h1>You are offline</h1>');
    // One script of its own (the kept vouchers' list), nothing inline: the site's CSP applies.
    expect([...res.payload.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/offline.js" defer>',
    ]);
    const script = await get('/offline.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.payload).toContain('kept-list');
  });
});
