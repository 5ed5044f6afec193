import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 120 });
});
afterAll(() => t?.close());

const get = (url: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({ method: 'GET', url, headers: apiHeaders(lang) });

describe('api token and language', () => {
  it('refuses a call without a token or with an unknown one, in the caller language', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/countries/simple' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      code: 'INVALID_API_TOKEN',
      message: expect.stringContaining('token'),
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/countries/simple',
      headers: { 'api-token': 'nope', 'language-code': 'en' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The API token is missing or not valid.');
  });

  it('falls back to Accept-Language, then Spanish; the literal "null" is ignored', async () => {
    const viaAccept = await t.app.inject({
      method: 'GET',
      url: '/api/v1/countries/simple',
      headers: { 'api-token': 'test-token', 'language-code': 'null', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(viaAccept.json().data.map((c: { name: string }) => c.name)).toContain('Panama');
    const fallback = await t.app.inject({
      method: 'GET',
      url: '/api/v1/countries/simple',
      headers: { 'api-token': 'test-token', 'accept-language': 'fr-FR' },
    });
    expect(fallback.json().data.map((c: { name: string }) => c.name)).toContain('Panamá');
  });
});

describe('countries', () => {
  it('lists the seven countries with ISO codes, banners and the pagination shape', async () => {
    const res = await get('/api/v1/countries/simple?limit=30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((c: { iso_code: string }) => c.iso_code).sort()).toEqual([
      'CO',
      'CR',
      'DO',
      'GT',
      'PA',
      'PR',
      'SV',
    ]);
    expect(body.pagination).toEqual({
      total_pages: 1,
      current_page: 1,
      total_records: 7,
      next_page: null,
      prev_page: null,
    });
    expect(body.data[0].banner).toMatch(/^\/media\/photos\/banner-[a-z]{2}-1600\.webp$/);
  });

  it('pages with limit', async () => {
    const body = (await get('/api/v1/countries/simple?limit=3&page=2')).json();
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toMatchObject({ current_page: 2, total_pages: 3, next_page: 3, prev_page: 1 });
  });

  it('answers one country, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = (await get('/api/v1/countries/simple')).json();
    const panama = list.data.find((c: { iso_code: string }) => c.iso_code === 'PA');
    const one = await get(`/api/v1/country/${panama.id}`, 'en');
    expect(one.json()).toMatchObject({
      id: panama.id,
      name: 'Panama',
      iso_code: 'PA',
      time_zone: 'America/Panama',
    });
    const missing = await get('/api/v1/country/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'COUNTRY_NOT_FOUND', message: 'No encontramos ese país.' });
    const malformed = await get('/api/v1/country/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  it("lists a country's destinations, all of that country", async () => {
    const list = (await get('/api/v1/countries/simple')).json();
    const colombia = list.data.find((c: { iso_code: string }) => c.iso_code === 'CO');
    const body = (await get(`/api/v1/countries/${colombia.id}/destinations/simple?limit=30`)).json();
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.every((d: { country: { iso_code: string } }) => d.country.iso_code === 'CO')).toBe(true);
    expect(body.data.map((d: { name: string }) => d.name)).toContain('Cartagena');
    expect((await get('/api/v1/countries/999999/destinations/simple')).statusCode).toBe(404);
  });
});

describe('newer API (v2)', () => {
  it('gives highlights for featured:bool(true) and categories otherwise, with both translations', async () => {
    const highlights = (
      await get('/api/v2/categories/web?where=featured:bool(true)&perPage=1000&langCode=es')
    ).json();
    const categories = (
      await get('/api/v2/categories/web?where=featured:bool(false)&perPage=1000&langCode=en')
    ).json();
    expect(highlights.data.length).toBeGreaterThanOrEqual(6);
    expect(categories.data.length).toBeGreaterThanOrEqual(12);
    expect(highlights.data.every((c: { featured: boolean }) => c.featured)).toBe(true);
    expect(categories.data.every((c: { featured: boolean }) => !c.featured)).toBe(true);
    const first = categories.data[0];
    expect(first.translates.map((t: { lang_code: string }) => t.lang_code).sort()).toEqual(['en', 'es']);
    expect(first.name).toBe(first.translates.find((t: { lang_code: string }) => t.lang_code === 'en').name);
    expect(first.icon).toMatch(/^\/media\/icons\/[a-z0-9-]+\.svg$/);
  });

  it('filters destinations by country and honours perPage', async () => {
    const list = (await get('/api/v1/countries/simple')).json();
    const panama = list.data.find((c: { iso_code: string }) => c.iso_code === 'PA');
    const body = (
      await get(`/api/v2/destinations/web?where=country.id:string(${panama.id})&perPage=3&langCode=en`)
    ).json();
    expect(body.data).toHaveLength(3);
    expect(body.data.every((d: { country: { id: number } }) => d.country.id === panama.id)).toBe(true);
    expect(body.data[0].translations).toHaveLength(2);
    expect(body.pagination.total_records).toBeGreaterThan(3);
  });

  it('rejects malformed where clauses and ids with 400, never 500', async () => {
    for (const url of [
      '/api/v2/categories/web?where=featured:bool(maybe)',
      '/api/v2/categories/web?where=featured',
      '/api/v2/categories/web?where=name:string(x)',
      '/api/v2/destinations/web?where=country.id:string(abc)',
      '/api/v2/destinations/web?perPage=-1',
      '/api/v2/categories/web?perPage=5000',
    ]) {
      const res = await get(url, 'en');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/not valid|check/i);
    }
  });
});

describe('destinations, categories and highlights by id', () => {
  it('answers name and image, and 404 for the other kind or unknown ids', async () => {
    const highlights = (await get('/api/v2/categories/web?where=featured:bool(true)')).json();
    const categories = (await get('/api/v2/categories/web?where=featured:bool(false)')).json();
    const highlight = highlights.data[0];
    const category = categories.data[0];
    expect((await get(`/api/v1/highlights/${highlight.id}/simple`)).json()).toMatchObject({
      id: highlight.id,
      name: highlight.name,
    });
    expect((await get(`/api/v1/categories/${category.id}/simple`)).json()).toMatchObject({
      id: category.id,
      name: category.name,
    });
    expect((await get(`/api/v1/categories/${highlight.id}/simple`)).json().code).toBe('CATEGORY_NOT_FOUND');
    expect((await get(`/api/v1/highlights/${category.id}/simple`)).json().code).toBe('HIGHLIGHT_NOT_FOUND');
    const destinations = (await get('/api/v2/destinations/web?perPage=1')).json();
    const destination = (await get(`/api/v1/destinations/${destinations.data[0].id}/simple`)).json();
    expect(destination).toMatchObject({
      id: destinations.data[0].id,
      image: expect.stringMatching(/^\/media\/photos\//),
    });
    expect((await get('/api/v1/destinations/424242/simple')).statusCode).toBe(404);
  });
});

describe('server basics', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.status).toBe('ready');
    expect(ready.migrations).toBeGreaterThanOrEqual(3);
  });

  it('sets security headers and answers unknown API routes with a JSON 404', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/experiences/simple',
        '/api/v2/categories/web',
        '/api/v1/experience/{id}',
      ]),
    );
  });
});
