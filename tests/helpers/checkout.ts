import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { call, freshIp } from './accounts';
import type { BookingFixture } from './booking-fixture';
import type { TestApp } from './test-app';

/** The sandbox gateway's test cards (README.md § Checkout and payments). */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  expired: '4000000000000069',
  authenticationFails: '4000008400001629',
} as const;

export const BILLING = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 50, Edificio Global',
  city: 'Panamá',
  country: 'PA',
  postal_code: '0801',
};

/** What the browser sends the gateway (never the API): the card becomes a token. */
export async function cardToken(t: TestApp, number: string = TEST_CARDS.visa): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/tokens',
    headers: { 'x-forwarded-for': freshIp() },
    payload: {
      card_number: number,
      expiration_month: 12,
      expiration_year: 2030,
      cvv: '123',
      holder_name: 'Ana Pérez',
    },
  });
  if (response.statusCode !== 201) throw new Error(`tokenization failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export interface CardPayment {
  method: 'card';
  card_token: string;
  transaction_id: string;
}

/**
 * A card ready to pay `amount` USD: tokenized, then the three 3-D Secure calls as the payment page makes
 * them (a frictionless card; challenge cards are driven by their own tests).
 */
export async function authenticatedCard(
  t: TestApp,
  session: string,
  amount: number,
  number: string = TEST_CARDS.visa,
): Promise<CardPayment> {
  const token = await cardToken(t, number);
  const setup = await call(t, 'auth-setup', { token: session, payload: { card_token: token } });
  if (setup.statusCode !== 200) throw new Error(`auth-setup failed: ${setup.body}`);
  const enrolment = await call(t, 'auth-check-enrollment', {
    token: session,
    payload: { card_token: token, reference_id: setup.json().reference_id, amount, billing: BILLING },
  });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
  const transactionId = enrolment.json().transaction_id as string;
  const validated = await call(t, 'validate-authorization', {
    token: session,
    payload: { transaction_id: transactionId },
  });
  if (validated.statusCode !== 200 || !validated.json().authorized) {
    throw new Error(`validation failed: ${validated.body}`);
  }
  return { method: 'card', card_token: token, transaction_id: transactionId };
}

/** A purchase body for the fixture's experience: Monday 30 at 08:00 (10 places), one adult. */
export function purchasePayload(
  f: BookingFixture,
  payment: unknown,
  overrides: Record<string, unknown> = {},
) {
  return {
    experience_id: f.experienceId,
    booking_date: '2026-11-30',
    booking_hour: '08:00',
    participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
    additional_products: [],
    apply_wallet: false,
    payment,
    captcha_token: 'off',
    ...overrides,
  };
}

export function purchase(
  t: TestApp,
  session: string,
  payload: unknown,
  key: string = randomUUID(),
  lang: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return call(t, 'purchase-experience', {
    token: session,
    payload,
    lang,
    headers: { 'idempotency-key': key },
  });
}

export interface SandboxCharge {
  id: string;
  amount: number;
  status: string;
  idempotency_key: string;
  refunded_amount: number;
}

/** What the sandbox gateway really charged (its loopback-only list). */
export async function sandboxCharges(t: TestApp): Promise<SandboxCharge[]> {
  const response = await t.app.inject({ method: 'GET', url: '/sandbox/gateway/charges' });
  if (response.statusCode !== 200) throw new Error(`charges failed: ${response.body}`);
  return (response.json() as { data: SandboxCharge[] }).data;
}

/**
 * The charges made since `before` was listed. The sandbox lists by time, and under a test's fixed clock
 * charges tie: they are told apart by id, not by position.
 */
export async function chargesSince(t: TestApp, before: readonly SandboxCharge[]): Promise<SandboxCharge[]> {
  const known = new Set(before.map((charge) => charge.id));
  return (await sandboxCharges(t)).filter((charge) => !known.has(charge.id));
}

/** Every ledger entry sums to zero: money is only ever moved, never made or lost. */
export async function ledgerSum(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries`,
  );
  return row!.total;
}

/** Seats the departure's counter holds and those its live purchases hold: always equal. */
export async function seatsAt(t: TestApp, experienceId: number, date: string, hour: string) {
  const [row] = await queryRows<{ counter: number | null; purchases: number }>(
    t.database.db,
    sql`select (select seats_taken from time_slots where experience_id = ${experienceId}
          and slot_date = ${date}::date and slot_time = ${hour}::time) as counter,
        (select coalesce(sum(total_participants), 0)::int from purchases where experience_id = ${experienceId}
          and booking_date = ${date}::date and booking_hour = ${hour}::time
          and status in ('created', 'confirmed', 'in_progress', 'completed')) as purchases`,
  );
  return row!;
}

/** Wallet credit for a traveller, posted as the promotions do (a balanced ledger transaction). */
export async function giveCredit(t: TestApp, userId: number, cents: number): Promise<void> {
  await queryRows(
    t.database.db,
    sql`with tx as (insert into ledger_transactions (kind, reference_type, reference_id)
        values ('test_credit', 'user', ${`${userId}-${randomUUID()}`}) returning id),
      expense as (insert into ledger_accounts (kind) values ('promotions_expense')
        on conflict (kind) where user_id is null and company_id is null do update set kind = excluded.kind returning id),
      wallet as (insert into ledger_accounts (kind, user_id) values ('user_wallet', ${userId})
        on conflict (user_id) where kind = 'user_wallet' do update set kind = excluded.kind returning id)
      insert into ledger_entries (transaction_id, account_id, amount_cents)
      select tx.id, expense.id, ${-cents}::int from tx, expense
      union all select tx.id, wallet.id, ${cents}::int from tx, wallet`,
  );
}

/**
 * The two ways money and bookings could disagree (among purchases after `sincePurchaseId`: the demo
 * seed's were never paid through the pipeline), which must never happen once attempts are settled: a
 * captured charge whose purchase is not confirmed, and a confirmed purchase owing money with no captured
 * attempt.
 */
export async function moneyMismatches(t: TestApp, sincePurchaseId = 0) {
  const [row] = await queryRows<{ charged_unbooked: number; booked_unpaid: number }>(
    t.database.db,
    sql`select
      (select count(*)::int from sandbox_charges c
        join payment_attempts a on a.provider_key = c.idempotency_key
        join purchases p on p.id = a.purchase_id
        where c.status = 'captured' and p.status <> 'confirmed' and p.id > ${sincePurchaseId}) as charged_unbooked,
      (select count(*)::int from purchases p
        where p.status = 'confirmed' and p.total_payment_cents > 0 and p.id > ${sincePurchaseId}
          and not exists (select 1 from payment_attempts a where a.purchase_id = p.id and a.status = 'captured'))
        as booked_unpaid`,
  );
  return row!;
}

/** The last purchase id so far: checks after it leave the seeded purchases out. */
export async function lastPurchaseId(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select coalesce(max(id), 0)::int as id from purchases`,
  );
  return row!.id;
}
