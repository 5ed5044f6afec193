import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (payload: unknown, lang: 'es' | 'en' = 'es', token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    headers: { ...apiHeaders(lang), ...(token ? { authorization: `Bearer ${token}` } : {}) },
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

  it('links a signed-in visitor’s events to the session user and records nothing for admins', async () => {
    const visitor = await signUp(t);
    const admin = await signUp(t);
    await t.database.db.execute(sql`update users set is_admin = true where id = ${admin.id}`);
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from analytics_events`,
    );

    const own = await post({ name: 'page_view', path: '/visitor' }, 'es', visitor.token);
    expect(own.statusCode).toBe(202);
    expect(own.json()).toEqual({ recorded: true });
    const skipped = await post({ name: 'page_view', path: '/admin' }, 'es', admin.token);
    expect(skipped.statusCode).toBe(202);
    expect(skipped.json()).toEqual({ recorded: false });

    const rows = await queryRows<{ path: string; user_id: number | null }>(
      t.database.db,
      sql`select path, user_id from analytics_events order by id offset ${before[0]?.n ?? 0}`,
    );
    expect(rows).toEqual([{ path: '/visitor', user_id: visitor.id }]);
  });

  it('limits a flood from one address with a translated 429', async () => {
    let last = await post({ name: 'page_view', path: '/flood' });
    for (let i = 0; i < 130 && last.statusCode !== 429; i++)
      last = await post({ name: 'page_view', path: '/flood' }, 'en');
    expect(last.statusCode).toBe(429);
    // The limit is the product's one limiter (decision 0026): it says when to retry, like every 429.
    expect(last.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
      retry_after: Number(last.headers['retry-after']),
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
