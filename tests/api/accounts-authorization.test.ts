import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, PASSWORD, signUp, type SignedUp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ids: number[] = [];
let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  ids = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from experiences order by id limit 4`)
  ).map((row) => row.id);
  a = await signUp(t, { first_name: 'Alicia' });
  b = await signUp(t, { first_name: 'Bruno' });
  await call(t, `experience/${ids[0]}/add-favorite`, { token: a.token, payload: {} });
  await call(t, `experience/${ids[1]}/add-favorite`, { token: a.token, payload: {} });
});
afterAll(() => t?.close());

const favouritesOf = async (userId: number) =>
  (
    await queryRows<{ experience_id: number }>(
      t.database.db,
      sql`select experience_id from favorites where user_id = ${userId} order by experience_id`,
    )
  ).map((row) => row.experience_id);

/** What an old client sends to name a user: a header the server must ignore. */
const asA = () => ({ 'user-id': String(a.id) });

describe('user B against user A’s resources', () => {
  it('favourites list: B only ever sees B’s own list, whatever header it sends', async () => {
    const list = await call(t, 'all-experiences-favorites', { token: b.token, headers: asA() });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    const anonymous = await call(t, 'all-experiences-favorites', { headers: asA() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Alicia');
  });

  it('toggling "on A’s behalf" (user-id header, userId in the body) changes only B’s favourites', async () => {
    const res = await call(t, `experience/${ids[0]}/add-favorite`, {
      token: b.token,
      headers: asA(),
      payload: { experience: ids[0], userId: a.id, type: 'experiences' },
    });
    expect(res.json()).toEqual({ favorite: true });
    expect(await favouritesOf(a.id)).toEqual([ids[0], ids[1]]);
    expect(await favouritesOf(b.id)).toEqual([ids[0]]);
    const anonymous = await call(t, `experience/${ids[1]}/add-favorite`, {
      headers: asA(),
      payload: { userId: a.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await favouritesOf(a.id)).toEqual([ids[0], ids[1]]);
  });

  it('profile update and password change with A’s id in a header touch only B', async () => {
    const res = await call(t, 'update-profile', {
      token: b.token,
      headers: asA(),
      payload: { first_name: 'Hacked' },
    });
    expect(res.json().user.id).toBe(b.id);
    expect(
      (await call(t, 'update-profile', { headers: asA(), payload: { first_name: 'Hacked' } })).statusCode,
    ).toBe(401);
    expect((await call(t, 'update-profile', { token: b.token, payload: { id: a.id } })).statusCode).toBe(400);
    const me = (await call(t, 'me', { token: a.token })).json().user;
    expect(me.first_name).toBe('Alicia');
    const change = await call(t, 'change-password', {
      headers: asA(),
      payload: { current_password: PASSWORD, new_password: 'Stolen123', confirm_password: 'Stolen123' },
    });
    expect(change.statusCode).toBe(401);
  });

  it('delete-profile/A and get-wallet/A answer 403 without revealing anything', async () => {
    const del = await call(t, `delete-profile/${a.id}`, {
      token: b.token,
      headers: asA(),
      payload: { delete_comments: true },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('FORBIDDEN');
    const wallet = await call(t, `get-wallet/${a.id}`, { token: b.token, headers: asA() });
    expect(wallet.statusCode).toBe(403);
    expect(wallet.body).not.toContain('available_balance');
    expect((await call(t, `get-wallet/${a.id}`, { headers: asA() })).statusCode).toBe(401);
    expect((await call(t, `delete-profile/${a.id}`, { headers: asA(), payload: {} })).statusCode).toBe(401);
    expect((await call(t, 'me', { token: a.token })).statusCode).toBe(200);
  });

  it('me with A’s id in a header answers B (or 401 without a session)', async () => {
    expect((await call(t, 'me', { token: b.token, headers: asA() })).json().user.id).toBe(b.id);
    expect((await call(t, 'me', { headers: asA() })).statusCode).toBe(401);
  });
});
