import { sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as rootLoader } from '../../app/root';
import { loader as experienceLoader } from '../../app/routes/experience';
import { loader as homeLoader } from '../../app/routes/home';
import type { CarouselCards } from '../../app/components/experience-carousel';
import { unpackCards } from '../../app/lib/card-data';
import { type AppServices, servicesContext } from '../../app/context.server';
import { type Db, queryRows } from '../../db/client';
import { attachCatalogCache, CatalogReadCache } from '../../domain/catalog/catalog-read-cache.server';
import { experienceLanguagePaths } from '../../domain/catalog/language-paths.server';
import { createTestApp, TEST_NOW, TEST_SIGNING_SECRET, type TestApp } from '../helpers/test-app';

let t: TestApp;
let queries = 0;
let now = TEST_NOW;
let services: AppServices;
let experienceId: number;

/** The app's database with every statement counted, as the loaders would reach it. */
function countingDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'execute') {
        return (...args: unknown[]) => {
          queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 40 });
  const db = countingDb(t.app.db);
  const catalogCache = new CatalogReadCache();
  attachCatalogCache(db, catalogCache);
  services = {
    db,
    clock: () => now,
    catalogCache,
    publicApiToken: 'test-token',
    origin: 'http://127.0.0.1',
    signingSecret: TEST_SIGNING_SECRET,
  };
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  experienceId = row!.id;
});
afterAll(() => t?.close());
beforeEach(() => {
  services.catalogCache.clear();
  now = TEST_NOW;
});

/** An experience's own paths in each language, read outside the counted database. */
async function pathsOf(id: number) {
  const paths = await experienceLanguagePaths(t.app.db, id);
  if (!paths) throw new Error(`no published experience ${id}`);
  return paths;
}

/** Runs a route loader as React Router would for `path`, and counts the statements it sent. */
async function load<T>(
  loader: (args: never) => Promise<T>,
  path: string,
  params: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const request = new Request(`http://127.0.0.1${path}`);
  const before = queries;
  const data = await loader({ request, url: new URL(request.url), params, context } as never);
  return { data, queries: queries - before };
}

describe('catalogue reads of the server-rendered pages', () => {
  it('home: the second visit sends no query; another language or country has its own entry', async () => {
    const first = await load(homeLoader, '/');
    expect(first.queries).toBeGreaterThan(5);
    const again = await load(homeLoader, '/');
    expect(again.queries).toBe(0);
    expect(again.data.carousels).toEqual(first.data.carousels);

    const english = await load(homeLoader, '/?lang=en');
    expect(english.queries).toBeGreaterThan(0);
    expect(english.data.carousels[0]?.title).not.toBe(first.data.carousels[0]?.title);
    expect((await load(homeLoader, '/?lang=en')).queries).toBe(0);

    const country = first.data.experiences.data[0]!.country.id;
    const scoped = await load(homeLoader, `/?country=${country}`);
    expect(scoped.queries).toBeGreaterThan(0);
    expect(scoped.data.experiences.data.every((e) => e.country.id === country)).toBe(true);
    // The next page of all experiences reads only that page; the sections above it are cached.
    const page2 = await load(homeLoader, '/?page=2');
    expect(page2.queries).toBeGreaterThan(0);
    expect(page2.queries).toBeLessThan(first.queries);
    expect(page2.data.experiences.data[0]?.id).not.toBe(first.data.experiences.data[0]?.id);
  });

  it('home and experience send of each card only what the card shows (the API keeps its full list form)', async () => {
    const cardFields = [
      'country',
      'display_price',
      'duration',
      'id',
      'name',
      'original_price',
      'photos',
      'rating',
      'reviews_count',
      'show_original_price',
      'url',
    ];
    const home = (await load(homeLoader, '/')).data;
    // A carousel sends its first screenful as data and the rest as packed JSON text, read when it needs them.
    const carouselCards = ({ first, more }: CarouselCards) => {
      expect(first.length).toBeLessThanOrEqual(3);
      return [...first, ...(more ? unpackCards(more) : [])];
    };
    const cards = [
      ...home.experiences.data,
      ...home.carousels.flatMap((carousel) => carouselCards(carousel.cards)),
    ];
    expect(cards.length).toBeGreaterThan(10);
    expect(home.carousels.some((carousel) => carousel.cards.more !== null)).toBe(true);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(cardFields);
      expect(Object.keys(card.country).sort()).toEqual(['id', 'name']);
      expect(card.photos.length).toBeLessThanOrEqual(4);
      for (const photo of card.photos) expect(Object.keys(photo).sort()).toEqual(['dominant_color', 'id']);
    }
    expect(Object.keys(home.categories[0]!).sort()).toEqual(['iconShapes', 'id', 'name']);
    const params = { country: 'x', destination: 'y', slug: 'z', id: String(experienceId) };
    const { similar } = (await load(experienceLoader, (await pathsOf(experienceId)).es, params)).data;
    expect(similar.first.length).toBeGreaterThan(0);
    for (const card of carouselCards(similar)) expect(Object.keys(card).sort()).toEqual(cardFields);
  });

  it('experience: detail and similar are cached per language and id; a new hour reads the detail again', async () => {
    // Its own address: any other path ending in the id is a redirect to it (decision 0020).
    const { es: path, en: englishPath } = await pathsOf(experienceId);
    const params = { country: 'x', destination: 'y', slug: 'z', id: String(experienceId) };
    const first = await load(experienceLoader, path, params);
    expect(first.queries).toBeGreaterThan(3);
    expect(first.data.experience.id).toBe(experienceId);
    expect((await load(experienceLoader, path, params)).queries).toBe(0);

    const english = await load(experienceLoader, `${englishPath}?lang=en`, params);
    expect(english.queries).toBeGreaterThan(0);
    expect(english.data.lang).toBe('en');

    const [other] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from experiences where status = 'published' and id <> ${experienceId} order by id limit 1`,
    );
    const otherParams = { ...params, id: String(other!.id) };
    const second = await load(experienceLoader, (await pathsOf(other!.id)).es, otherParams);
    expect(second.queries).toBeGreaterThan(0);
    expect(second.data.experience.id).toBe(other!.id);

    // The first bookable day depends on the hour: an hour later the detail is read again, similar is not.
    now = new Date(TEST_NOW.getTime() + 3_600_000);
    const later = await load(experienceLoader, path, params);
    expect(later.queries).toBeGreaterThan(0);
    expect(later.queries).toBeLessThan(first.queries);
  });

  it('an unknown experience stays a 404 and is not remembered', async () => {
    const params = { country: 'x', destination: 'y', slug: 'z', id: '999999' };
    for (let i = 0; i < 2; i++) {
      const thrown = await load(experienceLoader, '/x/y/z/999999', params).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
    // The path read answers 404 first (decision 0020); nothing else is read, and the 404 is not kept.
    expect(services.catalogCache.size).toBe(0);
  });

  it('root: the header countries come from the cache attached to the database', async () => {
    const first = await load(rootLoader, '/');
    expect(first.queries).toBeGreaterThan(0);
    expect(first.data.countries).toHaveLength(7);
    expect((await load(rootLoader, '/')).queries).toBe(0);
    const english = await load(rootLoader, '/?lang=en');
    expect(english.queries).toBeGreaterThan(0);
    expect(english.data.countries.map((c) => c.name)).toContain('Panama');
    expect(first.data.countries.map((c) => c.name)).toContain('Panamá');
  });
});
