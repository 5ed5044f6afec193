import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { App } from '../../server/app';
import { call, signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { companyMember, supplierCancel } from '../helpers/supplier-cancel';
import { apiHeaders, createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's operators (docs/decisions/0073-admin-travellers-and-companies): the list and a company's
 * page, the commission changed for later bookings only, and suspension: the company's experiences leave
 * the catalogue, search and the sitemap at once in every process, its operators keep their bookings
 * (and may cancel them, with refunds) but nothing of it goes live until it is reinstated.
 */
const s = {
  t: undefined as unknown as TestApp,
  f: undefined as unknown as BookingFixture,
};
let other: App;
let admin: string;
let adminId = 0;
beforeAll(async () => {
  // The web app too: the sitemap is one of its pages.
  s.t = await createTestApp({ seed: true, experiences: 12, web: true, env: { CAPTCHA_PROVIDER: 'off' } });
  s.f = await prepareBookingFixture(s.t);
  other = await createSecondApp(s.t);
  const passed = await passedAdmin(s.t);
  admin = passed.token;
  adminId = passed.id;
}, 300_000);
afterAll(async () => {
  await other?.close();
  await s.t?.close();
});

const asAdmin = (url: string, payload?: unknown, method?: 'PUT') =>
  call(s.t, `admin/${url}`, { token: admin, payload, lang: 'en', ...(method ? { method } : {}) });

const companyAudit = (companyId: number) =>
  queryRows<{ action: string; actor_id: number; before: unknown; after: Record<string, unknown> }>(
    s.t.app.db,
    sql`select action, actor_id, before, after from audit_log
        where entity = 'company' and entity_id = ${String(companyId)} order by id`,
  );

/** A traveller with enough goodwill credit (granted through the back office) to book by wallet. */
async function walletTraveller() {
  const traveller = await signUp(s.t);
  const granted = await call(s.t, `admin/users/${traveller.id}/credit`, {
    token: admin,
    payload: { amount: 200, reason: 'Test credit' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(granted.statusCode).toBe(200);
  return traveller;
}

const bookByWallet = async (token: string, date: string) => {
  const answer = await purchase(
    s.t,
    token,
    purchasePayload(s.f, { method: 'wallet' }, { apply_wallet: true, booking_date: date }),
  );
  return answer;
};

describe('the companies', () => {
  it('lists them with status, experiences and commission, filtered and searched', async () => {
    const all = await asAdmin('companies?limit=100');
    expect(all.statusCode).toBe(200);
    const fixture = all.json().data.find((row: { id: number }) => row.id === s.f.companyId);
    expect(fixture).toMatchObject({ status: 'active', commission_bps: 2000 });
    expect(fixture.experiences).toBeGreaterThanOrEqual(fixture.published);
    const byName = await asAdmin(`companies?q=${encodeURIComponent(fixture.name.slice(0, 6).toUpperCase())}`);
    expect(byName.json().data.map((row: { id: number }) => row.id)).toContain(s.f.companyId);
    expect((await asAdmin('companies?status=suspended')).json().data).toEqual([]);
    const bad = await asAdmin('companies?status=closed');
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      expect.stringContaining('active or suspended'),
    ]);
  });

  it('shows one company with its users and roles; another id is 404', async () => {
    const answer = await asAdmin(`companies/${s.f.companyId}`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.members.length).toBeGreaterThan(0);
    expect(data.members.some((member: { role: string }) => member.role === 'owner')).toBe(true);
    expect(data.experiences_by_status.published).toBeGreaterThan(0);
    const unknown = await asAdmin('companies/999999');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'COMPANY_NOT_FOUND']);
  });
});

describe('the commission', () => {
  it('applies to bookings made afterwards; earlier ones keep theirs; the change is in the history', async () => {
    const traveller = await walletTraveller();
    const before = await bookByWallet(traveller.token, '2026-12-01');
    expect(before.statusCode).toBe(201);

    const noReason = await asAdmin(`companies/${s.f.companyId}/commission`, { commission_bps: 1500 }, 'PUT');
    expect(noReason.statusCode).toBe(400);
    const outOfRange = await asAdmin(
      `companies/${s.f.companyId}/commission`,
      { commission_bps: 10_001, reason: 'Too much' },
      'PUT',
    );
    expect([outOfRange.statusCode, outOfRange.json().message]).toEqual([
      400,
      expect.stringContaining('between 0 and 10000'),
    ]);
    const changed = await asAdmin(
      `companies/${s.f.companyId}/commission`,
      { commission_bps: 1500, reason: 'Volume agreement 2027' },
      'PUT',
    );
    expect(changed.json().data).toEqual({ id: s.f.companyId, commission_bps: 1500 });
    const after = await bookByWallet(traveller.token, '2026-12-02');
    expect(after.statusCode).toBe(201);

    const rows = await queryRows<{ id: number; subtotal_cents: number; commission_cents: number }>(
      s.t.app.db,
      sql`select id, subtotal_cents, commission_cents from purchases where user_id = ${traveller.id} order by id`,
    );
    expect(rows.map((row) => row.commission_cents / row.subtotal_cents)).toEqual([0.2, 0.15]);

    const history = (await asAdmin(`companies/${s.f.companyId}`)).json().data.history;
    expect(history[0]).toMatchObject({
      action: 'company.commission',
      admin_id: adminId,
      reason: 'Volume agreement 2027',
      before: { commission_bps: 2000 },
      after: { commission_bps: 1500, reason: 'Volume agreement 2027' },
    });
    await asAdmin(
      `companies/${s.f.companyId}/commission`,
      { commission_bps: 2000, reason: 'Back to the standard' },
      'PUT',
    );
    await expectLedgerInvariants(s.t.app.db);
  });
});

describe('suspension', () => {
  /** The public answers of an experience, from both processes. */
  const detailStatuses = (id: number) =>
    Promise.all(
      [s.t.app, other].map(async (app) => {
        const answer = await app.inject({
          method: 'GET',
          url: `/api/v1/experience/${id}`,
          headers: apiHeaders(),
        });
        return answer.statusCode;
      }),
    );
  const listedIds = async (app: App, body: object = {}) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/experiences/simple?page=1&limit=100',
      headers: apiHeaders(),
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as { id: number }[]).map((item) => item.id);
  };
  const sitemap = async () => {
    const index = await s.t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const files = [...index.payload.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    const bodies = await Promise.all(files.map((file) => s.t.app.inject({ method: 'GET', url: file })));
    return bodies.map((body) => body.payload).join('\n');
  };

  it('takes its experiences out of the catalogue, search and sitemap at once; bookings stay', async () => {
    const companyId = s.f.companyId;
    const live = await queryRows<{ id: number; name: string }>(
      s.t.app.db,
      sql`select e.id, t.name from experiences e join experience_translations t
          on t.experience_id = e.id and t.lang_code = 'es'
          where e.company_id = ${companyId} and e.status = 'published' order by e.id`,
    );
    expect(live.length).toBeGreaterThan(0);
    const first = live[0]!;
    const path = (
      await s.t.app.inject({ method: 'GET', url: `/api/v1/experience/${first.id}`, headers: apiHeaders() })
    ).json().url as string;
    expect(await sitemap()).toContain(path);
    const searchBody = { data: { filters: { searchText: first.name.split(' ').slice(0, 3).join(' ') } } };
    expect(await listedIds(other, searchBody)).toContain(first.id);
    expect(await detailStatuses(first.id)).toEqual([200, 200]);
    const traveller = await walletTraveller();
    const booked = await bookByWallet(traveller.token, '2026-12-03');
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().data.id as number;
    const owner = await companyMember(s.t, companyId, 'owner');

    const noReason = await asAdmin(`companies/${companyId}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    const suspended = await asAdmin(`companies/${companyId}/suspend`, { reason: 'Licence expired' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toEqual({
      id: companyId,
      status: 'suspended',
      experience_ids: live.map((row) => row.id),
    });

    // This process cleared at commit; the other one when the notification arrives (decision 0062).
    await expect.poll(() => detailStatuses(first.id)).toEqual([404, 404]);
    for (const app of [s.t.app, other]) {
      const ids = await listedIds(app);
      expect(ids.filter((id) => live.some((row) => row.id === id))).toEqual([]);
      expect(await listedIds(app, searchBody)).not.toContain(first.id);
    }
    expect(await sitemap()).not.toContain(path);
    const refused = await bookByWallet(traveller.token, '2026-12-04');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    // Its operators still sign in, read and cancel their bookings (refunded), but nothing goes live.
    const bookings = await call(s.t, 'operator/bookings', { token: owner.token });
    expect(bookings.statusCode).toBe(200);
    const cancel = await supplierCancel(s.t, owner.token, bookingId);
    expect(cancel.statusCode).toBe(200);
    const [cancelled] = await queryRows<{ status: string }>(
      s.t.app.db,
      sql`select status from purchases where id = ${bookingId}`,
    );
    expect(cancelled?.status).toBe('canceled_by_supplier');
    // Paid by wallet: the credit it spent came back.
    const wallet = await call(s.t, `wallet-history/${traveller.id}`, { token: traveller.token });
    expect(wallet.json().data[0]).toMatchObject({ kind: 'purchase_credit_return' });
    const resumed = await call(s.t, `operator/experiences/${first.id}/resume`, {
      token: owner.token,
      payload: {},
    });
    expect(resumed.statusCode).toBe(409);
    expect(
      (await call(s.t, `operator/experiences/${first.id}/pause`, { token: owner.token, payload: {} }))
        .statusCode,
    ).toBe(409);
    const published = await asAdmin(`experiences/${first.id}/publish`, {});
    expect([published.statusCode, published.json().code]).toEqual([409, 'COMPANY_SUSPENDED']);
    const list = await call(s.t, 'operator/experiences', { token: owner.token });
    expect(list.json().data.find((item: { id: number }) => item.id === first.id).status).toBe('suspended');
    const again = await asAdmin(`companies/${companyId}/suspend`, { reason: 'Twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'COMPANY_STATUS_CONFLICT']);

    const reinstated = await asAdmin(`companies/${companyId}/reinstate`, { reason: 'Licence renewed' });
    expect(reinstated.json().data).toEqual({
      id: companyId,
      status: 'active',
      experience_ids: live.map((row) => row.id),
    });
    await expect.poll(() => detailStatuses(first.id)).toEqual([200, 200]);
    expect(await listedIds(other, searchBody)).toContain(first.id);
    expect(await sitemap()).toContain(path);

    expect((await companyAudit(companyId)).filter((row) => row.action !== 'company.commission')).toEqual([
      {
        action: 'company.suspend',
        actor_id: adminId,
        before: { status: 'active' },
        after: { status: 'suspended', reason: 'Licence expired', experience_ids: live.map((row) => row.id) },
      },
      {
        action: 'company.reinstate',
        actor_id: adminId,
        before: { status: 'suspended' },
        after: { status: 'active', reason: 'Licence renewed', experience_ids: live.map((row) => row.id) },
      },
    ]);
    await expectLedgerInvariants(s.t.app.db);
  });
});
