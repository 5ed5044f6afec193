import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { postOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { call, signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /admin/payouts on the server (docs/decisions/0077-payouts): a company's proposed payout is shown to an
 * admin past the second factor only, in both languages, privately, its account number masked; a visitor is
 * asked to sign in, an admin without the factor gets the factor's step, anyone else the 404 page.
 */
let t: TestApp;
let company = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ id: number; company_name: string }>(
    t.app.db,
    sql`select c.id, c.company_name from companies c join company_members m on m.company_id = c.id
      join users u on u.id = m.user_id where u.email = ${DEMO_OWNER_EMAILS[0]}`,
  );
  company = row!.company_name;
  await t.app.db
    .execute(sql`update companies set bank_name = 'Banco General', bank_account_holder = 'Tours SA',
    bank_account_number_sealed = ${t.app.sealer.seal('0400012345678', bankAccountContext(row!.id))},
    bank_account_last4 = '5678' where id = ${row!.id}`);
  const [experience] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where company_id = ${row!.id} order by id limit 1`,
  );
  const booking = await insertPurchase(t.app.db, { experienceId: experience!.id });
  await t.app.db.transaction((tx) =>
    postOperatorEarning(tx, booking.id, new Date(t.app.clock().getTime() - 60_000)),
  );
}, 300_000);
afterAll(() => t?.close());

const page = (token?: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url: '/admin/payouts',
    headers: {
      accept: 'text/html',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const escaped = (text: string) => text.replace(/&/g, '&amp;');

describe('/admin/payouts', () => {
  it('shows the payouts to an admin past the second factor only, privately, the account masked', async () => {
    const admin = await passedAdmin(t);
    const month = t.app.clock().toISOString().slice(0, 7);
    const proposed = await call(t, 'admin/payouts/propose', { token: admin.token, payload: { month } });
    expect(proposed.json().data.proposed).toBeGreaterThanOrEqual(1);

    const shown = await page(admin.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toMatch(/no-store/);
    expect(shown.payload).toContain(es.admin.payouts.title);
    expect(shown.payload).toContain(`${escaped(company)} · ${month}`);
    expect(shown.payload).toContain(es.admin.payouts.states.proposed);
    expect(shown.payload).toContain(es.admin.payouts.actions.approve);
    expect(shown.payload).toContain('•••• 5678');
    expect(shown.payload).not.toContain('0400012345678');
    const english = await page(admin.token, 'en');
    expect(english.payload).toContain(en.admin.payouts.title);
    expect(english.payload).toContain(en.admin.payouts.bankFile);

    const anonymous = await page();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.payload).toContain(es.admin.signInToSee);
    expect(anonymous.payload).not.toContain(`${escaped(company)} · ${month}`);

    const unverified = await page((await makeAdmin(t)).token);
    expect(unverified.payload).toContain(es.admin.secondFactor.setupTitle);
    expect(unverified.payload).not.toContain(`${escaped(company)} · ${month}`);

    const traveller = await page((await signUp(t)).token);
    expect(traveller.statusCode).toBe(404);
  });
});
