import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /booking/details is rendered by the browser from the stored draft (docs/decisions/0037): the server's
 * answer is a frame with a loading summary, in the visitor's language, never stored and never indexed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
}, 300_000);
afterAll(() => t?.close());

const page = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/booking/details', headers: { accept: 'text/html', ...headers } });

it('answers a private, unindexed frame that no cache keeps', async () => {
  for (const [lang, title] of [
    ['es', 'Revisa tu reserva'],
    ['en', 'Review your booking'],
  ] as const) {
    t.app.pageCache.clear();
    const res = await page({ 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.payload).toContain(`<title>${title} | Rumbo</title>`);
    expect(res.payload).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(res.payload).toContain('role="status"');
    expect(t.app.pageCache.size).toBe(0);
  }
});
