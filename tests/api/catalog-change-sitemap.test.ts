import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { App } from '../../server/app';
import { commitCatalogChange } from '../../server/catalog-changes';
import { call } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { apiHeaders, createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Publishing an experience reaches every process and the sitemap (docs/decisions/0062-catalog-change-notifications.md),
 * on both engines: on the embedded one the second app shares the database, and PGlite delivers the
 * notification to both listeners.
 */
let t: TestApp;
let other: App;
let experienceId: number;
let path: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  other = await createSecondApp(t);
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' order by id desc limit 1`,
  );
  experienceId = row!.id;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/experience/${experienceId}`,
    headers: apiHeaders(),
  });
  path = (res.json() as { url: string }).url;
  // The newest experience goes back to draft, as one an operator just wrote.
  await setStatus('draft');
}, 300_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const setStatus = (status: 'draft' | 'in_review' | 'published') =>
  commitCatalogChange(t.app, { entity: 'experience', id: experienceId }, (tx) =>
    tx.execute(sql`update experiences set status = ${status} where id = ${experienceId}`),
  );

/** Every address the sitemap's files list, read the way a crawler does: the index, then each file. */
async function sitemapAddresses(app: App): Promise<string> {
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(index.statusCode).toBe(200);
  const files = [...index.payload.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const bodies = await Promise.all(files.map((file) => app.inject({ method: 'GET', url: file })));
  return bodies.map((body) => body.payload).join('\n');
}

describe('publishing an experience', () => {
  it('puts it in the sitemap and clears the catalogue caches of every process', async () => {
    expect(await sitemapAddresses(t.app)).not.toContain(path);
    const listing = await other.inject({
      method: 'GET',
      url: '/api/v1/countries/simple?limit=30',
      headers: apiHeaders(),
    });
    expect(listing.statusCode).toBe(200);
    expect(other.responseCache.size).toBeGreaterThan(0);

    await setStatus('published');

    await expect.poll(() => other.responseCache.size).toBe(0);
    for (const app of [t.app, other]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/v1/experience/${experienceId}`,
        headers: apiHeaders(),
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await sitemapAddresses(t.app)).toContain(path);
  });

  it('does so when an admin publishes a listing from the review queue', async () => {
    await setStatus('in_review');
    expect(await sitemapAddresses(t.app)).not.toContain(path);
    await other.inject({ method: 'GET', url: '/api/v1/countries/simple?limit=30', headers: apiHeaders() });
    expect(other.responseCache.size).toBeGreaterThan(0);

    const admin = await passedAdmin(t);
    const published = await call(t, `admin/experiences/${experienceId}/publish`, {
      token: admin.token,
      payload: {},
    });
    expect(published.statusCode).toBe(200);

    await expect.poll(() => other.responseCache.size).toBe(0);
    expect(await sitemapAddresses(t.app)).toContain(path);
  });
});
