import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import { addPhotosAndSchedule, editorApp, editorBody, type EditorRefs } from '../helpers/experience-editor';
import type { OperatorWorld } from '../helpers/operators';
import type { TestApp } from '../helpers/test-app';

/**
 * The operator's experience calls (docs/product.md § Operators' experiences): who may call them, what a
 * refused body answers, the completeness check of a submission and the audit log of every write.
 */
let t: TestApp;
let world: OperatorWorld;
let refs: EditorRefs;
beforeAll(async () => {
  ({ t, world, refs } = await editorApp());
}, 300_000);
afterAll(() => t?.close());

type Caller = keyof OperatorWorld['callers'];

async function create(token: string, body: unknown = editorBody(refs)) {
  const res = await call(t, 'operator/experiences', { token, payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: number; status: string };
}

const count = async () =>
  (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from experiences`))[0]!.n;

describe('who may call the operator’s experience routes', () => {
  it('answers anonymous 401, a traveller 403, another company 404, the company’s owner and staff', async () => {
    const { id } = await create(world.callers.ownerA);
    const routes = [
      { url: `operator/experiences/${id}`, method: 'GET' as const },
      { url: `operator/experiences/${id}`, method: 'PUT' as const, payload: editorBody(refs) },
      { url: `operator/experiences/${id}/submit`, method: 'POST' as const, payload: {} },
      { url: `operator/experiences/${id}/pause`, method: 'POST' as const, payload: {} },
      { url: `operator/experiences/${id}/resume`, method: 'POST' as const, payload: {} },
    ];
    const expected: Record<Caller, number[]> = {
      anonymous: [401, 401, 401, 401, 401],
      traveller: [403, 403, 403, 403, 403],
      ownerB: [404, 404, 404, 404, 404],
      // A draft: read and saved; incomplete for review (400); not published, so not paused or resumed (409).
      staffA: [200, 200, 400, 409, 409],
      ownerA: [200, 200, 400, 409, 409],
    };
    for (const [caller, statuses] of Object.entries(expected) as [Caller, number[]][]) {
      const token = world.callers[caller];
      const answers = [];
      for (const r of routes) answers.push((await call(t, r.url, { ...r, token })).statusCode);
      expect({ caller, answers }).toEqual({ caller, answers: statuses });
    }
    for (const [caller, status] of [
      ['anonymous', 401],
      ['traveller', 403],
    ] as const) {
      expect((await call(t, 'operator/experiences', { token: world.callers[caller] })).statusCode).toBe(
        status,
      );
      const created = await call(t, 'operator/experiences', {
        token: world.callers[caller],
        payload: editorBody(refs),
      });
      expect(created.statusCode).toBe(status);
    }
    const listA = await call(t, 'operator/experiences', { token: world.callers.staffA });
    expect(listA.json().data.map((e: { id: number }) => e.id)).toContain(id);
    const listB = await call(t, 'operator/experiences', { token: world.callers.ownerB });
    expect(listB.statusCode).toBe(200);
    expect(listB.json().data.map((e: { id: number }) => e.id)).not.toContain(id);
    // A bad id is refused after who calls: a stranger learns nothing from its 400.
    expect((await call(t, 'operator/experiences/abc', { token: undefined })).statusCode).toBe(401);
    expect((await call(t, 'operator/experiences/abc', { token: world.callers.ownerA })).statusCode).toBe(400);
  });
});

describe('saving an experience', () => {
  it('refuses a bad body with each field’s path, translated, and saves nothing', async () => {
    const before = await count();
    const body = editorBody(refs, { terms: { min_persons: 5, max_persons: 2 } });
    body.content.es.name = '<b>Vela</b>';
    (body.content as Record<string, unknown>).duration_minutes = 'long';
    const es = await call(t, 'operator/experiences', {
      token: world.callers.ownerA,
      payload: body,
      lang: 'es',
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().code).toBe('VALIDATION_ERROR');
    const fields = es.json().issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining(['content.es.name', 'content.duration_minutes', 'terms.max_persons']),
    );
    expect(es.json().issues.find((i: { field: string }) => i.field === 'terms.max_persons').message).toBe(
      'El máximo de personas no puede ser menor que el mínimo.',
    );
    const en = await call(t, 'operator/experiences', {
      token: world.callers.ownerA,
      payload: body,
      lang: 'en',
    });
    expect(en.json().issues.find((i: { field: string }) => i.field === 'terms.max_persons').message).toBe(
      'The maximum of persons cannot be below the minimum.',
    );
    const unknown = editorBody(refs, { content: { destination_id: 999_999, category_ids: [999_998] } });
    const refused = await call(t, 'operator/experiences', { token: world.callers.ownerA, payload: unknown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((i: { field: string }) => i.field)).toEqual([
      'content.destination_id',
      'content.category_ids',
    ]);
    const words = { place: 'Muelle', address: 'Calle 1', instructions: '' };
    const offshore = editorBody(refs, {
      content: { meeting_point: { latitude: 0, longitude: 0, texts: { es: words, en: words } } },
    });
    const outside = await call(t, 'operator/experiences', { token: world.callers.ownerA, payload: offshore });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().issues).toEqual([
      {
        field: 'content.meeting_point.latitude',
        message: 'El punto de encuentro tiene que estar dentro del país de la experiencia.',
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('sanitizes the description and records the creation and the change in the audit log', async () => {
    const body = editorBody(refs);
    body.content.en.description_html = '<p>Sail<img src=x onerror=alert(1)></p><script>x()</script>';
    // What the rich-text editor offers survives; a link keeps only a web address, whatever the browser sent.
    body.content.es.description_html =
      '<h3>Ruta</h3><ol><li><p><strong>Muelle</strong></p></li></ol>' +
      '<p><a href="https://example.com/ruta" onclick="x()" style="color:red">mapa</a> ' +
      '<a href="javascript:alert(1)">clic</a></p>';
    const { id } = await create(world.callers.staffA, body);
    const read = await call(t, `operator/experiences/${id}`, { token: world.callers.ownerA });
    expect(read.json().data.content.en.description_html).toBe('<p>Sail</p>');
    expect(read.json().data.content.es.description_html).toBe(
      '<h3>Ruta</h3><ol><li><p><strong>Muelle</strong></p></li></ol>' +
        '<p><a href="https://example.com/ruta" rel="nofollow ugc noopener noreferrer" target="_blank">mapa</a> clic</p>',
    );
    const changed = editorBody(refs, { terms: { max_persons: 9 } });
    const saved = await call(t, `operator/experiences/${id}`, {
      method: 'PUT',
      token: world.callers.ownerA,
      payload: changed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.terms.max_persons).toBe(9);
    const audit = await queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      t.app.db,
      sql`select action, actor_id, before, after from audit_log where entity = 'experience'
          and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['experience.create', 'experience.update']);
    expect(audit[0]!.actor_id).toBe(world.accounts.staffA);
    expect(audit[1]).toMatchObject({
      actor_id: world.accounts.ownerA,
      before: { terms: { max_persons: 12 } },
      after: { terms: { max_persons: 9 } },
    });
  });
});

describe('submitting for review', () => {
  it('names every missing piece in the reader’s language, then sends a complete one to review', async () => {
    const body = editorBody(refs, { terms: { add_ons: [] } });
    body.content.en = { ...body.content.en, name: '', description_html: '' };
    const { id } = await create(world.callers.ownerA, body);
    const missing = await call(t, `operator/experiences/${id}/submit`, {
      token: world.callers.ownerA,
      payload: {},
      lang: 'en',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'EXPERIENCE_INCOMPLETE' });
    expect(missing.json().issues).toEqual([
      { field: 'content.en.name', message: 'Write the name in this language.' },
      { field: 'content.en.description_html', message: 'Write the description in this language.' },
      { field: 'photos', message: 'Add at least 3 photos.' },
      { field: 'schedule', message: 'Set up the schedule.' },
      { field: 'meeting_point', message: 'Set the meeting point or offer a pickup add-on.' },
    ]);
    const [status] = await queryRows<{ status: string }>(
      t.app.db,
      sql`select status from experiences where id = ${id}`,
    );
    expect(status!.status).toBe('draft');

    await addPhotosAndSchedule(t, id, world.companyA);
    await call(t, `operator/experiences/${id}`, {
      method: 'PUT',
      token: world.callers.ownerA,
      payload: editorBody(refs),
    });
    const submitted = await call(t, `operator/experiences/${id}/submit`, {
      token: world.callers.staffA,
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toEqual({ id, status: 'in_review', revision_id: null });
    const again = await call(t, `operator/experiences/${id}/submit`, {
      token: world.callers.ownerA,
      payload: {},
      lang: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EXPERIENCE_STATUS_CONFLICT',
      status: 'in_review',
      message: 'Only a draft or a rejected experience can be sent for review.',
    });
  });
});
