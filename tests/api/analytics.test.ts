import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (payload: unknown, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    headers: apiHeaders(lang),
    payload: payload as object,
  });

describe('analytics events', () => {
  it('records a page view and a search in the database', async () => {
    expect((await post({ name: 'page_view', path: '/', anonymous_id: 'visitor-123456' })).statusCode).toBe(
      202,
    );
    const search = await post(
      { name: 'search', path: '/search', properties: { searchText: 'snorkel', results: 12 } },
      'en',
    );
    expect(search.json()).toEqual({ recorded: true });
    const rows = await queryRows<{
      name: string;
      path: string;
      lang_code: string;
      properties: Record<string, unknown>;
    }>(t.database.db, sql`select name, path, lang_code, properties from analytics_events order by id`);
    expect(rows).toEqual([
      { name: 'page_view', path: '/', lang_code: 'es', properties: {} },
      {
        name: 'search',
        path: '/search',
        lang_code: 'en',
        properties: { searchText: 'snorkel', results: 12 },
      },
    ]);
  });

  it('refuses unknown events and malformed input with a translated 400', async () => {
    for (const payload of [
      { name: 'purchase', path: '/' },
      { name: 'page_view', path: 'https://elsewhere.example/' },
      { name: 'page_view', path: '/', anonymous_id: 'x' },
      { name: 'page_view', path: '/', properties: { nested: { a: 1 } } },
    ]) {
      const res = await post(payload, 'en');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('limits a flood from one address with a translated 429', async () => {
    let last = await post({ name: 'page_view', path: '/flood' });
    for (let i = 0; i < 130 && last.statusCode !== 429; i++)
      last = await post({ name: 'page_view', path: '/flood' }, 'en');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });
});
