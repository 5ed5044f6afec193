import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { ExperienceStatus } from '../../domain/experiences/experience-lifecycle';
import { call } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { addPhotosAndSchedule, editorApp, editorBody, type EditorRefs } from '../helpers/experience-editor';
import type { OperatorWorld } from '../helpers/operators';
import { apiHeaders, type TestApp } from '../helpers/test-app';

/**
 * The experience's lifecycle through the operator's calls (docs/product.md § Operators' experiences): each
 * call from each state is taken or refused with 409 as the lifecycle says, and a published experience's
 * content change waits for review while its prices change at once.
 */
let t: TestApp;
let world: OperatorWorld;
let refs: EditorRefs;
let admin: string;
beforeAll(async () => {
  ({ t, world, refs } = await editorApp());
  admin = (await passedAdmin(t)).token;
}, 300_000);
afterAll(() => t?.close());

const owner = () => world.callers.ownerA;
const act = (id: number, action: string) =>
  call(t, `operator/experiences/${id}/${action}`, { token: owner(), payload: {} });

/** A complete experience of company A, brought to the state through the product's own calls. */
async function experienceIn(state: ExperienceStatus): Promise<number> {
  const created = await call(t, 'operator/experiences', { token: owner(), payload: editorBody(refs) });
  const id = created.json().data.id as number;
  await addPhotosAndSchedule(t, id, world.companyA);
  if (state === 'draft') return id;
  expect((await act(id, 'submit')).statusCode).toBe(200);
  if (state === 'in_review') return id;
  if (state === 'rejected') {
    await call(t, `admin/experiences/${id}/reject`, { token: admin, payload: { reason: 'Blurry photos' } });
    return id;
  }
  await call(t, `admin/experiences/${id}/publish`, { token: admin, payload: {} });
  if (state === 'paused') expect((await act(id, 'pause')).statusCode).toBe(200);
  if (state === 'unpublished') {
    const out = { token: admin, payload: { reason: 'Misleading photos' } };
    expect((await call(t, `admin/experiences/${id}/unpublish`, out)).statusCode).toBe(200);
  }
  return id;
}

const statusOf = async (id: number) =>
  (await queryRows<{ status: string }>(t.app.db, sql`select status from experiences where id = ${id}`))[0]!
    .status;

/**
 * Written by hand from docs/product.md § Operators' experiences: where each operator call leads. A
 * suspended experience (its company suspended) is tested in admin-companies.test.ts.
 */
const OPERATOR_CALLS: Record<
  Exclude<ExperienceStatus, 'suspended'>,
  Partial<Record<'submit' | 'pause' | 'resume', ExperienceStatus>>
> = {
  draft: { submit: 'in_review' },
  in_review: {},
  published: { pause: 'paused' },
  paused: { resume: 'published' },
  rejected: { submit: 'in_review' },
  unpublished: { submit: 'in_review' },
};

describe('the operator’s lifecycle calls', () => {
  it.each(Object.keys(OPERATOR_CALLS) as (keyof typeof OPERATOR_CALLS)[])(
    'from %s: allowed ones move, the others 409',
    async (state) => {
      for (const action of ['submit', 'pause', 'resume'] as const) {
        const id = await experienceIn(state);
        const res = await act(id, action);
        const to = OPERATOR_CALLS[state][action];
        if (to) {
          expect({ action, status: res.statusCode }).toEqual({ action, status: 200 });
          expect(res.json().data.status).toBe(to);
          expect(await statusOf(id)).toBe(to);
        } else {
          expect({ action, status: res.statusCode }).toEqual({ action, status: 409 });
          expect(res.json()).toMatchObject({ code: 'EXPERIENCE_STATUS_CONFLICT', status: state });
          expect(await statusOf(id)).toBe(state);
        }
      }
    },
  );

  it('shows the reviewer’s reason to the operator', async () => {
    const id = await experienceIn('rejected');
    const read = await call(t, `operator/experiences/${id}`, { token: world.callers.staffA });
    expect(read.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry photos' });
    const list = await call(t, 'operator/experiences', { token: owner() });
    expect(list.json().data.find((e: { id: number }) => e.id === id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Blurry photos',
    });
  });
});

describe('editing a published experience', () => {
  const publicDetail = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/experience/${id}`, headers: apiHeaders('en') });

  it('keeps the content change for review while the live page stays; prices change at once', async () => {
    const id = await experienceIn('published');
    const before = await publicDetail(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ name: 'Sunset sail' });

    const body = editorBody(refs, {
      terms: { prices: { ...editorBody(refs).terms.prices, adults: 52 }, discount_groups: [] },
    });
    body.content.en.name = 'Golden hour sail';
    const saved = await call(t, `operator/experiences/${id}`, {
      method: 'PUT',
      token: owner(),
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'published',
      content: { en: { name: 'Sunset sail' } },
      revision: { status: 'pending', content: { en: { name: 'Golden hour sail' } } },
      terms: { prices: { adults: 52 } },
    });
    // The answer already cached before the save was cleared: the price is new, the name is not.
    const during = await publicDetail(id);
    expect(during.json()).toMatchObject({ name: 'Sunset sail' });
    expect(JSON.stringify(during.json())).toContain('52');

    const emptied = editorBody(refs);
    emptied.content.es.name = '';
    const refused = await call(t, `operator/experiences/${id}`, {
      method: 'PUT',
      token: owner(),
      payload: emptied,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'EXPERIENCE_INCOMPLETE',
      issues: [{ field: 'content.es.name' }],
    });
    const still = await call(t, `operator/experiences/${id}`, { token: owner() });
    expect(still.json().data.revision.content.en.name).toBe('Golden hour sail');
  });
});
