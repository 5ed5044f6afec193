import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 6 of the security issue: absolute links (canonical, hreflang, og:url, og:image, robots.txt,
 * sitemaps) come from PUBLIC_URL, never from the request line or the Host header (decision 0023).
 */
const PUBLIC = 'https://rumbo.example';
let t: TestApp;
let experiencePath: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true, env: { PUBLIC_URL: `${PUBLIC}/` } });
  const experience = await t.app.inject({
    method: 'GET',
    url: '/api/v1/experiences/simple?limit=1',
    headers: { 'api-token': 'test-token' },
  });
  experiencePath = (experience.json() as { data: { url: string }[] }).data[0]!.url;
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/**
 * The addresses a page or file gives of itself: canonical and hreflang links, Open Graph and Twitter
 * meta, JSON-LD urls, sitemap entries and the robots.txt sitemap line.
 */
function ownAddresses(text: string): string[] {
  return [
    ...text.matchAll(/<link rel="(?:canonical|alternate)"[^>]*? href="([^"]*)"/g),
    ...text.matchAll(/<meta (?:property|name)="(?:og|twitter):[a-z:]+" content="([^"]*)"/g),
    ...text.matchAll(/"(?:url|image)":"([^"]*)"/g),
    ...text.matchAll(/<loc>([^<]*)<\/loc>/g),
    ...text.matchAll(/^Sitemap: (.*)$/gm),
  ]
    .map((match) => match[1]!)
    .filter((value) => /^(?:[a-z]+:)?\/\//i.test(value));
}

/** Names only PUBLIC_URL for itself, and no other origin anywhere (a short message, not the page). */
function expectOwnOrigin(text: string) {
  expect(/https?:\/\/evil\.example/.test(text), 'names http(s)://evil.example').toBe(false);
  const foreign = ownAddresses(text).filter((address) => !address.startsWith(`${PUBLIC}/`));
  expect(foreign).toEqual([]);
}

describe('the request line does not set the origin', () => {
  it('//evil.example/about is a path on this site, not another host; cached or not', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('//evil.example/about');
      expect(res.statusCode).toBeLessThan(500);
      expectOwnOrigin(res.payload);
    }
  });

  it('the pages themselves name PUBLIC_URL in canonical, hreflang and Open Graph', async () => {
    for (const url of ['/about', '/', experiencePath]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain(`<link rel="canonical" href="${PUBLIC}/`);
      expect(res.payload).toMatch(new RegExp(`property="og:image" content="${PUBLIC}/`));
      expectOwnOrigin(res.payload);
    }
  });

  it('robots.txt and the sitemaps, also asked as //evil.example/…', async () => {
    for (const url of [
      '/robots.txt',
      '//evil.example/robots.txt',
      '/sitemap.xml',
      '//evil.example/sitemap.xml',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBeLessThan(500);
      expectOwnOrigin(res.payload);
    }
    expect((await get('/robots.txt')).payload).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    expect(index.payload).toContain(`<loc>${PUBLIC}/sitemaps/pages.xml</loc>`);
    const pages = await get('/sitemaps/pages.xml', { host: 'evil.example' });
    expect(pages.payload).toContain(`<loc>${PUBLIC}/`);
    expectOwnOrigin(pages.payload);
  });
});

describe('the Host header does not set the origin', () => {
  it('a forged Host changes nothing a page or file names, and shares the one cached page', async () => {
    t.app.pageCache.clear();
    for (const url of ['/about', experiencePath, '/robots.txt', '/sitemap.xml']) {
      const res = await get(url, { host: 'evil.example' });
      expect(res.statusCode).toBe(200);
      expectOwnOrigin(res.payload);
    }
    // The page cache key holds no host: the same page is shared whatever Host asked for it.
    const honest = await get('/about', { host: 'rumbo.example' });
    expectOwnOrigin(honest.payload);
    expect(t.app.pageCache.size).toBe(2);
  });

  it('an absolute-form request line (GET http://evil.example/about) is the path on this site', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'GET http://evil.example/about HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(`<link rel="canonical" href="${PUBLIC}/about?lang=es"/>`);
    expectOwnOrigin(answer.slice(answer.indexOf('\r\n\r\n')));
  });
});
