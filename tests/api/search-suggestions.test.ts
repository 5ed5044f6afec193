import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160 });
});
afterAll(() => t?.close());

interface Suggestions {
  destinations: { id: number; name: string; country: string; path: string }[];
  categories: { id: number; name: string; featured: boolean; path: string }[];
  experiences: { id: number; name: string; city: string; path: string }[];
}

const suggest = (q: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/search/suggestions?${new URLSearchParams({ q })}`,
    headers: apiHeaders(lang),
  });

async function suggestions(q: string, lang: 'es' | 'en' = 'es'): Promise<Suggestions> {
  const res = await suggest(q, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Suggestions;
}

describe('search suggestions', () => {
  it('forgives a typo: "cartajena" suggests Cartagena and its experiences', async () => {
    const found = await suggestions('cartajena');
    expect(found.destinations[0]).toMatchObject({ name: 'Cartagena', country: 'Colombia' });
    expect(found.destinations[0]?.path).toMatch(/^\/destinations\/cartagena\/\d+$/);
    expect(found.experiences.length).toBeGreaterThan(0);
    expect(found.experiences.length).toBeLessThanOrEqual(5);
    for (const item of found.experiences)
      expect(item.path).toMatch(/^\/colombia\/cartagena\/[a-z0-9-]+\/\d+$/);
  });

  it('folds accents both ways and lists the first experiences of the search itself', async () => {
    const plain = await suggestions('panama');
    const accented = await suggestions('PANAMÁ');
    expect(accented).toEqual(plain);
    expect(plain.destinations.some((d) => d.country === 'Panamá')).toBe(true);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/experiences/simple?searchText=panama&page=1&limit=5',
      headers: apiHeaders('es'),
    });
    const ids = (search.json().data as { id: number }[]).map((item) => item.id);
    expect(plain.experiences.map((item) => item.id)).toEqual(ids);
  });

  it('answers in the language of the request, categories with their listing page', async () => {
    const es = await suggestions('aventura', 'es');
    const en = await suggestions('adventure', 'en');
    expect(es.categories[0]).toMatchObject({ name: 'Aventura', featured: false });
    expect(es.categories[0]?.path).toBe(`/categories/aventura/${es.categories[0]?.id}`);
    expect(en.categories[0]).toMatchObject({ id: es.categories[0]?.id, name: 'Adventure' });
    expect(en.categories[0]?.path).toBe(`/categories/adventure/${es.categories[0]?.id}`);
    // The same question in English names the same places in English.
    const cartagenaEn = await suggestions('cartagena', 'en');
    expect(cartagenaEn.experiences.map((e) => e.id)).toEqual(
      (await suggestions('cartagena')).experiences.map((e) => e.id),
    );
  });

  it('keeps to 3 destinations, 3 categories and 5 experiences', async () => {
    const broad = await suggestions('tour san');
    expect(broad.destinations.length).toBeLessThanOrEqual(3);
    expect(broad.categories.length).toBeLessThanOrEqual(3);
    expect(broad.experiences).toHaveLength(5);
  });

  it('suggests nothing for short or wordless text, and refuses text longer than the bars allow', async () => {
    const empty = { destinations: [], categories: [], experiences: [] };
    for (const q of ['', 'c', 'ca', '  ', '%_', 'de la']) expect(await suggestions(q)).toEqual(empty);
    const long = await suggest('a'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(long.json().message).not.toBe('');
  });

  it('is a public, cacheable answer that needs the api token', async () => {
    const res = await suggest('kayak');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/search/suggestions?q=kayak' });
    expect(anonymous.statusCode).toBe(401);
  });
});
