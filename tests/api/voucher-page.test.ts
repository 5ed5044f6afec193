import { afterAll, beforeAll, expect, it } from 'vitest';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /voucher/:code?t=<token> renders one traveller's purchase on the server: private, never in the page
 * cache, not indexed, and a 404 for any link that is not exactly right. The web build comes from the
 * API tests' global set-up (tests/helpers/web-build-setup.ts).
 */
let t: TestApp;
let purchase: InsertedPurchase;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4, web: true });
  purchase = await insertPurchase(t.database.db, {
    pickup: { latitude: 8.98123, longitude: -79.51987, address: '<img src=x onerror=alert(1)>' },
  });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

it('renders the voucher privately, in the visitor’s language, with its QR drawn inline', async () => {
  for (const [lang, title, status] of [
    ['es', 'Voucher', 'Confirmada'],
    ['en', 'Voucher', 'Confirmed'],
  ] as const) {
    t.app.pageCache.clear();
    const res = await get(`/voucher/${purchase.code}?t=${purchase.token}`, { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.payload).toContain(`<title>${title} ${purchase.code} | Rumbo</title>`);
    expect(res.payload).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(res.payload).toContain(status);
    expect(res.payload).toMatch(/<svg role="img" aria-label="[^"]*"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(res.payload).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.payload).not.toContain('<img src=x');
    expect(t.app.pageCache.size).toBe(0);
  }
});

it('answers 404 for a wrong or missing token and an unknown code, and caches none of them', async () => {
  t.app.pageCache.clear();
  for (const url of [
    `/voucher/${purchase.code}?t=${purchase.token}x`,
    `/voucher/${purchase.code}`,
    `/voucher/NOPE?t=${purchase.token}`,
    `/voucher/${purchase.code}?t=${'x'.repeat(300)}`,
  ]) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['cache-control'], url).toContain('no-store');
    // The page's own content says nothing of the purchase (the language form repeats any address).
    const main = /<main[\s\S]*<\/main>/.exec(res.payload)?.[0] ?? '';
    expect(main, url).toContain('404');
    expect(main, url).not.toContain(purchase.code);
  }
  expect(t.app.pageCache.size).toBe(0);
});

it('serves the calendar file behind the same token', async () => {
  const ok = await get(`/voucher/${purchase.code}/calendar.ics?t=${purchase.token}`);
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  expect(ok.headers['cache-control']).toBe('private, no-store');
  expect(ok.headers['content-disposition']).toBe(`attachment; filename="${purchase.code}.ics"`);
  expect(ok.payload).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ok.payload).toContain(`UID:${purchase.code}@`);
  const wrong = await get(`/voucher/${purchase.code}/calendar.ics?t=nope`);
  expect(wrong.statusCode).toBe(404);
  expect(wrong.payload).not.toContain('VCALENDAR');
});
