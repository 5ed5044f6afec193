import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /admin/experiences on the server (docs/product.md § Operators' experiences): the seeded listing in
 * review is shown only to an admin past the second factor, privately; a visitor is asked to sign in, an
 * admin without the factor gets the factor's step, anyone else the 404 page.
 */
let t: TestApp;
let listing: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ name: string }>(
    t.app.db,
    sql`select tr.name from experiences e join experience_translations tr on tr.experience_id = e.id
        where e.status = 'in_review' and tr.lang_code = 'es'`,
  );
  listing = row!.name;
}, 300_000);
afterAll(() => t?.close());

const page = (token?: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url: '/admin/experiences',
    headers: {
      accept: 'text/html',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const escaped = (text: string) => text.replace(/&/g, '&amp;');

describe('/admin/experiences', () => {
  it('shows the queue to an admin past the second factor only, privately', async () => {
    const admin = await passedAdmin(t);
    const shown = await page(admin.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toMatch(/no-store/);
    expect(shown.payload).toContain(es.admin.experiences.title);
    expect(shown.payload).toContain(escaped(listing));
    expect(shown.payload).toContain(es.admin.experiences.kind.listing);
    expect(shown.payload).toContain(es.admin.experiences.kind.revision);
    expect((await page(admin.token, 'en')).payload).toContain(en.admin.experiences.title);

    const anonymous = await page();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.payload).toContain(es.admin.signInToSee);
    expect(anonymous.payload).not.toContain(escaped(listing));

    const unverified = await page((await makeAdmin(t)).token);
    expect(unverified.payload).toContain(es.admin.secondFactor.setupTitle);
    expect(unverified.payload).not.toContain(escaped(listing));

    const traveller = await page((await signUp(t)).token);
    expect(traveller.statusCode).toBe(404);
    expect(traveller.payload).not.toContain(escaped(listing));
  });
});
