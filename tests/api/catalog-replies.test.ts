import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  carouselsReply,
  categoryReply,
  countryReply,
  destinationReply,
  experienceDetailReply,
  experienceSummaryReply,
  experiencesReply,
  pageOf,
} from '../../domain/catalog/replies-contract';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 60 });
});
afterAll(() => t?.close());

async function get(url: string, method: 'GET' | 'POST' = 'GET') {
  const res = await t.app.inject({
    method,
    url,
    headers: apiHeaders('en'),
    ...(method === 'POST' && { payload: { data: { filters: {} } } }),
  });
  expect(res.statusCode, url).toBe(200);
  return res.json() as unknown;
}

/**
 * The answer is exactly what its schema describes: parsing strips fields the schema does not name and
 * refuses wrong types, so a parse that changes nothing means the schema documents every field.
 */
async function expectShape(schema: z.ZodType, url: string, method: 'GET' | 'POST' = 'GET') {
  const body = await get(url, method);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues, url).toBeUndefined();
  expect(parsed.data, url).toEqual(body);
  return body as { data: { id: number }[] };
}

describe('catalogue answers match their documented schemas', () => {
  it('countries, destinations, categories and highlights (v1 and v2)', async () => {
    const countries = await expectShape(pageOf(countryReply), '/api/v1/countries/simple');
    const countryId = countries.data[0]!.id;
    await expectShape(countryReply, `/api/v1/country/${countryId}`);
    const destinations = await expectShape(
      pageOf(destinationReply),
      `/api/v1/countries/${countryId}/destinations/simple`,
    );
    await expectShape(destinationReply, `/api/v1/destinations/${destinations.data[0]!.id}/simple`);
    const categories = await expectShape(
      pageOf(categoryReply),
      '/api/v2/categories/web?where=featured:bool(false)',
    );
    const highlights = await expectShape(
      pageOf(categoryReply),
      '/api/v2/categories/web?where=featured:bool(true)',
    );
    await expectShape(categoryReply, `/api/v1/categories/${categories.data[0]!.id}/simple`);
    await expectShape(categoryReply, `/api/v1/highlights/${highlights.data[0]!.id}/simple`);
    const withTranslations = (await expectShape(
      pageOf(destinationReply),
      '/api/v2/destinations/web?perPage=100',
    )) as unknown as { data: { translations?: unknown[] }[] };
    expect(withTranslations.data[0]!.translations?.length).toBeGreaterThan(0);
  });

  it('experience lists, pages, similar experiences and carousels', async () => {
    const list = await expectShape(
      pageOf(experienceSummaryReply),
      '/api/v1/experiences/simple?page=1&limit=100',
    );
    expect(list.data).toHaveLength(60);
    await expectShape(pageOf(experienceSummaryReply), '/api/v1/experiences/simple?page=1&limit=16', 'POST');
    for (const { id } of list.data.slice(0, 15)) {
      await expectShape(experienceDetailReply, `/api/v1/experience/${id}`);
    }
    await expectShape(experiencesReply, `/api/v1/experience/${list.data[0]!.id}/similar`);

    const countryId = ((await get('/api/v1/countries/simple')) as { data: { id: number }[] }).data[0]!.id;
    const cityId = (
      (await get(`/api/v1/countries/${countryId}/destinations/simple`)) as { data: { id: number }[] }
    ).data[0]!.id;
    const home = (await expectShape(carouselsReply, '/api/v1/carousels/home/0')) as unknown as {
      data: unknown[];
    };
    expect(home.data.length).toBeGreaterThan(0);
    await expectShape(carouselsReply, `/api/v1/carousels/countries/${countryId}`);
    await expectShape(carouselsReply, `/api/v1/carousels/cities/${cityId}`);
  });
});
