import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /booking/payment is rendered by the browser from the stored draft, as /booking/details is (decisions
 * 0037, 0039): the server's answer is a frame with a loading summary, in the visitor's language, never
 * stored and never indexed. The 3-D Secure pages are private too, and the frame's page has no chrome.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
}, 300_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

it('answers a private, unindexed payment frame that no cache keeps', async () => {
  for (const [lang, title] of [
    ['es', 'Paga tu reserva'],
    ['en', 'Pay for your booking'],
  ] as const) {
    t.app.pageCache.clear();
    const res = await page('/booking/payment', { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.payload).toContain(`<title>${title} | Rumbo</title>`);
    expect(res.payload).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(res.payload).toContain('role="status"');
    // Asked twice: still nothing stored.
    await page('/booking/payment', { 'accept-language': lang });
    expect(t.app.pageCache.size).toBe(0);
  }
});

it('serves the 3-D Secure pages privately, the framed one without the site’s header and footer', async () => {
  t.app.pageCache.clear();
  const framed = await page('/booking/3ds-complete?transaction_id=tx_1', { 'accept-language': 'es' });
  expect(framed.statusCode).toBe(200);
  expect(framed.headers['cache-control']).toBe('private, no-store');
  expect(framed.payload).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(framed.payload).toContain('Verificación completada');
  expect(framed.payload).not.toContain('<header');
  expect(framed.payload).not.toContain('<footer');

  const success = await page('/booking/3ds-success?return=https://evil.example/', {
    'accept-language': 'en',
  });
  expect(success.statusCode).toBe(200);
  expect(success.headers['cache-control']).toBe('private, no-store');
  expect(success.payload).toContain('Check complete!');
  expect(success.payload).toContain('href="/agenda"');
  expect(success.payload).not.toContain('evil.example/"');
  expect(success.payload).toContain('<header');
  expect(t.app.pageCache.size).toBe(0);
});
