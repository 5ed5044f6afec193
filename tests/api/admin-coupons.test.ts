import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { giveCredit, purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's coupons (docs/decisions/0075-admin-promotions): created, listed, edited and paused by an
 * admin with a reason and an audit record; the total-uses limit holds for the 4th traveller, also when all
 * four pay at once; restrictions to companies and countries hold at the quote and at payment; the fields
 * that would rewrite history lock after the first use.
 */
let t: TestApp;
let f: BookingFixture;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  const made = await passedAdmin(t);
  admin = made.token;
  adminId = made.id;
}, 300_000);
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, lang: 'es' | 'en' = 'en') =>
  call(t, 'admin/coupons', { token: admin, payload: { applies_to: 'booking', percent: 15, ...body }, lang });
const edit = (id: number, body: Record<string, unknown>) =>
  call(t, `admin/coupons/${id}`, { token: admin, method: 'PATCH', payload: body, lang: 'en' });

async function auditOf(id: number) {
  return queryRows<{ action: string; actor_id: number; before: unknown; after: Record<string, unknown> }>(
    t.app.db,
    sql`select action, actor_id, before, after from audit_log where entity = 'coupon' and entity_id = ${String(id)}
      order by id`,
  );
}

/** A traveller with 200 USD of credit who pays with it. */
async function walletTraveller() {
  const person = await signUp(t);
  await giveCredit(t, person.id, 20_000);
  return person;
}

const payWithWallet = (token: string, code: string, date: string) =>
  purchase(
    t,
    token,
    purchasePayload(f, { method: 'wallet' }, { booking_date: date, coupon_code: code, apply_wallet: true }),
    undefined,
    'en',
  );

describe('creating and listing coupons', () => {
  it('creates a coupon with every field, lists it with its numbers and writes the audit log', async () => {
    const created = await create({
      code: 'Spring-26',
      valid_from: '2026-11-01T00:00:00Z',
      valid_until: '2027-01-01T00:00:00Z',
      max_price_by_experience: 500,
      max_discount_applied: 40.5,
      max_uses_per_user: 2,
      max_uses: 100,
      company_ids: [f.companyId],
      country_codes: ['pa'],
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({
      code: 'Spring-26',
      applies_to: 'booking',
      percent: 15,
      max_price_by_experience: 500,
      max_discount_applied: 40.5,
      max_uses: 100,
      company_ids: [f.companyId],
      country_codes: ['PA'],
      is_active: true,
      uses_count: 0,
      used: false,
      locked_fields: [],
    });
    const listed = await call(t, 'admin/coupons?q=spring', { token: admin });
    expect(listed.json().data.map((c: { code: string }) => c.code)).toEqual(['Spring-26']);
    const [audit] = await auditOf(coupon.id);
    expect(audit).toMatchObject({ action: 'coupon.create', actor_id: adminId, before: null });
    expect(audit!.after).toMatchObject({ code: 'Spring-26', percent: 15, country_codes: ['PA'] });
  });

  it('refuses a code another coupon has in any case, and bad fields with translated 400s', async () => {
    expect((await create({ code: 'CASE-ONE' })).statusCode).toBe(201);
    const taken = await create({ code: 'case-one' }, 'es');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: 'Otro cupón ya tiene ese código (sin distinguir mayúsculas).',
    });
    expect((await create({ code: 'FIRST3' })).json().code).toBe('COUPON_CODE_TAKEN');
    const percent = await create({ code: 'BAD-PERCENT', percent: 120 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toContain('The percent is a whole number from 1 to 100.');
    const dates = await create({
      code: 'BAD-DATES',
      valid_from: '2027-01-01T00:00:00Z',
      valid_until: '2026-01-01T00:00:00Z',
    });
    expect(dates.json()).toMatchObject({ code: 'COUPON_DATES_INVALID' });
    const country = await create({ code: 'BAD-COUNTRY', country_codes: ['ZZ'] });
    expect(country.json()).toMatchObject({ code: 'COUPON_COUNTRY_UNKNOWN' });
    const company = await create({ code: 'BAD-COMPANY', company_ids: [2_000_000] });
    expect(company.json()).toMatchObject({ code: 'COUPON_COMPANY_UNKNOWN' });
    const giftRestricted = await create({
      code: 'BAD-GIFT',
      applies_to: 'gift_card',
      company_ids: [f.companyId],
    });
    expect(giftRestricted.json()).toMatchObject({ code: 'COUPON_RESTRICTION_NOT_FOR_GIFT_CARDS' });
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from coupons where code like 'BAD-%'`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('restrictions, enforced by the one coupon rule', () => {
  it('holds a coupon limited to another company or country at the quote and at payment', async () => {
    const [other] = await queryRows<{ company_id: number; country: string }>(
      t.app.db,
      sql`select e.company_id, k.iso_code as country from experiences e, countries k
        where e.id = ${f.otherExperienceId} and k.id <> (select country_id from experiences where id = ${f.experienceId})
        limit 1`,
    );
    const otherCompany = await create({ code: 'ONLY-OTHER-CO', company_ids: [other!.company_id] });
    const otherCountry = await create({ code: 'ONLY-OTHER-PAIS', country_codes: [other!.country] });
    const here = await create({ code: 'ONLY-HERE', company_ids: [f.companyId], country_codes: ['PA'] });
    expect([otherCompany, otherCountry, here].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const traveller = await walletTraveller();
    for (const code of ['ONLY-OTHER-CO', 'ONLY-OTHER-PAIS']) {
      const quote = await call(t, 'booking/quote', {
        token: traveller.token,
        lang: 'en',
        payload: {
          experience_id: f.experienceId,
          booking_date: '2026-11-24',
          booking_hour: '08:00',
          participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
          additional_products: [],
          coupon_code: code,
        },
      });
      expect(quote.json()).toMatchObject({ code: 'COUPON_NOT_VALID_FOR_PRODUCT' });
      const paid = await payWithWallet(traveller.token, code, '2026-12-07');
      expect(paid.statusCode).toBe(400);
      expect(paid.json()).toMatchObject({ code: 'COUPON_NOT_VALID_FOR_PRODUCT' });
    }
    const ok = await payWithWallet(traveller.token, 'ONLY-HERE', '2026-12-07');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ coupon_code: 'ONLY-HERE' });
    await expectLedgerInvariants(t.app.db);
  });
});

describe('a coupon limited to 3 uses', () => {
  it('lets three travellers use it and refuses the fourth', async () => {
    const id = (await create({ code: 'THREE-ONLY', max_uses: 3 })).json().data.id as number;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const traveller = await walletTraveller();
      answers.push(await payWithWallet(traveller.token, 'three-only', '2026-12-08'));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 400]);
    expect(answers[3]!.json()).toMatchObject({ code: 'COUPON_EXPIRED', error_reason: 'COUPON_EXPIRED' });
    const [listed] = (await call(t, 'admin/coupons?q=THREE-ONLY', { token: admin })).json().data;
    expect(listed).toMatchObject({ id, uses_count: 3, travellers: 3, discount_given: 22.5, used: true });
    await expectLedgerInvariants(t.app.db);
  });

  it('refuses the fourth of four travellers paying at the same moment', async () => {
    await create({ code: 'THREE-AT-ONCE', max_uses: 3 });
    const travellers = await Promise.all([0, 1, 2, 3].map(() => walletTraveller()));
    const answers = await Promise.all(
      travellers.map((traveller) => payWithWallet(traveller.token, 'THREE-AT-ONCE', '2026-12-09')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 400]);
    const [row] = await queryRows<{ uses: number; counted: number }>(
      t.app.db,
      sql`select (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as uses,
        c.uses_count as counted from coupons c where c.code = 'THREE-AT-ONCE'`,
    );
    expect(row).toEqual({ uses: 3, counted: 3 });
    await expectLedgerInvariants(t.app.db);
  });
});

describe('editing and pausing', () => {
  it('edits anything of an unused coupon, and after its first use only its dates and limits', async () => {
    const id = (await create({ code: 'EDIT-ME', max_uses: 10 })).json().data.id as number;
    const before = await edit(id, { percent: 20, company_ids: [f.companyId], reason: 'Campaña de verano' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ percent: 20, company_ids: [f.companyId] });
    const traveller = await walletTraveller();
    expect((await payWithWallet(traveller.token, 'EDIT-ME', '2026-12-10')).statusCode).toBe(201);
    const locked = await edit(id, { percent: 50, max_discount_applied: 100, reason: 'Más descuento' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'COUPON_LOCKED_AFTER_USE',
      message: 'This coupon has been used: its code, percent, caps and restrictions can no longer change.',
      fields: ['percent', 'max_discount_applied'],
    });
    // The same values again are no change: a form that sends everything still saves.
    const allowed = await edit(id, {
      percent: 20,
      code: 'EDIT-ME',
      valid_until: '2027-02-01T00:00:00Z',
      max_uses: 20,
      reason: 'Prolongamos la campaña',
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({
      valid_until: '2027-02-01T00:00:00.000Z',
      max_uses: 20,
      used: true,
    });
    const below = await edit(id, { max_uses: 0, reason: 'x' });
    expect(below.statusCode).toBe(400);
    expect((await edit(id, { max_uses: 1, reason: 'Cerramos la campaña' })).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'coupon.create' }),
      expect.objectContaining({
        action: 'coupon.update',
        before: { percent: 15, company_ids: [] },
        after: { percent: 20, company_ids: [f.companyId], reason: 'Campaña de verano' },
      }),
      expect.objectContaining({
        action: 'coupon.update',
        before: { valid_until: null, max_uses: 10 },
        after: { valid_until: '2027-02-01T00:00:00.000Z', max_uses: 20, reason: 'Prolongamos la campaña' },
      }),
      expect.objectContaining({
        action: 'coupon.update',
        after: { max_uses: 1, reason: 'Cerramos la campaña' },
      }),
    ]);
  });

  it('pauses a coupon (it reads as unknown) and resumes it, each with a reason in the audit log', async () => {
    const id = (await create({ code: 'PAUSE-ME' })).json().data.id as number;
    const noReason = await call(t, `admin/coupons/${id}/pause`, { token: admin, payload: {}, lang: 'en' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Give a reason of 3 to 1000 characters.');
    const paused = await call(t, `admin/coupons/${id}/pause`, {
      token: admin,
      payload: { reason: 'Fraude' },
    });
    expect(paused.json().data).toMatchObject({ is_active: false });
    const validate = () =>
      call(t, 'validate-coupon', { payload: { coupon_code: 'PAUSE-ME', experience_id: f.experienceId } });
    expect((await validate()).statusCode).toBe(404);
    const listed = (await call(t, 'admin/coupons?status=paused', { token: admin })).json().data;
    expect(listed.map((c: { code: string }) => c.code)).toContain('PAUSE-ME');
    await call(t, `admin/coupons/${id}/resume`, { token: admin, payload: { reason: 'Revisado' } });
    expect((await validate()).statusCode).toBe(200);
    const actions = (await auditOf(id)).map((row) => [row.action, row.after]);
    expect(actions.slice(1)).toEqual([
      ['coupon.pause', { is_active: false, reason: 'Fraude' }],
      ['coupon.resume', { is_active: true, reason: 'Revisado' }],
    ]);
    const unknown = await call(t, 'admin/coupons/999999/pause', {
      token: admin,
      payload: { reason: 'Fraude' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
