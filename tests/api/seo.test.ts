import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/context.server';
import { loader as destinationsLoader } from '../../app/routes/destinations';
import { loader as experienceLoader } from '../../app/routes/experience';
import { loader as listingLoader } from '../../app/routes/listing';
import { action as preferencesAction } from '../../app/routes/preferences';
import { languageCookie } from '../../app/i18n/language-cookie';
import { queryRows } from '../../db/client';
import { getExperience } from '../../domain/catalog/experience-detail.server';
import { destinationPath } from '../../domain/catalog/slug';
import { publishedExperienceIds, routeServices, runRouteHandler } from '../helpers/route-handlers';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/** Canonical addresses and the language switch; the sitemaps in seo-sitemap.test.ts. */

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
