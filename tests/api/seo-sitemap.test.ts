import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/context.server';
import { loader as robotsLoader } from '../../app/routes/robots';
import { loader as sitemapFileLoader } from '../../app/routes/sitemap-file';
import { loader as sitemapLoader } from '../../app/routes/sitemap';
import { queryRows } from '../../db/client';
import { getExperience } from '../../domain/catalog/experience-detail.server';
import {
  experiencePaths,
  experienceSitemapRanges,
  SITEMAP_MAX_URLS,
  EXPERIENCES_PER_SITEMAP,
} from '../../domain/catalog/sitemap.server';
import { countryDestinationsPath } from '../../domain/catalog/slug';
import {
  publishedExperienceIds,
  ROUTE_ORIGIN as ORIGIN,
  routeServices,
  runRouteHandler,
} from '../helpers/route-handlers';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/** The sitemaps and robots.txt; canonical addresses in seo.test.ts. */

type RunArgs = Parameters<typeof runRouteHandler> extends [unknown, unknown, ...infer Rest] ? Rest : never;

let t: TestApp;
let services: AppServices;
let published: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 40 });
  services = routeServices(t);
  published = await publishedExperienceIds(t);
});
afterAll(() => t?.close());

const run = (handler: (args: never) => unknown, ...rest: RunArgs) =>
  runRouteHandler(services, handler, ...rest);

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
