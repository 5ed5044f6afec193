import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 40 });
  ids = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from experiences order by id limit 20`)
  ).map((row) => row.id);
});
afterAll(() => t?.close());

const toggle = (token: string, id: number, payload: object = { type: 'experiences' }) =>
  call(t, `experience/${id}/add-favorite`, { token, payload });

describe('favourites', () => {
  it('toggles a favourite on and off', async () => {
    const { token } = await signUp(t);
    const id = ids[0] ?? 0;
    expect((await toggle(token, id)).json()).toEqual({ favorite: true });
    expect((await call(t, 'all-experiences-favorites', { token })).json().pagination.total_records).toBe(1);
    expect((await toggle(token, id, { type: 'carousel' })).json()).toEqual({ favorite: false });
    expect((await call(t, 'all-experiences-favorites', { token })).json().pagination.total_records).toBe(0);
    expect((await toggle(token, id, {})).json()).toEqual({ favorite: true });
  });

  it('gives the ids behind every heart, only the user’s own, and needs a session', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await toggle(first.token, ids[0] ?? 0);
    await toggle(first.token, ids[1] ?? 0);
    await toggle(second.token, ids[2] ?? 0);
    const mine = await call(t, 'favorite-ids', { token: first.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ids).toEqual([ids[1], ids[0]]);
    expect((await call(t, 'favorite-ids', { token: second.token })).json().ids).toEqual([ids[2]]);
    expect((await call(t, 'favorite-ids')).statusCode).toBe(401);
  });

  it('lists the user’s favourites newest first, 16 per page, each marked favorite', async () => {
    const { token } = await signUp(t);
    for (const id of ids.slice(0, 18)) await toggle(token, id);
    const page1 = await call(t, 'all-experiences-favorites?page=&limit=16&reduceData=true', {
      token,
      lang: 'en',
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['cache-control']).toBe('private, no-store');
    const body = page1.json();
    expect(body.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      total_records: 18,
      next_page: 2,
      prev_page: null,
    });
    expect(body.data).toHaveLength(16);
    // The clock is fixed in tests, so "newest" falls back to the highest id first among equal times.
    expect(body.data.map((item: { id: number }) => item.id)).toEqual(
      [...ids.slice(0, 18)].reverse().slice(0, 16),
    );
    expect(body.data.every((item: { favorite: boolean }) => item.favorite)).toBe(true);
    expect(body.data[0]).toMatchObject({
      name: expect.any(String),
      display_price: expect.any(Number),
      lang_code: 'en',
    });
    // The response schema's serialiser keeps every field of the public list's item.
    const publicList = await t.app.inject({
      url: '/api/v1/experiences/simple?page=1&limit=40',
      headers: apiHeaders('en'),
    });
    const sameInPublic = publicList.json().data.find((item: { id: number }) => item.id === body.data[0].id);
    expect(body.data[0]).toEqual({ ...sameInPublic, favorite: true });
    const page2 = (await call(t, 'all-experiences-favorites?page=2&limit=16', { token })).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.pagination).toMatchObject({ current_page: 2, next_page: null, prev_page: 1 });
  });

  it('answers 404 for an unknown or unpublished experience, 400 for a bad id or type', async () => {
    const { token } = await signUp(t);
    const unknown = await call(t, 'experience/999999/add-favorite', { token, payload: {}, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'EXPERIENCE_NOT_FOUND',
      message: 'We could not find that experience.',
    });
    const hidden = ids[19] ?? 0;
    await t.database.db.execute(sql`update experiences set status = 'draft' where id = ${hidden}`);
    expect((await toggle(token, hidden)).statusCode).toBe(404);
    expect((await call(t, 'experience/abc/add-favorite', { token, payload: {} })).statusCode).toBe(400);
    expect((await toggle(token, ids[1] ?? 0, { type: 'elsewhere' })).statusCode).toBe(400);
    expect((await call(t, 'all-experiences-favorites?limit=1000', { token })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(t, `experience/${ids[0]}/add-favorite`, { payload: {} })).statusCode).toBe(401);
    expect((await call(t, 'all-experiences-favorites')).statusCode).toBe(401);
  });
});
