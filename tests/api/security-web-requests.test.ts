import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUnsubscribeToken } from '../../domain/emails/unsubscribe-token';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Findings 7 and 10 of the security issue, for the server-rendered web app: a malformed Host, methods
 * no page serves (TRACE) and form actions sent something other than a form are clear 4xx answers, not 5xx; error answers never carry stack traces or the
 * server's file paths, whatever NODE_ENV says.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
}, 300_000);
afterAll(() => t?.close());

describe('a malformed Host header', () => {
  for (const host of ['a b', '[', 'evil.example/x?y', 'a@b', 'example.com:port', 'a\tb']) {
    it(`${JSON.stringify(host)} on a page is a translated 400`, async () => {
      for (const [lang, message] of [
        ['es', 'La cabecera Host de la petición no es válida.'],
        ['en', 'The Host header of the request is not valid.'],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/about',
          headers: { host, 'accept-language': lang },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'INVALID_HOST', message });
      }
    });
  }

  it('well-formed hosts are served: names, addresses, IPv6 literals, ports', async () => {
    for (const host of [
      'rumbo.example',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'xn--rmbo-9qa.example',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/about', headers: { host } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('methods no page serves', () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
    it(`${method} answers 405 with Allow`, async () => {
      for (const url of ['/', '/about', '/no/such/page', '/robots.txt']) {
        const res = await t.app.inject({ method, url, headers: { 'accept-language': 'en' } });
        expect(res.statusCode).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST');
        expect(res.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' });
      }
    });
  }

  it('GET, HEAD and POST still reach the pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/preferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en&redirectTo=%2F',
    });
    expect(post.statusCode).toBeLessThan(400);
  });
});

describe('page form actions', () => {
  const bodies = [
    { name: 'JSON', type: 'application/json', payload: '{"lang":"en"}', status: 415 },
    { name: 'plain text', type: 'text/plain', payload: 'lang=en', status: 415 },
    { name: 'no content type', type: undefined, payload: 'lang=en', status: 415 },
    {
      name: 'a broken multipart body',
      type: 'multipart/form-data; boundary=x',
      payload: '--x\r\nbroken',
      status: 400,
    },
    { name: 'multipart without a boundary', type: 'multipart/form-data', payload: 'lang=en', status: 400 },
  ];
  for (const url of ['/preferences', '/unsubscribe', '/unsubscribe.data']) {
    for (const body of bodies) {
      it(`POST ${url} with ${body.name} is a ${body.status}, not a 500`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: body.type ? { 'content-type': body.type } : {},
          payload: body.payload,
        });
        expect(res.statusCode).toBe(body.status);
      });
    }
  }

  it('a real form still works', async () => {
    const token = signUnsubscribeToken(t.app.env.SIGNING_SECRET, 'someone@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?${new URLSearchParams({ token })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('error answers', () => {
  it('carry no stack trace or file path, in a page or a client navigation', async () => {
    // A loader that fails on the server, as a bug or a failing database would make it.
    const failure = new Error('catalogue unavailable');
    const read = vi.spyOn(t.app.catalogCache, 'read').mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      t.app.pageCache.clear();
      for (const url of ['/_root.data', '/about.data', '/about']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(res.payload).not.toContain(import.meta.dirname.split('/tests/')[0]!);
        expect(res.payload).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+|\.js:\d+/);
        expect(res.payload).not.toContain('catalogue unavailable');
      }
    } finally {
      read.mockRestore();
      log.mockRestore();
    }
  });
});
