import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { companyBalanceCents, reverseOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { postPayout } from '../../domain/earnings/payouts.server';
import { cancelBySupplier } from '../../domain/purchases/cancel-purchase.server';
import { emailLinks } from '../../server/email-links';
import { purchaseDeps } from '../../server/purchase-deps';
import { call, signUpVerified } from './accounts';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { cancelCall, cardPurchase } from './cancel';
import { signInOperator } from './operators';
import { createTestApp, type TestApp } from './test-app';

/**
 * The world of the operators' earnings tests (docs/decisions/0066-earnings-ledger.md), built by each test
 * file: the booking fixture's experience (1 adult at 50 USD + 1 USD service fee, the company's commission
 * 20 %, cancellable), its company in Panama (UTC−5 all year), its owner signed in, the demo admin's id.
 */
export function useEarningsWorld() {
  const state = {
    t: undefined as unknown as TestApp,
    f: undefined as unknown as BookingFixture,
    owner: '',
    adminId: 0,
  };
  /** The company's postings of one booking, by kind, in cents on the company's account. */
  async function postings(purchaseId: number): Promise<Record<string, number>> {
    const rows = await queryRows<{ kind: string; cents: number }>(
      state.t.app.db,
      sql`select t.kind, e.amount_cents as cents from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
        where t.reference_type = 'purchase' and t.reference_id = ${String(purchaseId)}`,
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.cents]));
  }
  const balance = () => companyBalanceCents(state.t.app.db, state.f.companyId);
  function statement(month: string, token = state.owner, format?: 'csv') {
    return call(state.t, `operator/statements?month=${month}${format ? `&format=${format}` : ''}`, {
      method: 'GET',
      token,
    });
  }
  const w = Object.assign(state, { postings, balance, statement });
  beforeAll(async () => {
    const t = (w.t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } }));
    w.f = await prepareBookingFixture(t);
    await t.database.db.execute(
      sql`update experiences set cancellation_policy = 2 where id = ${w.f.experienceId}`,
    );
    await t.database.db.execute(sql`update companies set country_id = (select id from countries
      where time_zone = 'America/Panama' limit 1) where id = ${w.f.companyId}`);
    const [ownerRow] = await queryRows<{ email: string }>(
      t.app.db,
      sql`select u.email from company_members m join users u on u.id = m.user_id
        where m.company_id = ${w.f.companyId} and m.role = 'owner' order by u.id limit 1`,
    );
    w.owner = (await signInOperator(t, ownerRow!.email)).token;
    const [admin] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from users where email = ${DEMO_ADMIN.email}`,
    );
    w.adminId = admin!.id;
  }, 300_000);
  afterAll(() => w.t?.close());
  return w;
}

/**
 * The month the statements' tests read, made as the postings' tests make theirs: a card booking earned;
 * one cancelled by its traveller (all reversed); one refunded 30 of its 50 USD (60 % reversed); one
 * cancelled by the supplier (all reversed); then a payout of 50 USD, reference TRX-001.
 */
export async function earnAMonth(w: ReturnType<typeof useEarningsWorld>) {
  const { t, f } = w;
  const card = async (booking_date: string, options: { apply_wallet?: boolean } = {}) => {
    const traveller = await signUpVerified(t);
    return { traveller, bought: await cardPurchase(t, f, traveller, { booking_date, ...options }) };
  };
  await card('2026-11-30');
  const cancelled = await card('2026-12-03');
  await expectOk(cancelCall(t, cancelled.traveller.token, cancelled.bought.id));
  const refunded = (await card('2026-12-04')).bought;
  await t.app.db.transaction((tx) => reverseOperatorEarning(tx, refunded.id, 3000, t.app.clock()));
  const bySupplier = (await card('2026-12-05', { apply_wallet: true })).bought;
  const deps = { ...purchaseDeps(t.app), links: emailLinks(t.app) };
  await cancelBySupplier(deps, { purchaseId: bySupplier.id, now: t.app.clock() });
  await t.app.db.transaction((tx) =>
    postPayout(
      tx,
      { companyId: f.companyId, amountCents: 5000, reference: 'TRX-001', approvedBy: w.adminId },
      t.app.clock(),
    ),
  );
}

async function expectOk(answer: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await answer;
  if (statusCode !== 200) throw new Error(`cancellation refused: ${statusCode} ${body}`);
}
