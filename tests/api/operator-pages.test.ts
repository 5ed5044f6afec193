import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { type OperatorWorld, seededOperatorApp } from '../helpers/operators';
import type { TestApp } from '../helpers/test-app';

/**
 * The workspace's pages on the server (docs/product.md § Operators): who sees what, never kept by a
 * cache; an owner's company data never reaches staff or another company's owner.
 */
let t: TestApp;
let world: OperatorWorld;

beforeAll(async () => ({ t, world } = await seededOperatorApp({ web: true })), 120_000);
afterAll(() => t?.close());

function page(url: string, token?: string, lang: 'es' | 'en' = 'es') {
  const headers: Record<string, string> = { accept: 'text/html', 'accept-language': lang };
  if (token) headers.cookie = `session=${token}`;
  return t.app.inject({ method: 'GET', url, headers });
}

const html = (text: string) => text.replaceAll('’', '&#x27;').replaceAll("'", '&#x27;');

describe('the workspace pages', () => {
  it('ask a visitor to sign in and point an account of no company to the supplier registration', async () => {
    for (const url of [
      '/operator',
      '/operator/company',
      '/operator/team',
      '/operator/reviews',
      '/operator/notifications',
    ]) {
      const visitor = await page(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.headers['cache-control'], url).toMatch(/no-store/);
      expect(visitor.payload, url).toContain(es.operator.signInToSee);
      const traveller = await page(url, world.callers.traveller, 'en');
      expect(traveller.payload, url).toContain(en.operator.notOperator.message.slice(0, 40));
      expect(traveller.payload, url).toContain('href="/supplier-registration"');
    }
  });

  it('show an owner the company settings and team, masked, and staff neither', async () => {
    const owner = await page('/operator/company', world.callers.ownerA);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toMatch(/private/);
    expect(owner.payload).toContain(es.operator.company.save);
    const team = await page('/operator/team', world.callers.ownerA, 'en');
    expect(team.payload).toContain('equipo@rumbo.test');

    for (const url of ['/operator/company', '/operator/team']) {
      const staff = await page(url, world.callers.staffA);
      expect(staff.payload, url).toContain(html(es.operator.ownerOnly.title));
      expect(staff.payload, url).not.toContain('operador@rumbo.test');
      expect(staff.payload, url).not.toContain(es.operator.company.save);
    }
    const staffHome = await page('/operator', world.callers.staffA);
    expect(staffHome.payload).toContain(es.operator.overview.staff.slice(0, 30));
    expect(staffHome.payload).not.toContain('href="/operator/team"');

    const otherOwner = await page('/operator/team', world.callers.ownerB);
    expect(otherOwner.payload).not.toContain('equipo@rumbo.test');
  });

  it('answer an unknown invitation link with the translated refusal', async () => {
    const res = await page(`/operator/invitation/${'a'.repeat(43)}`, undefined, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain(html(en.operator.errors.invitationInvalid).slice(0, 40));
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });
});
