import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { ExperienceStatus } from '../../domain/experiences/experience-lifecycle';
import { call } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { addPhotosAndSchedule, editorApp, editorBody, type EditorRefs } from '../helpers/experience-editor';
import type { OperatorWorld } from '../helpers/operators';
import { apiHeaders, type TestApp } from '../helpers/test-app';

/**
 * The marketplace's listing review (docs/product.md § Operators' experiences): only an admin past the
 * second factor may list, publish and reject; a new listing and a published experience's change are
 * decided alike; the operator reads the reason; every decision is in the audit log.
 */
let t: TestApp;
let world: OperatorWorld;
let refs: EditorRefs;
let admin: string;
let unverifiedAdmin: string;
beforeAll(async () => {
  ({ t, world, refs } = await editorApp());
  admin = (await passedAdmin(t)).token;
  unverifiedAdmin = (await makeAdmin(t)).token;
}, 300_000);
afterAll(() => t?.close());

const owner = () => world.callers.ownerA;
const operatorCall = (id: number, action: string) =>
  call(t, `operator/experiences/${id}/${action}`, { token: owner(), payload: {} });
const decide = (
  id: number,
  action: 'publish' | 'reject',
  token = admin,
  payload: unknown = { reason: 'Fotos borrosas' },
) => call(t, `admin/experiences/${id}/${action}`, { token, payload: action === 'reject' ? payload : {} });

async function experienceIn(state: ExperienceStatus, body = editorBody(refs)): Promise<number> {
  const id = (await call(t, 'operator/experiences', { token: owner(), payload: body })).json().data
    .id as number;
  await addPhotosAndSchedule(t, id, world.companyA);
  if (state === 'draft') return id;
  await operatorCall(id, 'submit');
  if (state === 'in_review') return id;
  if (state === 'rejected') {
    await decide(id, 'reject');
    return id;
  }
  await decide(id, 'publish');
  if (state === 'paused') await operatorCall(id, 'pause');
  return id;
}

const publicDetail = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/experience/${id}`, headers: apiHeaders('en') });

describe('who may review', () => {
  it('answers 404 to everyone but an admin past the second factor, before reading the request', async () => {
    const id = await experienceIn('in_review');
    const strangers = {
      anonymous: undefined,
      traveller: world.callers.traveller,
      staffA: world.callers.staffA,
      ownerA: world.callers.ownerA,
      ownerB: world.callers.ownerB,
      adminWithoutSecondFactor: unverifiedAdmin,
    };
    for (const [who, token] of Object.entries(strangers)) {
      const answers = [
        await call(t, 'admin/experiences?status=in_review', { token }),
        await call(t, 'admin/experiences?status=bogus', { token }),
        await call(t, `admin/experiences/${id}/publish`, { token, payload: {} }),
        await call(t, `admin/experiences/${id}/reject`, { token, payload: { reason: 'x' } }),
        await call(t, 'admin/experiences/abc/publish', { token, payload: {} }),
      ];
      expect({ who, statuses: answers.map((a) => a.statusCode) }).toEqual({
        who,
        statuses: [404, 404, 404, 404, 404],
      });
      for (const answer of answers) expect(answer.json().code).toBe('NOT_FOUND');
    }
    expect((await call(t, 'admin/experiences?status=bogus', { token: admin })).statusCode).toBe(400);
    expect((await call(t, 'admin/experiences', { token: admin })).statusCode).toBe(200);
    const [row] = await queryRows<{ status: string }>(
      t.app.db,
      sql`select status from experiences where id = ${id}`,
    );
    expect(row!.status).toBe('in_review');
  });
});

describe('the review queue and its decisions', () => {
  it('lists new listings and changes of published ones, and publishes each', async () => {
    const listing = await experienceIn('in_review');
    const published = await experienceIn('published');
    const change = editorBody(refs);
    change.content.en.name = 'Golden hour sail';
    await call(t, `operator/experiences/${published}`, { method: 'PUT', token: owner(), payload: change });

    const queue = (await call(t, 'admin/experiences?status=in_review', { token: admin })).json().data;
    expect(queue.find((item: { id: number }) => item.id === listing)).toMatchObject({
      kind: 'listing',
      status: 'in_review',
      company: { id: world.companyA },
      content: { en: { name: 'Sunset sail' } },
    });
    // The reviewer sees the photos travellers would, cover first.
    const photos = queue.find((item: { id: number }) => item.id === listing).photos;
    expect(photos.map((photo: { photo_id: string }) => photo.photo_id)).toEqual(
      [0, 1, 2].map((position) => `test-${listing}-${position}`),
    );
    expect(photos[0]).toMatchObject({ width: 1200, height: 800, dominant_color: '#336699' });
    expect(queue.find((item: { id: number }) => item.id === published)).toMatchObject({
      kind: 'revision',
      status: 'published',
      content: { en: { name: 'Golden hour sail' } },
    });
    const drafts = (await call(t, 'admin/experiences?status=draft', { token: admin })).json().data;
    expect(drafts.map((item: { id: number }) => item.id)).not.toContain(listing);

    expect((await publicDetail(listing)).statusCode).toBe(404);
    const first = await decide(listing, 'publish');
    expect(first.json().data).toEqual({ id: listing, status: 'published', revision_id: null });
    expect((await publicDetail(listing)).statusCode).toBe(200);

    expect((await publicDetail(published)).json().name).toBe('Sunset sail');
    const second = await decide(published, 'publish');
    expect(second.json().data).toMatchObject({
      id: published,
      status: 'published',
      revision_id: expect.any(Number),
    });
    expect((await publicDetail(published)).json().name).toBe('Golden hour sail');

    const audit = await queryRows<{ action: string; actor_kind: string }>(
      t.app.db,
      sql`select action, actor_kind from audit_log where actor_kind = 'admin'
          and (entity_id = ${String(listing)} or entity = 'experience_revision') order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['experience.publish', 'experience_revision.publish']),
    );
  });

  it('rejects with a reason the operator reads; a rejected change leaves the live version', async () => {
    const listing = await experienceIn('in_review');
    const noReason = await decide(listing, 'reject', admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(listing, 'reject', admin, { reason: 'Las fotos están borrosas' });
    expect(rejected.json().data.status).toBe('rejected');
    const seen = await call(t, `operator/experiences/${listing}`, { token: world.callers.staffA });
    expect(seen.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Las fotos están borrosas',
    });

    const published = await experienceIn('published');
    const change = editorBody(refs);
    change.content.en.name = 'Cheapest sail ever';
    await call(t, `operator/experiences/${published}`, { method: 'PUT', token: owner(), payload: change });
    await decide(published, 'reject', admin, { reason: 'Claims we cannot check' });
    const after = await call(t, `operator/experiences/${published}`, { token: owner() });
    expect(after.json().data).toMatchObject({
      status: 'published',
      content: { en: { name: 'Sunset sail' } },
      revision: { status: 'rejected', rejection_reason: 'Claims we cannot check' },
    });
    expect((await publicDetail(published)).json().name).toBe('Sunset sail');
  });

  it.each(['draft', 'published', 'paused', 'rejected'] as const)(
    'has nothing to decide on a %s experience without a pending change (409)',
    async (state) => {
      const id = await experienceIn(state);
      for (const action of ['publish', 'reject'] as const) {
        const res = await decide(id, action);
        expect({ action, status: res.statusCode }).toEqual({ action, status: 409 });
        expect(res.json()).toMatchObject({ code: 'EXPERIENCE_STATUS_CONFLICT', status: state });
      }
    },
  );

  it('answers 404 for an experience that does not exist', async () => {
    expect((await decide(2_000_000, 'publish')).statusCode).toBe(404);
  });
});
