import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { App } from '../../server/app';
import { call, mailbox } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { type OperatorWorld, seededOperatorApp } from '../helpers/operators';
import { apiHeaders, createSecondApp, type TestApp } from '../helpers/test-app';

/**
 * An admin unpublishes a live experience with a reason (docs/decisions/0076-moderation): it leaves the
 * catalogue at once in every process (its page, search, the sitemap), its bookings stay, the operator
 * reads the reason in the workspace and by e-mail, corrects it and sends it for review again.
 */
let t: TestApp;
let other: App;
let world: OperatorWorld;
let admin: string;
let experienceId: number;
let path: string;
let name: string;

beforeAll(async () => {
  ({ t, world } = await seededOperatorApp({ web: true }));
  other = await createSecondApp(t);
  admin = (await passedAdmin(t)).token;
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select e.id from experiences e where e.status = 'published' and e.company_id = ${world.companyA}
        and exists (select 1 from purchases p where p.experience_id = e.id and p.status = 'confirmed')
        order by e.id limit 1`,
  );
  experienceId = row!.id;
  const detail = (await publicDetail(t.app)).json() as { url: string; name: string };
  path = detail.url;
  name = detail.name;
}, 300_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const publicDetail = (app: App) =>
  app.inject({ url: `/api/v1/experience/${experienceId}`, headers: apiHeaders('en') });
const search = async (app: App) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/experiences/simple?page=1&limit=16',
    headers: apiHeaders('en'),
    payload: { data: { searchText: name.split(' ').slice(0, 3).join(' ').slice(0, 40) } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number }[] }).data.map((e) => e.id);
};
async function sitemap(): Promise<string> {
  const index = await t.app.inject({ url: '/sitemap.xml' });
  const files = [...index.payload.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return (await Promise.all(files.map((file) => t.app.inject({ url: file })))).map((r) => r.payload).join();
}
const unpublish = (id: number, reason = 'Las fotos no son de esta experiencia') =>
  call(t, `admin/experiences/${id}/unpublish`, { token: admin, payload: { reason } });
const statuses = () =>
  queryRows<{ id: number; status: string }>(
    t.app.db,
    sql`select id, status from purchases where experience_id = ${experienceId} order by id`,
  );

describe('unpublishing a live experience', () => {
  it('takes it out of the catalogue of every process, keeps its bookings, and tells the operator', async () => {
    expect((await publicDetail(other)).statusCode).toBe(200); // kept in the other process's cache
    expect(await search(other)).toContain(experienceId);
    expect(await sitemap()).toContain(path);
    const bookings = await statuses();

    const res = await unpublish(experienceId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: experienceId, status: 'unpublished' });

    await expect.poll(async () => (await publicDetail(other)).statusCode).toBe(404);
    expect((await publicDetail(t.app)).statusCode).toBe(404);
    expect(await search(other)).not.toContain(experienceId);
    expect(await sitemap()).not.toContain(path);
    expect(await statuses()).toEqual(bookings);

    const seen = await call(t, `operator/experiences/${experienceId}`, { token: world.callers.staffA });
    expect(seen.json().data).toMatchObject({
      status: 'unpublished',
      rejection_reason: 'Las fotos no son de esta experiencia',
    });
    const [audit] = await queryRows<{ before: unknown; after: unknown; actor_kind: string }>(
      t.app.db,
      sql`select before, after, actor_kind from audit_log where action = 'experience.unpublish'
          and entity_id = ${String(experienceId)}`,
    );
    expect(audit).toMatchObject({
      actor_kind: 'admin',
      before: { status: 'published' },
      after: { status: 'unpublished', rejection_reason: 'Las fotos no son de esta experiencia' },
    });
    const [owner] = await queryRows<{ email: string }>(
      t.app.db,
      sql`select email::text from users where id = ${world.accounts.ownerA}`,
    );
    const mails = (await mailbox(t, owner!.email)).filter((m) => m.template === 'experience_unpublished');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Las fotos no son de esta experiencia');
    expect(mails[0]!.text).toContain(`/operator/experiences/${experienceId}`);
  });

  it('refuses what is not live, a short reason and an unknown experience', async () => {
    const again = await unpublish(experienceId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXPERIENCE_STATUS_CONFLICT', status: 'unpublished' });
    const short = await unpublish(experienceId, 'x');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect((await unpublish(2_000_000_000)).statusCode).toBe(404);
  });

  it('lets the operator correct it and send it for review again, the reason then cleared', async () => {
    const sent = await call(t, `operator/experiences/${experienceId}/submit`, {
      token: world.callers.ownerA,
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('in_review');
    const seen = await call(t, `operator/experiences/${experienceId}`, { token: world.callers.ownerA });
    expect(seen.json().data).toMatchObject({ status: 'in_review', rejection_reason: null });
    const queue = await call(t, 'admin/experiences', { token: admin });
    expect(queue.json().data.map((item: { id: number }) => item.id)).toContain(experienceId);
  });
});
