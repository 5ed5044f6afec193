import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let experiences: { url: string; display_price: number }[];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, web: true });
  const list = await t.app.inject({ url: '/api/v1/experiences/simple?limit=12', headers: apiHeaders('es') });
  experiences = list.json().data;
}, 300_000);
afterAll(() => t?.close());

describe('experience page structured data', () => {
  it('offers the card price as a plain two-decimal USD amount', async () => {
    for (const experience of experiences) {
      const page = await t.app.inject({ url: experience.url, headers: { accept: 'text/html' } });
      expect(page.statusCode, experience.url).toBe(200);
      const json = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(page.body)?.[1];
      const offers = (JSON.parse(json ?? '{}') as { offers?: { price: string; priceCurrency: string } })
        .offers;
      expect(offers, experience.url).toEqual({
        '@type': 'Offer',
        price: experience.display_price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      });
    }
  });
});
