import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, signUp, signUpVerified } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  authenticatedCard,
  BILLING,
  cardToken,
  lastPurchaseId,
  purchase,
  purchasePayload,
  seatsAt,
  TEST_CARDS,
} from '../helpers/checkout';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * A purchase whose payment failed is not a booking (docs/decisions/0047): no traveller-facing read shows
 * it, no e-mail names it, its row says why it ended, and what it held goes back. Billing countries are
 * any of ISO 3166-1.
 */
let t: TestApp;
let f: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    env: { CAPTCHA_PROVIDER: 'off' },
    clock: () => TEST_NOW,
  });
  f = await prepareBookingFixture(t);
}, 300_000);
afterAll(() => t?.close());

const ONE_ADULT = 51;
const DATE = '2026-12-02';

async function purchaseRow(id: number) {
  const [row] = await queryRows<{
    status: string;
    ended_reason: string | null;
    voucher_token: string | null;
  }>(
    t.database.db,
    sql`select status::text as status, ended_reason, voucher_token from purchases where id = ${id}`,
  );
  return row!;
}

describe('a declined card', () => {
  it('leaves no booking in any traveller read, sends nothing and records why it ended', async () => {
    const traveller = await signUpVerified(t);
    const before = await lastPurchaseId(t);
    // Two declined attempts, as the tester made them; the second spends the sign-up credit too.
    for (const applyWallet of [false, true]) {
      const amount = applyWallet ? ONE_ADULT - 15 : ONE_ADULT;
      const card = await authenticatedCard(t, traveller.token, amount, TEST_CARDS.declined);
      const answer = await purchase(
        t,
        traveller.token,
        purchasePayload(f, card, { booking_date: DATE, apply_wallet: applyWallet }),
      );
      expect(answer.statusCode).toBe(402);
      expect(answer.json().code).toBe('PAYMENT_DECLINED');
    }
    const failed = (await lastPurchaseId(t)) - before;
    expect(failed).toBe(2);

    for (const id of [before + 1, before + 2]) {
      expect(await purchaseRow(id)).toEqual({
        status: 'payment_failed',
        ended_reason: 'DECLINED',
        voucher_token: null,
      });
      const detail = await call(t, `purchase/${id}`, { token: traveller.token, lang: 'en' });
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toMatchObject({ code: 'PURCHASE_NOT_FOUND' });
      const cancel = await call(t, `edit-purchase/${id}`, { token: traveller.token, payload: { status: 6 } });
      expect(cancel.statusCode).toBe(404);
    }
    for (const section of ['upcoming-purchases', 'past-purchases']) {
      const list = await call(t, `purchases-by-customer/${traveller.id}?section=${section}`, {
        token: traveller.token,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ data: [], pagination: { total_records: 0 } });
    }
    // Seats and credit went back; the credit's round trip is no line of the traveller's history.
    expect(await seatsAt(t, f.experienceId, DATE, '08:00')).toEqual({ counter: 0, purchases: 0 });
    const history = await call(t, `wallet-history/${traveller.id}`, { token: traveller.token });
    expect(history.json().available_balance).toBe(15);
    expect(history.json().data.map((item: { amount: number }) => item.amount)).toEqual([15]);
    // The only e-mail is the welcome.
    expect((await mailbox(t, traveller.email)).map((mail) => mail.template)).toEqual(['welcome']);
  });
});

describe('the billing country', () => {
  async function enrolment(country: string, lang: 'es' | 'en' = 'es') {
    const traveller = await signUp(t);
    const token = await cardToken(t);
    const setup = await call(t, 'auth-setup', { token: traveller.token, payload: { card_token: token } });
    return call(t, 'auth-check-enrollment', {
      token: traveller.token,
      lang,
      payload: {
        card_token: token,
        reference_id: setup.json().reference_id,
        amount: ONE_ADULT,
        billing: { ...BILLING, city: 'Madrid', country },
      },
    });
  }

  it.each(['ES', 'DE', 'GB', 'fr'])('accepts %s', async (country) => {
    const answer = await enrolment(country);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().transaction_id).toEqual(expect.any(String));
  });

  it.each(['ZZ', 'XX', 'EU', ''])('refuses %j with a translated 400 naming the field', async (country) => {
    const answer = await enrolment(country, 'en');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'BILLING_COUNTRY_INVALID',
      message: 'Choose a billing country from the list.',
      errored_variable: 'country',
    });
    const es = await enrolment(country, 'es');
    expect(es.json().message).toBe('Elige un país de facturación de la lista.');
  });
});
