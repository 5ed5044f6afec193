import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CancellationPolicyId, isRefundable } from '../../domain/catalog/cancellation-policy';
import { expectEach, findFixture } from '../helpers/expect-each';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160 });
});
afterAll(() => t?.close());

type Item = {
  id: number;
  name: string;
  display_price: number;
  duration: number;
  is_private: boolean;
  country: { id: number; iso_code: string; name: string };
  city: { id: number; name: string };
  categories: { id: number }[];
};

const get = (url: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({ method: 'GET', url, headers: apiHeaders(lang) });
const search = (body: unknown, query = 'page=1&limit=16', lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/experiences/simple?${query}`,
    headers: apiHeaders(lang),
    payload: body as object,
  });

async function countryId(iso: string): Promise<number> {
  const list = (await get('/api/v1/countries/simple')).json().data as { id: number; iso_code: string }[];
  return findFixture(list, (c) => c.iso_code === iso, `country ${iso}`).id;
}

describe('experience lists', () => {
  it('pages 16 at a time, 8 on home, best rated first', async () => {
    const page1 = (await get('/api/v1/experiences/simple?page=1&limit=16')).json();
    expect(page1.data).toHaveLength(16);
    expect(page1.pagination).toMatchObject({
      current_page: 1,
      total_records: 160,
      total_pages: 10,
      next_page: 2,
      prev_page: null,
    });
    const ratings = page1.data.map((e: { rating: number }) => e.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const home = (await get('/api/v1/experiences/simple?page=2&limit=8')).json();
    expect(home.data).toHaveLength(8);
    expect(home.pagination.total_pages).toBe(20);
    expect(page1.data[0]).toMatchObject({
      photos_url: expect.arrayContaining([expect.stringMatching(/^\/media\/photos\/.+-640\.webp$/)]),
      url: expect.stringMatching(/^\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/),
    });
    expect(page1.data[0].photos_url.length).toBeGreaterThanOrEqual(4);
  });

  it('filters by country with a query string or a body, single values treated as lists', async () => {
    const pa = await countryId('PA');
    const viaQuery = (await get(`/api/v1/experiences/simple?country=${pa}&page=1&limit=16`)).json();
    const viaBody = (await search({ data: { filters: { country: String(pa) } } })).json();
    expect(viaQuery.pagination.total_records).toBeGreaterThan(0);
    expect(viaBody.pagination.total_records).toBe(viaQuery.pagination.total_records);
    expectEach(viaBody.data as Item[], (e) => e.country.iso_code === 'PA', 'in Panama');
  });

  it('combines cities, categories, price with max, duration, properties and language', async () => {
    const all = (await search({}, 'page=1&limit=100')).json().data as Item[];
    const sample = all[0]!;
    const byCity = (
      await search({ data: { filters: { cities: [sample.city.id] } } }, 'page=1&limit=100')
    ).json();
    expectEach(byCity.data as Item[], (e) => e.city.id === sample.city.id, 'in the city');
    const category = sample.categories[0]!.id;
    const byCategory = (
      await search({ data: { filters: { categories: category } } }, 'page=1&limit=100')
    ).json();
    expectEach(
      byCategory.data as Item[],
      (e) => e.categories.some((c) => c.id === category),
      'in the category',
    );

    const cheap = (
      await search({ data: { filters: { rangePrice: { min: 0, max: 60 } } } }, 'page=1&limit=100')
    ).json();
    expectEach(cheap.data as Item[], (e) => e.display_price <= 60, 'at most 60');
    const pricey = (
      await search({ data: { filters: { rangePrice: { min: 100, max: 'max' } } } }, 'page=1&limit=100')
    ).json();
    expectEach(pricey.data as Item[], (e) => e.display_price >= 100, 'at least 100');
    expect(cheap.pagination.total_records + pricey.pagination.total_records).toBeLessThanOrEqual(160);

    const short = (
      await search({ data: { filters: { duration: { min: 1, max: 3 } } } }, 'page=1&limit=100')
    ).json();
    expectEach(short.data as Item[], (e) => e.duration <= 3, 'at most 3 hours');
    const privateOnly = (
      await search({ data: { filters: { properties: ['private'] } } }, 'page=1&limit=100')
    ).json();
    expectEach(privateOnly.data as Item[], (e) => e.is_private, 'private');

    const german = (await search({ data: { filters: { language: 'de' } } }, 'page=1&limit=100')).json();
    const english = (await search({ data: { filters: { language: ['en'] } } }, 'page=1&limit=100')).json();
    expect(german.pagination.total_records).toBeLessThan(english.pagination.total_records);
  });

  it('filters pickup and free cancellation by the same rules the experience page shows', async () => {
    const ids = async (filters: object) => {
      const found = new Set<number>();
      for (const page of [1, 2]) {
        const body = (await search({ data: { filters } }, `page=${page}&limit=100`)).json();
        for (const e of body.data as Item[]) found.add(e.id);
      }
      return found;
    };
    const everything = [
      ...(await search({ data: {} }, 'page=1&limit=100')).json().data,
      ...(await search({ data: {} }, 'page=2&limit=100')).json().data,
    ] as (Item & { cancellation_policy: CancellationPolicyId })[];
    expect(everything).toHaveLength(160);

    const freeCancellation = await ids({ properties: ['free_cancellation'] });
    expect(freeCancellation.size).toBeGreaterThan(0);
    expect(freeCancellation.size).toBeLessThan(160);
    for (const e of everything) expect(freeCancellation.has(e.id)).toBe(isRefundable(e.cancellation_policy));

    const pickup = await ids({ properties: ['pickup'] });
    expect(pickup.size).toBeGreaterThan(0);
    expect(pickup.size).toBeLessThan(160);
    for (const e of everything.slice(0, 40)) {
      const detail = (await get(`/api/v1/experience/${e.id}`)).json();
      expect(pickup.has(e.id), `experience ${e.id}`).toBe(detail.has_transport);
    }
  });

  it('searches accent-insensitively and forgives typos in both languages', async () => {
    const panama = (await search({ data: { searchText: 'panama' } })).json();
    expect(panama.pagination.total_records).toBeGreaterThan(0);
    expect(panama.data.some((e: Item) => e.country.iso_code === 'PA')).toBe(true);

    const snorkle = (await search({ data: { searchText: 'snorkle' } }, 'page=1&limit=16', 'en')).json();
    expect(snorkle.pagination.total_records).toBeGreaterThan(0);
    expect(snorkle.data[0].name.toLowerCase()).toContain('snorkel');

    const cartajena = (await search({ data: { searchText: 'cartajena' } })).json();
    expect(cartajena.pagination.total_records).toBeGreaterThan(0);
    expect(cartajena.data[0].city.name).toBe('Cartagena');

    const medellin = (await search({ data: { searchText: 'MEDELLIN' } })).json();
    expectEach(medellin.data as Item[], (e) => e.country.iso_code === 'CO', 'in Colombia');

    const nothing = (await search({ data: { searchText: 'zzqxjv' } })).json();
    expect(nothing).toEqual({
      data: [],
      pagination: { total_pages: 0, current_page: 1, total_records: 0, next_page: null, prev_page: null },
    });
  });

  it('rejects bad input with a translated 400, never a 500', async () => {
    const tooLong = await search({ data: { searchText: 'x'.repeat(41) } }, 'page=1&limit=16', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('INVALID_FILTERS');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/experiences/simple',
      headers: { ...apiHeaders('en'), 'content-type': 'application/json' },
      payload: '{"data": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    for (const [body, query] of [
      [{ data: { filters: { rangePrice: { min: 'cheap' } } } }, 'page=1'],
      [{ data: { filters: { cities: ['x'] } } }, 'page=1'],
      [{ data: { filters: { properties: ['teleport'] } } }, 'page=1'],
      [{}, 'page=0'],
      [{}, 'page=1&limit=abc'],
      [{}, 'page=1&limit=100000'],
    ] as const) {
      const res = await search(body, query);
      expect(res.statusCode, JSON.stringify(body) + query).toBe(400);
      expect(res.json().message).toMatch(/Revisa|no es válida/);
    }
  });
});

describe('experience detail', () => {
  it('answers every field of the experience page in the requested language, Spanish as fallback', async () => {
    const first = (await get('/api/v1/experiences/simple?limit=1')).json().data[0];
    const es = (await get(`/api/v1/experience/${first.id}`)).json();
    const en = (await get(`/api/v1/experience/${first.id}`, 'en')).json();
    expect(es.id).toBe(first.id);
    expect(es.name).not.toBe(en.name);
    expect(es.description).toMatch(/^<p>/);
    expect(es).toMatchObject({
      photos_url: expect.any(Array),
      provided_languages: expect.arrayContaining([
        {
          code: 'es',
          lang_name: 'Español',
          translations: [
            { lang_code: 'es', lang_name: 'Español' },
            { lang_code: 'en', lang_name: 'Spanish' },
          ],
        },
      ]),
      companies: [
        {
          id: expect.any(Number),
          company_name: expect.any(String),
          owner: { first_name: expect.any(String) },
        },
      ],
      schedule: {
        days: expect.any(Object),
        anticipation_time: expect.any(Number),
        anticipationDay: expect.any(Number),
      },
      cancellation_policy: expect.any(Number),
      time_zone: expect.stringMatching(/^America\//),
    });
    expect(es.details.length).toBeGreaterThan(0);
    expect(new Set(es.details.map((d: { type: string }) => d.type))).toContain('included');
    for (const product of es.additional_products) {
      expect(product).toMatchObject({
        price: expect.any(Number),
        apply_to: expect.any(Number),
        additional_item: { type: { code: expect.any(Number) } },
      });
    }
    expect(es.reviews.length).toBe(Math.min(es.reviews_count, 30));
  });

  it('answers 404 with a clear code for an unknown experience, 400 for a malformed id', async () => {
    const missing = await get('/api/v1/experience/999999', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'EXPERIENCE_NOT_FOUND',
      message: 'We could not find that experience.',
    });
    expect((await get('/api/v1/experience/1e3x')).statusCode).toBe(400);
    expect((await get('/api/v1/experience/99999999999')).statusCode).toBe(400);
  });

  it('suggests similar experiences from the same city first, never the experience itself', async () => {
    const first = (await get('/api/v1/experiences/simple?limit=1')).json().data[0] as Item;
    const similar = (await get(`/api/v1/experience/${first.id}/similar`)).json().data as Item[];
    expect(similar.length).toBeGreaterThanOrEqual(1);
    expect(similar.length).toBeLessThanOrEqual(8);
    expect(similar.map((e) => e.id)).not.toContain(first.id);
    const inCity = similar.map((e) => e.city.id === first.city.id);
    expect(inCity[0], 'the first suggestion is in the same city').toBe(true);
    // Same city first: once a suggestion is elsewhere, none after it is in the city.
    expect(inCity).toEqual([...inCity].sort((a, b) => Number(b) - Number(a)));
    expectEach(similar, (e) => e.country.id === first.country.id, 'in the same country');
  });
});

describe('carousels', () => {
  it('gives home, country and city carousels with titles and experiences', async () => {
    const home = (await get('/api/v1/carousels/home/0')).json().data;
    expect(home[0]).toMatchObject({ id: 'top', title: 'Las mejor valoradas' });
    expect(home[0].experiences.length).toBe(10);
    const pa = await countryId('PA');
    const country = (await get(`/api/v1/carousels/countries/${pa}`, 'en')).json().data;
    expect(country[0].title).toBe('Best of Panama');
    expect(country.length).toBeGreaterThan(0);
    for (const carousel of country as { title: string; experiences: Item[] }[])
      expectEach(carousel.experiences, (e) => e.country.id === pa, `${carousel.title}: in Panama`);
    const homeInPanama = (await get(`/api/v1/carousels/home/0?countryId=${pa}`)).json().data;
    expectEach(homeInPanama[0].experiences as Item[], (e) => e.country.id === pa, 'home in Panama');
  });

  it('rejects an unknown carousel type and unknown ids', async () => {
    expect((await get('/api/v1/carousels/planets/1')).statusCode).toBe(400);
    expect((await get('/api/v1/carousels/cities/999999')).statusCode).toBe(404);
  });
});
