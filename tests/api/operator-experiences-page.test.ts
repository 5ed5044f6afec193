import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { addPhotosAndSchedule, editorBody, type EditorRefs, editorRefs } from '../helpers/experience-editor';
import { type OperatorWorld, operatorWorld } from '../helpers/operators';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The operator's experience pages on the server (docs/product.md § Operators' experiences): the list with
 * each status and a rejected one's reason, the editor in both languages, privately; another company's
 * experience is not found; a visitor is asked to sign in and a traveller to register as a supplier.
 */
let t: TestApp;
let world: OperatorWorld;
let refs: EditorRefs;
let rejectedId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  world = await operatorWorld(t);
  refs = await editorRefs(t);
  const created = await call(t, 'operator/experiences', {
    token: world.callers.ownerA,
    payload: editorBody(refs),
  });
  rejectedId = created.json().data.id;
  await addPhotosAndSchedule(t, rejectedId, world.companyA);
  await call(t, `operator/experiences/${rejectedId}/submit`, { token: world.callers.ownerA, payload: {} });
  const admin = await passedAdmin(t);
  await call(t, `admin/experiences/${rejectedId}/reject`, {
    token: admin.token,
    payload: { reason: 'Fotos borrosas' },
  });
}, 300_000);
afterAll(() => t?.close());

const page = (url: string, token?: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('/operator/experiences', () => {
  it('lists the company’s experiences with their status and the reviewer’s reason, privately', async () => {
    const es = await page('/operator/experiences', world.callers.staffA);
    expect(es.statusCode).toBe(200);
    expect(es.headers['cache-control']).toMatch(/private|no-store/);
    expect(es.payload).toContain('<title>Tus experiencias | Rumbo</title>');
    expect(es.payload).toContain(`href="/operator/experiences/${rejectedId}"`);
    expect(es.payload).toContain('Rechazada');
    expect(es.payload).toContain('Fotos borrosas');
    const en = await page('/operator/experiences', world.callers.ownerA, 'en');
    expect(en.payload).toContain('<title>Your experiences | Rumbo</title>');
    expect(en.payload).toContain('Rejected');
    const other = await page('/operator/experiences', world.callers.ownerB);
    expect(other.payload).not.toContain(`href="/operator/experiences/${rejectedId}"`);
  });

  it('asks a visitor to sign in and a traveller to register as a supplier', async () => {
    const visitor = await page('/operator/experiences');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.payload).toContain('Inicia sesión con tu cuenta de operador');
    const traveller = await page('/operator/experiences', world.callers.traveller, 'en');
    expect(traveller.payload).toContain('Register as a supplier');
    expect(traveller.payload).toContain('href="/supplier-registration"');
  });
});

describe('/operator/experiences/{id}', () => {
  it('shows the editor with both languages side by side and the experience’s values', async () => {
    const res = await page(`/operator/experiences/${rejectedId}`, world.callers.ownerA, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('data-testid="texts-es"');
    expect(res.payload).toContain('data-testid="texts-en"');
    expect(res.payload).toContain('value="Vela al atardecer"');
    expect(res.payload).toContain('value="Sunset sail"');
    expect(res.payload).toContain('Fotos borrosas');
    expect(res.payload).toContain('Send for review');
    const fresh = await page('/operator/experiences/new', world.callers.ownerA);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.payload).toContain('Crear borrador');
  });

  it('does not find another company’s experience, nor a malformed id', async () => {
    expect((await page(`/operator/experiences/${rejectedId}`, world.callers.ownerB)).statusCode).toBe(404);
    expect((await page('/operator/experiences/abc', world.callers.ownerA)).statusCode).toBe(404);
  });
});
