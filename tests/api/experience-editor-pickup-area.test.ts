import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDecide } from '../../domain/experiences/experience-status.server';
import { call } from '../helpers/accounts';
import { addPhotosAndSchedule, editorApp, editorBody, type EditorRefs } from '../helpers/experience-editor';
import type { OperatorWorld } from '../helpers/operators';
import { TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The editor's pickup area over PUT (docs/decisions/0081-pickup-area.md): a body that leaves
 * `pickup_area` out keeps the stored area; an explicit `[]` clears it, unless the experience is live with
 * a pickup add-on.
 */
let t: TestApp;
let world: OperatorWorld;
let refs: EditorRefs;
beforeAll(async () => {
  ({ t, world, refs } = await editorApp());
}, 300_000);
afterAll(() => t?.close());

/** The editor's body without `pickup_area`, as an older client or a script sends it. */
function bodyWithoutArea(terms: Record<string, unknown> = {}) {
  const body = editorBody(refs, { terms });
  const { pickup_area: _left, ...rest } = body.terms;
  return { ...body, terms: rest };
}

const put = (id: number, payload: unknown) =>
  call(t, `operator/experiences/${id}`, { method: 'PUT', token: world.callers.ownerA, payload, lang: 'en' });

const storedArea = async (id: number) =>
  (await call(t, `operator/experiences/${id}`, { token: world.callers.ownerA })).json().data.terms
    .pickup_area;

describe('saving an experience without its pickup area', () => {
  it('keeps the stored area in a draft, and an explicit empty list clears it', async () => {
    const created = await call(t, 'operator/experiences', {
      token: world.callers.ownerA,
      payload: editorBody(refs),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const area = [{ destination_id: refs.destinationId, radius_km: 20 }];
    expect(await storedArea(id)).toEqual(area);

    const kept = await put(id, bodyWithoutArea({ max_persons: 9 }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.terms).toMatchObject({ max_persons: 9, pickup_area: area });
    expect(await storedArea(id)).toEqual(area);

    const cleared = await put(id, editorBody(refs, { terms: { pickup_area: [] } }));
    expect(cleared.statusCode).toBe(200);
    expect(await storedArea(id)).toEqual([]);
  });

  it('creates a draft with no area when the body leaves it out', async () => {
    const created = await call(t, 'operator/experiences', {
      token: world.callers.ownerA,
      payload: bodyWithoutArea(),
    });
    expect(created.statusCode).toBe(201);
    expect(await storedArea(created.json().data.id)).toEqual([]);
  });

  it('keeps a published experience’s area when left out, and refuses clearing it while a pickup is offered', async () => {
    const created = await call(t, 'operator/experiences', {
      token: world.callers.ownerA,
      payload: editorBody(refs),
    });
    const id = created.json().data.id as number;
    await addPhotosAndSchedule(t, id, world.companyA);
    const submitted = await call(t, `operator/experiences/${id}/submit`, {
      token: world.callers.ownerA,
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
    await adminDecide(t.app.db, world.accounts.ownerA, id, { action: 'publish' }, TEST_NOW);
    const area = [{ destination_id: refs.destinationId, radius_km: 20 }];

    // Before the fix this PUT emptied the area and, live with a pickup add-on, was refused.
    const kept = await put(id, bodyWithoutArea({ max_persons: 8 }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.terms).toMatchObject({ max_persons: 8, pickup_area: area });

    const cleared = await put(id, editorBody(refs, { terms: { pickup_area: [] } }));
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().issues).toEqual([
      {
        field: 'terms.pickup_area',
        message: 'Name the cities where you pick up: the published experience offers a pickup.',
      },
    ]);
    expect(await storedArea(id)).toEqual(area);

    // Without the pickup add-on, the live experience may clear it.
    const noPickup = await put(id, editorBody(refs, { terms: { add_ons: [], pickup_area: [] } }));
    expect(noPickup.statusCode).toBe(200);
    expect(await storedArea(id)).toEqual([]);
  });
});
