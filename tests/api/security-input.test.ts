import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp, uniqueEmail } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 13, finding 7: client input that reached a 500 (a stack overflow, a PostgreSQL error) or was
 * stored altered. Each must be a translated 400 before any SQL runs (decision 0025).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
});
afterAll(() => t?.close());

const postJson = (url: string, body: string, lang: 'es' | 'en' = 'en', token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...apiHeaders(lang),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });

const get = (url: string, lang: 'es' | 'en' = 'en') =>
  t.app.inject({ method: 'GET', url, headers: apiHeaders(lang) });

const nested = (depth: number, open: string, leaf: string, close: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);

describe('deeply nested JSON bodies', () => {
  it('refuses a body nested deeper than 32 levels with a translated 400, on every JSON route', async () => {
    const bodies = [
      nested(20_000, '[', '', ']'),
      nested(20_000, '{"a":', '1', '}'),
      nested(33, '[', '', ']'),
    ];
    for (const url of ['/api/v1/experiences/simple', '/api/v1/analytics/events', '/api/v1/sign-in']) {
      for (const body of bodies) {
        const res = await postJson(url, body);
        expect(res.statusCode, `${url} ${body.slice(0, 20)}`).toBe(400);
        expect(res.json()).toEqual({
          code: 'JSON_TOO_DEEP',
          message: 'The request body nests too deeply (at most 32 levels).',
        });
      }
    }
    const es = await postJson('/api/v1/experiences/simple', nested(5000, '[', '', ']'), 'es');
    expect(es.json().message).toBe(
      'El cuerpo de la solicitud tiene demasiados niveles anidados (como máximo 32).',
    );
  });

  it('still reads bodies up to the limit', async () => {
    const res = await postJson(
      '/api/v1/experiences/simple',
      JSON.stringify({ data: { filters: { country: [1] } } }),
    );
    expect(res.statusCode).toBe(200);
    const atLimit = await postJson('/api/v1/experiences/simple', nested(32, '[', '', ']'));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('INVALID_FILTERS');
  });
});

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';
const TEXT_EN =
  'The text contains characters that are not allowed (a null character or a broken Unicode character).';
const TEXT_ES =
  'El texto contiene caracteres no permitidos (un carácter nulo o un carácter Unicode incompleto).';

describe('NUL characters and lone surrogates', () => {
  it('refuses them anywhere in an analytics event, and stores nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_events`))[0]
        ?.n;
    const before = await count();
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, `a${LONE_LOW}${LONE_HIGH}b`]) {
      for (const event of [
        { name: 'page_view', path: `/x${bad}` },
        { name: 'search', path: '/search', properties: { searchText: `snorkel${bad}` } },
        { name: 'search', path: '/search', properties: { [`key${bad}`]: 'value' } },
      ]) {
        const res = await postJson('/api/v1/analytics/events', JSON.stringify(event));
        expect(res.statusCode, JSON.stringify(event)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().message).toContain(TEXT_EN);
      }
    }
    const es = await postJson(
      '/api/v1/analytics/events',
      JSON.stringify({ name: 'page_view', path: `/${NUL}` }),
      'es',
    );
    expect(es.json().message).toContain(TEXT_ES);
    expect(await count()).toBe(before);
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await postJson(
      '/api/v1/analytics/events',
      JSON.stringify({ name: 'page_view', path: '/🌴' }),
    );
    expect(emoji.statusCode).toBe(202);
  });

  it('refuses them in a supplier registration, naming the field', async () => {
    for (const bad of [NUL, LONE_HIGH]) {
      const res = await call(t, 'supplier-registration', {
        lang: 'en',
        payload: {
          email: uniqueEmail('operator'),
          password: 'Operator123',
          company_name: 'Tours del Istmo S.A.',
          contact_first_name: 'Luis',
          contact_last_name: 'Gómez',
          phone: '+507 6000 1234',
          country_iso: 'PA',
          message: `Ofrecemos tours${bad} en el Canal.`,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ field: 'message', message: TEXT_EN }],
      });
    }
  });

  it('refuses them in a profile update instead of storing a replacement character', async () => {
    const user = await signUp(t);
    for (const bad of [NUL, LONE_HIGH]) {
      const res = await postJson(
        '/api/v1/update-profile',
        JSON.stringify({ address: `Calle ${bad} 1` }),
        'es',
        user.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ field: 'address', message: TEXT_ES }],
      });
    }
    const me = await call(t, 'me', { token: user.token });
    expect(me.json().user.address).toBeNull();
  });

  it('refuses them in query strings and path parameters too', async () => {
    for (const url of [
      '/api/v1/experiences/simple?q=%00',
      '/api/v1/experiences/simple?searchText=tour%00',
      '/api/v2/categories/web?where=featured:bool(true)%00',
      '/api/v1/check-email/ana%00%40example.com',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(TEXT_EN);
    }
  });
});

describe('ids beyond the PostgreSQL integer range', () => {
  it('refuses a where filter id that does not fit an integer column with 400, not 500', async () => {
    for (const id of ['99999999999', '2147483648', '1e3', '0x10', '-1']) {
      const res = await get(`/api/v2/destinations/web?where=country.id:string(${id})`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('INVALID_QUERY');
    }
    const largest = await get('/api/v2/destinations/web?where=country.id:string(2147483647)');
    expect(largest.statusCode).toBe(200);
    expect(largest.json().data).toEqual([]);
  });

  it('reads ids in paths and queries only as plain digits up to 2147483647', async () => {
    for (const url of [
      '/api/v1/country/99999999999',
      '/api/v1/country/2147483648',
      '/api/v1/country/1e3',
      '/api/v1/country/0x10',
      '/api/v1/country/%2012',
      '/api/v1/country/12.0',
      '/api/v1/experience/1e0/similar',
      '/api/v1/carousels/cities/1e3',
      '/api/v1/carousels/home/0?countryId=1e1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(
        'This id is not valid: it must be a whole number from 1 to 2147483647.',
      );
    }
    // A well-formed id that names nothing is a 404, as before.
    expect((await get('/api/v1/country/2147483647')).statusCode).toBe(404);
    const es = await get('/api/v1/country/2147483648', 'es');
    expect(es.json().message).toContain('Este identificador no es válido');
  });
});
