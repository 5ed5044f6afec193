import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie, signUp } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 10 of the security issue, the smaller ones: framework codes such as FST_STATIC_FORBIDDEN_PATH
 * in messages, sign-out with `Content-Type: application/json` and no body answering 400 (and keeping the
 * session), and OpenAPI query parameters named `type` and `additionalProperties`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4 });
});
afterAll(() => t?.close());

describe('framework errors', () => {
  it('answer in the API’s shape with a translated message, never a framework code or the path', async () => {
    const cases = [
      { url: '/media/%00', headers: {} },
      { url: '/media/a%00b.webp', headers: {} },
      { url: '/api/v1/country/%E0%A4%A', headers: apiHeaders() },
      { url: '/%E0%A4%A', headers: {} },
      {
        url: '/api/v1/sign-out',
        headers: { ...apiHeaders(), 'content-length': '5' },
        method: 'POST' as const,
      },
    ];
    for (const { url, headers, method } of cases) {
      for (const lang of ['es', 'en'] as const) {
        const response = await t.app.inject({
          method: method ?? 'GET',
          url,
          headers: { ...headers, 'language-code': lang, 'content-type': 'application/json' },
          ...(method ? { payload: '{}' } : {}),
        });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        const body = response.json() as { code: string; message: string };
        expect(body.code, url).toMatch(/^[A-Z_]+$/);
        expect(body.code, url).not.toMatch(/^FST_|^ERR_/);
        expect(response.body, url).not.toMatch(/FST_|ERR_|%E0|%00|Client Error|is not a valid url/i);
        expect(Object.keys(body).sort(), url).toEqual(['code', 'message']);
      }
    }
  });

  it('words a malformed URL in the request’s language', async () => {
    const url = '/api/v1/country/%E0%A4%A';
    const es = await t.app.inject({ url, headers: { 'language-code': 'es' } });
    const en = await t.app.inject({ url, headers: { 'language-code': 'en' } });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ code: 'INVALID_URL', message: 'La dirección de la solicitud no es válida.' });
    expect(en.json()).toEqual({ code: 'INVALID_URL', message: 'The request’s address is not valid.' });
  });
});

describe('an empty JSON body', () => {
  it('signs out: the session ends and its cookie is cleared', async () => {
    const user = await signUp(t);
    const cookie = sessionCookie(user.response).split(';')[0]!;
    const response = await call(t, 'sign-out', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;/);
    expect((await call(t, 'me', { cookie })).statusCode).toBe(401);
  });

  it('is accepted by every route that takes no body or an optional one', async () => {
    const user = await signUp(t);
    const experiences = await call(t, 'experiences/simple?limit=1');
    const id = (experiences.json() as { data: { id: number }[] }).data[0]!.id;
    const favourite = await call(t, `experience/${id}/add-favorite`, {
      method: 'POST',
      token: user.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const search = await call(t, 'experiences/simple', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('still refuses a body that is not JSON, and a missing body where one is required', async () => {
    const broken = await call(t, 'sign-in', {
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    const empty = await call(t, 'sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the OpenAPI document', () => {
  const KEYWORDS = [
    'type',
    'additionalProperties',
    'properties',
    'anyOf',
    'oneOf',
    'allOf',
    'items',
    'required',
  ];

  it('lists only real parameters: no JSON Schema keyword as a query parameter, no path parameter the path lacks', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        for (const parameter of operation.parameters ?? []) {
          const where = `${method} ${path} ${parameter.in} ${parameter.name}`;
          if (parameter.in === 'path') expect(path, where).toContain(`{${parameter.name}}`);
          else expect(KEYWORDS, where).not.toContain(parameter.name);
        }
      }
    }
    expect(operations).toBeGreaterThan(20);
  });

  it('describes a free-form query as one object of query parameters', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[] }>
      >;
    };
    const parameters = doc.paths['/api/v1/countries/simple']?.get?.parameters ?? [];
    expect(parameters).toEqual([
      expect.objectContaining({
        in: 'query',
        name: 'query',
        schema: expect.objectContaining({ type: 'object' }),
      }),
    ]);
  });
});
