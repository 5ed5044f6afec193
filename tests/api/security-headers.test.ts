import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createListeningApp } from '../helpers/listening-app';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 10 of the security issue: the 401 of a missing api-token and Fastify's own 400s went out
 * without security headers, and there was no Permissions-Policy. Every answer carries them now.
 */
const REQUIRED = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
];

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const name of REQUIRED) expect(headers[name], `${what}: ${name}`).toBeTruthy();
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(String(headers['permissions-policy'])).toContain('geolocation=()');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('are on every kind of answer of the API', async () => {
    const cases: [string, Promise<LightMyRequestResponse>][] = [
      ['200', t.app.inject({ url: '/api/v1/countries/simple', headers: apiHeaders() })],
      ['401 without api-token', t.app.inject({ url: '/api/v1/me' })],
      ['401 with an unknown api-token', t.app.inject({ url: '/api/v1/me', headers: { 'api-token': 'x' } })],
      ['401 without a session', t.app.inject({ url: '/api/v1/me', headers: apiHeaders() })],
      ['404 unknown API path', t.app.inject({ url: '/api/v1/nothing', headers: apiHeaders() })],
      ['404 unknown path', t.app.inject({ url: '/nothing' })],
      ['400 validation', t.app.inject({ url: '/api/v1/country/abc', headers: apiHeaders() })],
      [
        '400 invalid JSON',
        t.app.inject({
          method: 'POST',
          url: '/api/v1/sign-in',
          headers: { ...apiHeaders(), 'content-type': 'application/json' },
          payload: '{',
        }),
      ],
      [
        '415',
        t.app.inject({
          method: 'POST',
          url: '/api/v1/sign-in',
          headers: { ...apiHeaders(), 'content-type': 'application/xml' },
          payload: '<x/>',
        }),
      ],
      ['400 malformed URL', t.app.inject({ url: '/api/v1/country/%E0%A4%A' })],
      ['400 malformed URL outside the API', t.app.inject({ url: '/%zz' })],
      ['health', t.app.inject({ url: '/healthz' })],
      ['API docs', t.app.inject({ url: '/api/docs/json' })],
    ];
    for (const [what, pending] of cases) {
      const response = await pending;
      expectSecurityHeaders(response.headers, `${what} (${response.statusCode})`);
    }
  });

  it('are on the answer to a request the HTTP parser refuses (malformed header), in the API’s shape', async () => {
    const listening = await createListeningApp();
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(listening.port, '127.0.0.1', () => {
          socket.write('GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n');
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1)]),
      );
      expectSecurityHeaders(headers, 'parser error');
      expect(JSON.parse(body)).toEqual({ code: 'BAD_REQUEST', message: 'La solicitud no es válida.' });
    } finally {
      await listening.close();
    }
  });

  it('are on pages, whose own CSP (with its nonce or hashes) is kept', async () => {
    const web = await createTestApp({ web: true });
    try {
      for (const url of ['/about', '/about', '/no-such-page']) {
        const page = await web.app.inject({ url });
        expectSecurityHeaders(page.headers, url);
        expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' '(nonce|sha256)-/);
      }
    } finally {
      await web.close();
    }
  });
});
