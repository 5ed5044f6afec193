import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { experienceEditorSchema } from '../../domain/experiences/editor-input';
import {
  createOperatorExperience,
  readOperatorExperience,
  updateOperatorExperience,
} from '../../domain/experiences/operator-experiences.server';
import { adminDecide, operatorMove } from '../../domain/experiences/experience-status.server';
import { readMeetingPoint } from '../../domain/experiences/meeting-point.server';
import { signUp } from '../helpers/accounts';
import { addPhotosAndSchedule, editorBody, type EditorRefs, editorRefs } from '../helpers/experience-editor';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The editor's store (docs/decisions/0058-experience-lifecycle): content and terms written into the
 * catalogue's own rows and read back in the editor's shape; a published experience's content change kept
 * apart while the live page shows the published version; the search words following the status.
 */
let t: TestApp;
let refs: EditorRefs;
let scope: { accountId: number; companyId: number };
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6 });
  refs = await editorRefs(t);
  const [company] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from companies order by id limit 1`,
  );
  scope = { accountId: (await signUp(t)).id, companyId: company!.id };
}, 300_000);
afterAll(() => t?.close());

const parse = (body: unknown) => experienceEditorSchema.parse(body);
/** The public answer, uncached: the routes clear the caches; these domain calls do not. */
const publicDetail = (id: number, lang: 'es' | 'en' = 'en') => {
  t.app.clearCatalogueCaches();
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/experience/${id}`,
    headers: apiHeaders(lang),
  });
};

describe('the editor’s store', () => {
  it('reads back what it wrote, description sanitized, a draft out of the catalogue', async () => {
    const body = editorBody(refs, {
      content: { category_ids: [...refs.categoryIds].reverse() },
    });
    body.content.en.description_html = '<p onclick="x()">We sail</p><script>alert(1)</script>';
    const { id } = await createOperatorExperience(t.app.db, scope, parse(body), TEST_NOW);
    const read = await readOperatorExperience(t.app.db, scope, id);
    expect(read.status).toBe('draft');
    expect(read.content.en.description_html).toBe('<p>We sail</p>');
    expect(read.content.es.included).toEqual(['Agua', 'Almuerzo']);
    expect(read.content.category_ids).toEqual(refs.categoryIds);
    // Written as USD, stored as cents, answered as USD again.
    expect(read.terms.prices).toEqual(body.terms.prices);
    expect(read.terms.add_ons).toEqual([{ add_on_item_id: refs.pickupItemId, price: 15, per_person: false }]);
    expect(read.missing.map((m) => m.field)).toEqual(['photos', 'schedule']);
    expect((await publicDetail(id)).statusCode).toBe(404);
  });

  it('keeps a published experience’s content change pending while the live page stays, then publishes it', async () => {
    const { id } = await createOperatorExperience(t.app.db, scope, parse(editorBody(refs)), TEST_NOW);
    await addPhotosAndSchedule(t, id, scope.companyId);
    await operatorMove(t.app.db, scope, id, 'submit', TEST_NOW);
    await adminDecide(t.app.db, scope.accountId, id, { action: 'publish' }, TEST_NOW);
    const live = await publicDetail(id);
    expect(live.statusCode).toBe(200);
    expect(live.json().name).toBe('Sunset sail');
    const [words] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select cardinality(search_words) as n from experiences where id = ${id}`,
    );
    expect(words!.n).toBeGreaterThan(0);

    const changed = editorBody(refs, {
      terms: { prices: { ...editorBody(refs).terms.prices, adults: 50 } },
    });
    changed.content.en.name = 'Golden hour sail';
    await updateOperatorExperience(t.app.db, scope, id, parse(changed), TEST_NOW);
    const during = await readOperatorExperience(t.app.db, scope, id);
    expect(during.content.en.name).toBe('Sunset sail');
    expect(during.revision).toMatchObject({
      status: 'pending',
      content: { en: { name: 'Golden hour sail' } },
    });
    expect(during.terms.prices.adults).toBe(50);
    expect((await publicDetail(id)).json().name).toBe('Sunset sail');

    await adminDecide(t.app.db, scope.accountId, id, { action: 'publish' }, TEST_NOW);
    expect((await publicDetail(id)).json().name).toBe('Golden hour sail');
    expect((await readOperatorExperience(t.app.db, scope, id)).revision?.status).toBe('published');

    await operatorMove(t.app.db, scope, id, 'pause', TEST_NOW);
    expect((await publicDetail(id)).statusCode).toBe(404);
    const [paused] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select cardinality(search_words) as n from experiences where id = ${id}`,
    );
    expect(paused!.n).toBe(0);
  });
});

describe('the content and the meeting point', () => {
  it('writes the meeting point with the content: in place in a draft, for review once published', async () => {
    const body = editorBody(refs, { terms: { add_ons: [] } });
    const { id } = await createOperatorExperience(t.app.db, scope, parse(body), TEST_NOW);
    await addPhotosAndSchedule(t, id, scope.companyId);
    expect((await readOperatorExperience(t.app.db, scope, id)).missing).toEqual([
      expect.objectContaining({ field: 'meeting_point' }),
    ]);
    const [place] = await queryRows<{ latitude: number; longitude: number }>(
      t.app.db,
      sql`select latitude, longitude from experiences where id = ${id}`,
    );
    const texts = {
      place: 'Muelle',
      address: 'Calle 1',
      instructions: 'Junto al faro',
    };
    const point = {
      ...place!,
      texts: { es: texts, en: { ...texts, place: 'Pier' } },
    };
    body.content.meeting_point = point as never;
    await updateOperatorExperience(t.app.db, scope, id, parse(body), TEST_NOW);
    const draft = await readOperatorExperience(t.app.db, scope, id);
    expect(draft.content.meeting_point).toEqual(point);
    expect(draft.missing).toEqual([]);

    const outside = { ...point, latitude: 0, longitude: 0 };
    await expect(
      updateOperatorExperience(
        t.app.db,
        scope,
        id,
        parse({
          ...body,
          content: { ...body.content, meeting_point: outside },
        }),
        TEST_NOW,
      ),
    ).rejects.toMatchObject({
      status: 400,
      extra: { issues: [{ field: 'content.meeting_point.latitude' }] },
    });
    expect((await readMeetingPoint(t.app.db, id))?.latitude).toBe(place!.latitude);

    await operatorMove(t.app.db, scope, id, 'submit', TEST_NOW);
    await adminDecide(t.app.db, scope.accountId, id, { action: 'publish' }, TEST_NOW);
    const moved = {
      ...point,
      texts: { ...point.texts, es: { ...texts, address: 'Calle 2' } },
    };
    await updateOperatorExperience(
      t.app.db,
      scope,
      id,
      parse({ ...body, content: { ...body.content, meeting_point: moved } }),
      TEST_NOW,
    );
    const pending = await readOperatorExperience(t.app.db, scope, id);
    expect(pending.content.meeting_point?.texts.es.address).toBe('Calle 1');
    expect(pending.revision).toMatchObject({
      status: 'pending',
      content: { meeting_point: moved },
    });
    await adminDecide(t.app.db, scope.accountId, id, { action: 'publish' }, TEST_NOW);
    expect((await readMeetingPoint(t.app.db, id))?.texts.es.address).toBe('Calle 2');
  });
});
