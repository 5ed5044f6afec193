import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  fetchRequest,
  identifiesVisitor,
  isValidHost,
  pageUrl,
  requestTarget,
} from '../../../server/page-request';
import { ResponseCache } from '../../../server/response-cache';

/** Just what fetchRequest reads of Node's request. */
const raw = (url: string, headers: [string, string][], method = 'GET') =>
  ({ url, method, rawHeaders: headers.flat() }) as unknown as IncomingMessage;

const signal = new AbortController().signal;

describe('the Fetch request a page is rendered from (decision 0023)', () => {
  const headers: [string, string][] = [
    ['Host', 'evil.example'],
    ['Authorization', 'Bearer secret'],
    ['Cookie', 'session=secret; lang=en; other=1'],
    ['X-Forwarded-Host', 'evil.example'],
    ['Accept-Language', 'en'],
    ['User-Agent', 'Googlebot'],
  ];

  it('a shareable render sees no header that could tell who is asking', () => {
    const request = fetchRequest(raw('/about', headers), {
      origin: 'https://rumbo.example',
      shareable: true,
      signal,
    });
    expect([...request.headers.keys()].sort()).toEqual(['accept-language', 'cookie', 'user-agent']);
    expect(request.headers.get('cookie')).toBe('lang=en');
    expect(request.url).toBe('https://rumbo.example/about');
  });

  it('a render for one request sees every header, still on the public origin', () => {
    const request = fetchRequest(raw('/about?x=1', headers), {
      origin: 'https://rumbo.example',
      shareable: false,
      signal,
    });
    expect(request.headers.get('authorization')).toBe('Bearer secret');
    expect(request.url).toBe('https://rumbo.example/about?x=1');
  });

  it('the request line never names the origin', () => {
    expect(pageUrl('https://rumbo.example', '//evil.example/about?x=1').href).toBe(
      'https://rumbo.example//evil.example/about?x=1',
    );
    expect(requestTarget('http://evil.example/about?x=1')).toBe('/about?x=1');
    expect(pageUrl('https://rumbo.example', 'http://evil.example/about').origin).toBe(
      'https://rumbo.example',
    );
    expect(pageUrl('https://rumbo.example', '*').origin).toBe('https://rumbo.example');
  });

  it('identifies a visitor by Authorization or any cookie but the language and attribution codes', () => {
    expect(identifiesVisitor({})).toBe(false);
    expect(identifiesVisitor({ cookie: 'lang=en' })).toBe(false);
    // Who sent the visitor, shared by everyone who followed the same link (decision 0038).
    expect(identifiesVisitor({ cookie: 'affiliate=copa; utm_source=mail; referent=ANA-1; lang=es' })).toBe(
      false,
    );
    expect(identifiesVisitor({ cookie: 'affiliate=copa; session=x' })).toBe(true);
    expect(identifiesVisitor({ cookie: 'lang=en; session=x' })).toBe(true);
    expect(identifiesVisitor({ cookie: 'anything=1' })).toBe(true);
    expect(identifiesVisitor({ authorization: '' })).toBe(true);
  });

  it('accepts well-formed Host values only', () => {
    for (const host of ['rumbo.example', 'localhost:3000', '127.0.0.1', '[::1]:8080', 'a%2Db.example'])
      expect(isValidHost(host)).toBe(true);
    for (const host of ['', 'a b', '[', 'a/b', 'a?b', 'a@b', 'a:b', 'a:123456', '[::1]x'])
      expect(isValidHost(host)).toBe(false);
  });
});

describe('the API response cache', () => {
  it('is bounded in bytes, whatever the number of distinct questions', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    const big = { data: 'x'.repeat(135_000) };
    for (let i = 0; i < 50; i++)
      await cache.getOrCompute(`es|/api/v1/experiences/simple?limit=100&page=${i}`, async () => big);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(50);
  });

  it('does not keep an answer its computation found to depend on the caller', async () => {
    const cache = new ResponseCache();
    await cache.getOrCompute(
      'k',
      async () => ({ mine: true }),
      () => false,
    );
    expect(cache.size).toBe(0);
  });
});
