import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { addPhotosAndSchedule, editorApp, editorBody, type EditorRefs } from '../helpers/experience-editor';
import type { OperatorWorld } from '../helpers/operators';
import { submitApplication } from '../helpers/supplier-applications';
import type { TestApp } from '../helpers/test-app';

/**
 * The admins' dashboard (docs/product.md § Applications and review): what waits in each queue, counted by
 * the server, moving as applications arrive and listings and changes are sent and decided.
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

const dashboard = async (token = admin) => {
  const res = await call(t, 'admin/dashboard', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    pending_applications: number;
    listings_in_review: number;
    revisions_in_review: number;
  };
};
const owner = () => world.callers.ownerA;

describe('the admins dashboard', () => {
  it('answers 404 to anyone but an admin past the second factor', async () => {
    for (const token of [undefined, world.callers.traveller, owner(), (await makeAdmin(t)).token]) {
      const res = await call(t, 'admin/dashboard', { token });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('counts pending applications, new listings in review and changes of live experiences', async () => {
    const before = await dashboard();

    await submitApplication(t, 'es');
    await submitApplication(t, 'en');
    expect(await dashboard()).toEqual({ ...before, pending_applications: before.pending_applications + 2 });

    const id = (await call(t, 'operator/experiences', { token: owner(), payload: editorBody(refs) })).json()
      .data.id as number;
    await addPhotosAndSchedule(t, id, world.companyA);
    expect((await dashboard()).listings_in_review).toBe(before.listings_in_review);
    await call(t, `operator/experiences/${id}/submit`, { token: owner(), payload: {} });
    expect((await dashboard()).listings_in_review).toBe(before.listings_in_review + 1);

    // Published, it leaves the queue; a change of its texts comes back as a change, not a listing.
    await call(t, `admin/experiences/${id}/publish`, { token: admin, payload: {} });
    expect(await dashboard()).toMatchObject({
      listings_in_review: before.listings_in_review,
      revisions_in_review: before.revisions_in_review,
    });
    const changed = editorBody(refs);
    changed.content.es.name = 'Vela al atardecer, nueva';
    const put = await call(t, `operator/experiences/${id}`, {
      token: owner(),
      method: 'PUT',
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    expect(await dashboard()).toMatchObject({
      listings_in_review: before.listings_in_review,
      revisions_in_review: before.revisions_in_review + 1,
    });
    await call(t, `admin/experiences/${id}/reject`, { token: admin, payload: { reason: 'Nombre confuso' } });
    expect((await dashboard()).revisions_in_review).toBe(before.revisions_in_review);
  });
});
