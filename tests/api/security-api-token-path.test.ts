import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type SignedUp, sessionCookie, signUp } from '../helpers/accounts';
import { API_TOKEN, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 3 of the security issue: the `api-token` check read the raw request line while the router
 * matches the decoded path, so `/%61pi/v1/me` with a session cookie reached the API without a token (and
 * a cross-site form could act on an encoded path). The check now follows the route that matched.
 */
let t: TestApp;
let user: SignedUp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  cookie = sessionCookie(user.response).split(';')[0]!;
});
afterAll(() => t?.close());

/** Spellings of `/api/v1/me` and `/api/v2/...` that a router or a proxy may read as the API. */
const ENCODED = [
  '/%61pi/v1/me',
  '/a%70i/v1/me',
  '/ap%69/v1/me',
  '/%61%70%69/v1/me',
  '/%41pi/v1/me',
  '/api/%761/me',
  '/api/v1/%6De',
  '/api/v1/m%65',
  '/api%2Fv1/me',
  '/api%2fv1%2fme',
  '/api/v1%2Fme',
  '/API/v1/me',
  '/Api/v1/me',
  '//api/v1/me',
  '/api//v1/me',
  '/api/./v1/me',
  '/api/v1/./me',
  '/api/v1/../v1/me',
  '/api/v1/me/',
  '/api/v1/me?x=1',
  '/api/v1/me#x',
  '/api/v1/me;x',
  '/%2561pi/v1/me',
  '/%61pi/v2/categories/web',
  '/api/v%32/categories/web',
  '/api/v2/categories/web',
  '/api/v1/me',
];

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'x-forwarded-for': '10.9.0.1', ...headers } });

describe('api-token on every spelling of an API path', () => {
  it('no spelling reaches an API route without the token, even with a session cookie', async () => {
    for (const url of ENCODED) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBeLessThan(400);
      expect(response.body, url).not.toContain(user.email);
      // What the router reads as the API is refused for the token, in the API's shape.
      if (response.statusCode === 401) {
        expect(response.json(), url).toMatchObject({ code: 'INVALID_API_TOKEN' });
      }
    }
  });

  it('decoded spellings of an API route are the API: 401 without the token, the route with it', async () => {
    for (const url of ['/%61pi/v1/me', '/a%70i/v1/me', '/api/v1/%6De', '/%61%70%69/v1/me', '/api/v1/me']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_API_TOKEN' });
      const allowed = await get(url, { 'api-token': API_TOKEN });
      expect(allowed.statusCode, url).toBe(200);
      expect(allowed.json().user.email).toBe(user.email);
    }
    for (const url of ['/%61pi/v2/categories/web', '/api/v%32/categories/web']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, { 'api-token': API_TOKEN })).statusCode, url).toBe(200);
    }
  });

  it('unknown API paths answer the API’s 401 without a token and its JSON 404 with one, however spelt', async () => {
    for (const url of ['/api/v1/nothing', '/%61pi/v1/nothing', '/api/v9/me', '/api/v1/me/x', '/api/docsx']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(401);
      const missing = await get(url, { 'api-token': API_TOKEN });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('keeps the API documentation open, under any spelling', async () => {
    for (const url of ['/api/docs/json', '/%61pi/docs/json', '/api/%64ocs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().openapi).toBeDefined();
    }
  });
});

describe('a cross-site form against an encoded path', () => {
  it('cannot sign the user out (a form sends no api-token)', async () => {
    const victim = await signUp(t);
    const victimCookie = sessionCookie(victim.response).split(';')[0]!;
    for (const [url, type] of [
      ['/%61pi/v1/sign-out', 'text/plain'],
      ['/a%70i/v1/sign-out', 'application/x-www-form-urlencoded'],
      ['/api/v1/sign-%6Fut', 'multipart/form-data; boundary=x'],
      ['/api/v1/sign-out', 'text/plain'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: victimCookie, 'content-type': type, origin: 'https://evil.example' },
        payload: '',
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const me = await call(t, 'me', { cookie: victimCookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(victim.email);
  });

  it('cannot toggle a favourite through an encoded path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/experience/1/add-favorite',
      headers: { cookie, 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
  });
});
