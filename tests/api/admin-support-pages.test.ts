import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { call, signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { operatorWorld, type OperatorWorld } from '../helpers/operators';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /admin/travellers, /admin/travellers/{id}, /admin/companies and /admin/companies/{id} on the server
 * (docs/product.md § Travellers and operators): shown only to an admin past the second factor, privately,
 * in both languages; a visitor is asked to sign in, an admin without the factor gets the factor's step,
 * anyone else, and an unknown id, the 404 page.
 */
let t: TestApp;
let world: OperatorWorld;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  world = await operatorWorld(t);
  admin = (await passedAdmin(t)).token;
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

describe('the travellers’ pages', () => {
  it('find an account and show its profile, wallet and what support did, to an admin only', async () => {
    const tag = randomUUID().slice(0, 8);
    const traveller = await signUp(t, { first_name: 'Rosaura', last_name: `Pages${tag}` });
    await call(t, `admin/users/${traveller.id}/credit`, {
      token: admin,
      payload: { amount: 7, reason: 'Lost voucher' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const list = await page(`/admin/travellers?q=pages${tag}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toMatch(/no-store/);
    expect(list.payload).toContain(es.admin.travellers.title);
    expect(list.payload).toContain(`/admin/travellers/${traveller.id}`);

    const detail = await page(`/admin/travellers/${traveller.id}`, admin, 'en');
    expect(detail.statusCode).toBe(200);
    expect(detail.payload).toContain(`Rosaura Pages${tag}`);
    expect(detail.payload).toContain(en.walletHistory.kinds.goodwill_credit);
    expect(detail.payload).toContain('Lost voucher');
    expect(detail.payload).toContain(en.admin.travellers.blockTitle);
    expect((await page(`/admin/travellers/${traveller.id}`, admin)).payload).toContain(
      es.walletHistory.kinds.goodwill_credit,
    );

    expect((await page('/admin/travellers/999999', admin)).statusCode).toBe(404);
    expect((await page('/admin/travellers/abc', admin)).statusCode).toBe(404);
    const anonymous = await page(`/admin/travellers/${traveller.id}`);
    expect(anonymous.payload).toContain(es.admin.signInToSee);
    expect(anonymous.payload).not.toContain(`Pages${tag}`);
    const unverified = await page('/admin/travellers', (await makeAdmin(t)).token);
    expect(unverified.payload).toContain(es.admin.secondFactor.setupTitle);
    for (const token of [traveller.token, world.callers.ownerA]) {
      expect((await page(`/admin/travellers/${traveller.id}`, token)).statusCode).toBe(404);
    }
  });
});

describe('the operators’ pages', () => {
  it('list the companies and show one with its users, commission and history, to an admin only', async () => {
    await call(t, `admin/companies/${world.companyA}/commission`, {
      token: admin,
      method: 'PUT',
      payload: { commission_bps: 1750, reason: 'Launch agreement' },
    });
    const list = await page('/admin/companies?status=active', admin, 'en');
    expect(list.statusCode).toBe(200);
    expect(list.payload).toContain(en.admin.companies.title);
    expect(list.payload).toContain(`/admin/companies/${world.companyA}`);
    expect((await page('/admin/companies?status=suspended', admin)).payload).toContain(
      es.admin.companies.empty,
    );

    const detail = await page(`/admin/companies/${world.companyA}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toMatch(/no-store/);
    expect(detail.payload).toContain('Comisión cambiada de 20 % a 17.5 %');
    expect(detail.payload).toContain('Launch agreement');
    expect(detail.payload).toContain(es.admin.companies.roles.owner);
    expect(detail.payload).toContain(es.admin.companies.suspendTitle);

    expect((await page('/admin/companies/999999', admin)).statusCode).toBe(404);
    expect((await page(`/admin/companies/${world.companyA}`, world.callers.ownerA)).statusCode).toBe(404);
    expect((await page('/admin/companies')).payload).toContain(es.admin.signInToSee);
  });
});
