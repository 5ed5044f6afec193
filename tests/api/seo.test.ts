import { sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServices, servicesContext } from '../../app/context.server';
import { loader as destinationsLoader } from '../../app/routes/destinations';
import { loader as experienceLoader } from '../../app/routes/experience';
import { loader as listingLoader } from '../../app/routes/listing';
import { action as preferencesAction } from '../../app/routes/preferences';
import { loader as robotsLoader } from '../../app/routes/robots';
import { loader as sitemapFileLoader } from '../../app/routes/sitemap-file';
import { loader as sitemapLoader } from '../../app/routes/sitemap';
import { languageCookie } from '../../app/i18n/language-cookie';
import { queryRows } from '../../db/client';
import { CatalogReadCache } from '../../domain/catalog/catalog-read-cache.server';
import { getExperience } from '../../domain/catalog/experience-detail.server';
import {
  experiencePaths,
  experienceSitemapRanges,
  SITEMAP_MAX_URLS,
  EXPERIENCES_PER_SITEMAP,
} from '../../domain/catalog/sitemap.server';
import { countryDestinationsPath, destinationPath } from '../../domain/catalog/slug';
import { createTestApp, TEST_NOW, TEST_SIGNING_SECRET, type TestApp } from '../helpers/test-app';

const ORIGIN = 'http://127.0.0.1';
let t: TestApp;
let services: AppServices;
let published: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 40 });
  services = {
    db: t.app.db,
    clock: () => TEST_NOW,
    catalogCache: new CatalogReadCache(),
    publicApiToken: 'test-token',
    origin: ORIGIN,
    signingSecret: TEST_SIGNING_SECRET,
  };
  published = (
    await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from experiences where status = 'published' order by id`,
    )
  ).map((row) => row.id);
});
afterAll(() => t?.close());

/** Runs a route loader or action as React Router would for `path` (extra request fields in `init`). */
async function run(
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string> = {},
  init: RequestInit = {},
  pattern = '',
  dataRequest = false,
): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`${ORIGIN}${path}`);
  // A client navigation's data request: `{path}.data?_routes=…`; loaders read the page's address from `url`.
  const requestUrl = new URL(url);
  if (dataRequest) {
    requestUrl.pathname += '.data';
    requestUrl.searchParams.set('_routes', 'root,routes/experience');
  }
  const request = new Request(requestUrl, init);
  try {
    return await handler({ request, url, params, context, pattern } as never);
  } catch (thrown) {
    // Redirects and error statuses are thrown; the tests look at them as answers.
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return thrown;
    throw thrown;
  }
}

const text = async (answer: unknown) => (answer as Response).text();
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('sitemap', () => {
  it('is an index of a pages file and experience files, which robots.txt names', async () => {
    const index = (await run(sitemapLoader, '/sitemap.xml')) as Response;
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(index.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain('<urlset');
    expect(locs(xml)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/experiences-${published[0]}-${published.at(-1)}.xml`,
    ]);

    const robots = await text(await run(robotsLoader, '/robots.txt'));
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every published experience once per language, with its hreflang twin', async () => {
    const file = `experiences-${published[0]}-${published.at(-1)}.xml`;
    const xml = await text(await run(sitemapFileLoader, `/sitemaps/${file}`, { file }));
    const urls = locs(xml);
    expect(urls).toHaveLength(published.length * 2);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    for (const id of published.slice(0, 5)) {
      const es = await getExperience(t.app.db, id, 'es', TEST_NOW);
      const en = await getExperience(t.app.db, id, 'en', TEST_NOW);
      expect(urls).toContain(`${ORIGIN}${es.url}?lang=es`);
      expect(urls).toContain(`${ORIGIN}${en.url}?lang=en`);
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${en.url}?lang=en</loc><xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}${es.url}?lang=es"/><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${en.url}?lang=en"/></url>`,
      );
    }
    // Slugs are translated: the two languages' addresses differ for at least some experiences.
    expect(new Set(urls.map((url) => url.replace(/\?lang=\w+$/, ''))).size).toBeGreaterThan(published.length);
  });

  it('cuts experiences into runs of ids so that every file stays under the limit and none is missed', async () => {
    expect(EXPERIENCES_PER_SITEMAP * 2).toBe(SITEMAP_MAX_URLS);
    const perFile = 7;
    const ranges = await experienceSitemapRanges(t.app.db, perFile);
    expect(ranges).toHaveLength(Math.ceil(published.length / perFile));
    const seen: number[] = [];
    for (const range of ranges) {
      const pages = await experiencePaths(t.app.db, range, perFile);
      expect(pages.length).toBe(Math.min(perFile, published.length - seen.length));
      seen.push(...pages.map((page) => Number(page.es.split('/').at(-1))));
      for (const page of pages) expect(page.en.split('/').at(-1)).toBe(page.es.split('/').at(-1));
    }
    expect(seen).toEqual(published);
    // An address made up by hand gets no more than a file's worth.
    expect(await experiencePaths(t.app.db, { first: 1, last: 2_000_000_000 }, perFile)).toHaveLength(perFile);
  });

  it('lists the static pages, legal pages and each country’s destinations in both languages', async () => {
    const xml = await text(await run(sitemapFileLoader, '/sitemaps/pages.xml', { file: 'pages.xml' }));
    const urls = locs(xml);
    for (const path of [
      '/',
      '/destinations',
      '/giftcards',
      '/terms-and-conditions-operator',
      '/insurance-clients-coverage',
      '/insurance-suppliers-coverage',
    ]) {
      expect(urls).toContain(`${ORIGIN}${path}?lang=es`);
      expect(urls).toContain(`${ORIGIN}${path}?lang=en`);
    }
    const [country] = await queryRows<{ id: number; es: string; en: string }>(
      t.app.db,
      sql`select c.id, es.name as es, en.name as en from countries c
          join country_translations es on es.country_id = c.id and es.lang_code = 'es'
          join country_translations en on en.country_id = c.id and en.lang_code = 'en'
          where es.name <> en.name order by c.id limit 1`,
    );
    expect(urls).toContain(
      `${ORIGIN}${countryDestinationsPath({ countryName: country!.es, id: country!.id })}?lang=es`,
    );
    expect(urls).toContain(
      `${ORIGIN}${countryDestinationsPath({ countryName: country!.en, id: country!.id })}?lang=en`,
    );
    expect(urls.filter((url) => url.includes('/destinations/country/')).length).toBeGreaterThan(1);
  });

  it('answers 404 for files it does not name', async () => {
    for (const file of [
      'experiences-1.xml',
      'experiences-0-0.xml',
      'experiences-9-1.xml',
      'experiences-2000000000-2000000001.xml',
      'experiences-1-99999999999.xml',
      'other.xml',
      'experiences-1-2.xml.gz',
    ]) {
      expect(((await run(sitemapFileLoader, `/sitemaps/${file}`, { file })) as Response).status).toBe(404);
    }
  });
});

describe('canonical addresses', () => {
  const status = (answer: unknown) =>
    answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

  it('an experience at any other path moves permanently to its own, keeping the query', async () => {
    const id = published[0]!;
    const es = await getExperience(t.app.db, id, 'es', TEST_NOW);
    const en = await getExperience(t.app.db, id, 'en', TEST_NOW);
    expect(es.url).not.toBe(en.url);
    const params = (path: string) => {
      const [country, destination, slug, raw] = path.split('?')[0]!.split('/').slice(1);
      return { country: country!, destination: destination!, slug: slug!, id: raw! };
    };
    const moved = (await run(
      experienceLoader,
      `/x/y/z/${id}?lang=en&utm=a`,
      params(`/x/y/z/${id}`),
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${en.url}?lang=en&utm=a`);
    // With `?lang=` the other language's path moves to this language's one.
    const other = (await run(experienceLoader, `${es.url}?lang=en`, params(es.url))) as Response;
    expect(other.headers.get('location')).toBe(`${en.url}?lang=en`);
    // Without it, either language's path is the page (the language comes from a cookie a 301 cannot vary by).
    const page = (await run(experienceLoader, es.url, params(es.url), {
      headers: { cookie: (await languageCookie.serialize('en')).split(';')[0]! },
    })) as { alternates: { es: string; en: string } };
    expect(page.alternates).toEqual({ es: es.url, en: en.url });
    const own = (await run(experienceLoader, `${en.url}?lang=en`, params(en.url))) as {
      experience: { url: string };
    };
    expect(own.experience.url).toBe(en.url);
    // A client navigation's data request for the page's own address is the page, not a redirect.
    const data = (await run(experienceLoader, `${en.url}?lang=en`, params(en.url), {}, '', true)) as {
      alternates: unknown;
    };
    expect(data.alternates).toEqual({ es: es.url, en: en.url });
    expect(status(await run(experienceLoader, '/x/y/z/999999', params('/x/y/z/999999')))).toBe(404);
  });

  it('a listing or a country’s destinations with a stale title in the path moves to its own', async () => {
    const [city] = await queryRows<{ id: number; es: string; en: string }>(
      t.app.db,
      sql`select d.id, es.name as es, coalesce(en.name, es.name) as en from destinations d
          join destination_translations es on es.destination_id = d.id and es.lang_code = 'es'
          left join destination_translations en on en.destination_id = d.id and en.lang_code = 'en'
          order by d.id limit 1`,
    );
    const own = destinationPath({ title: city!.es, id: city!.id });
    const pattern = '/destinations/:title/:id';
    const moved = (await run(
      listingLoader,
      `/destinations/old-name/${city!.id}?lang=es&page=2`,
      { title: 'old-name', id: String(city!.id) },
      {},
      pattern,
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${own}?lang=es&page=2`);
    const page = (await run(
      listingLoader,
      `${own}?lang=es`,
      { title: 'x', id: String(city!.id) },
      {},
      pattern,
    )) as {
      alternates: unknown;
    };
    expect(page.alternates).toEqual({ es: own, en: destinationPath({ title: city!.en, id: city!.id }) });

    const [country] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from countries order by id limit 1`,
    );
    const stale = (await run(destinationsLoader, `/destinations/country/old/${country!.id}?lang=en`, {
      countryName: 'old',
      id: String(country!.id),
    })) as Response;
    expect(stale.status).toBe(301);
    expect(stale.headers.get('location')).toMatch(
      new RegExp(`^/destinations/country/[a-z-]+/${country!.id}\\?lang=en$`),
    );
  });

  it('/destinations has a description in both languages', async () => {
    for (const lang of ['es', 'en']) {
      const page = (await run(destinationsLoader, `/destinations?lang=${lang}`)) as { description: string };
      expect(page.description.length).toBeGreaterThan(40);
    }
  });
});

describe('language switch', () => {
  const post = async (fields: Record<string, string>) =>
    (await run(
      preferencesAction,
      '/preferences',
      {},
      { method: 'POST', body: new URLSearchParams(fields) },
    )) as Response;

  it('goes back to the page without the `?lang=` that would outrank the choice', async () => {
    const answer = await post({ lang: 'es', redirectTo: '/about?lang=en' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/about');
    expect(answer.headers.get('set-cookie')).toMatch(/^lang=/);
    expect(
      (await post({ lang: 'en', redirectTo: '/search?lang=es&searchText=mar' })).headers.get('location'),
    ).toBe('/search?searchText=mar');
  });

  it('prefers the page’s path in the chosen language and never leaves the site', async () => {
    const answer = await post({
      lang: 'en',
      redirectTo: '/a/b/es-slug/1?lang=es',
      'redirectTo-en': '/a/b/en-slug/1?lang=es',
    });
    expect(answer.headers.get('location')).toBe('/a/b/en-slug/1');
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await post({ lang: 'en', redirectTo: target })).headers.get('location')).toBe('/');
    }
  });
});
