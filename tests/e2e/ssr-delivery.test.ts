import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 40, web: true });
});
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function decoded(res: Awaited<ReturnType<typeof page>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.payload;
}

describe('server-rendered pages on the wire', () => {
  it('are compressed for clients that accept it, whole for those that do not', async () => {
    const plain = await page('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('/', { 'accept-encoding': 'gzip, br' });
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    for (const res of [br, gzip]) {
      expect(decoded(res)).toContain('<h1');
      expect(decoded(res)).toContain('</html>');
    }
  });

  it('carry the security headers and a CSP whose nonce is the one on the inline scripts', async () => {
    const res = await page('/', { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(decoded(res)).toContain(`<script nonce="${nonce}"`);
  });

  it('pass a form action the raw body and its cookies through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/preferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en&redirectTo=%2F',
    });
    expect([200, 302, 303]).toContain(res.statusCode);
    expect(String(res.headers['set-cookie'])).toContain('lang=');
  });
});
