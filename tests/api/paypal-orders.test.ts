import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paypalOrders } from '../../db/schema/payments';
import { platformAccountId, postTransaction, walletAccountId } from '../../domain/wallet/ledger.server';
import { PAYPAL_ORDER_LIMIT } from '../../server/api/v1/paypal';
import { call, freshIp, signUpVerified } from '../helpers/accounts';
import { bookingSuite } from '../helpers/booking-fixture';
import { TEST_NOW } from '../helpers/test-app';

/**
 * POST /api/v1/paypal/orders: the server prices the selection as booking/quote does and opens a PayPal
 * order for what is left to charge. The set-up: tests/helpers/booking-fixture.ts; the traveller has the
 * 15 USD sign-up credit.
 */
// The captcha is its own file's subject (purchase-captcha.test.ts): off here.
const s = bookingSuite({ traveller: true, env: { CAPTCHA_PROVIDER: 'off' } });

const selection = (overrides: Record<string, unknown> = {}) => ({
  experience_id: s.f.experienceId,
  booking_date: '2026-11-24',
  booking_hour: '08:00',
  participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
  additional_products: [],
  apply_wallet: false,
  ...overrides,
});

const createOrder = (payload: unknown, options: { token?: string; lang?: 'es' | 'en'; ip?: string } = {}) =>
  call(s.t, 'paypal/orders', { ...options, payload });

async function storedOrder(id: string) {
  const [row] = await s.t.database.db.select().from(paypalOrders).where(eq(paypalOrders.id, id));
  return row;
}

describe('POST /api/v1/paypal/orders', () => {
  it('charges exactly booking/quote’s total, and keeps the selection and price', async () => {
    const chosen = selection({
      participants: { adults: 3, children: 1 },
      additional_products: [s.f.pickupId, s.f.lunchId],
      pickup: { lat: 8.98, lng: -79.52, address: 'Hotel Central' },
    });
    const quote = await s.quote(chosen);
    expect(quote.statusCode).toBe(200);
    const total = (quote.json() as { data: { total: number } }).data.total;

    const response = await createOrder(chosen, { lang: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { id, approve_url } = response.json() as { id: string; approve_url: string };
    expect(approve_url).toBe(`/sandbox/paypal/orders/${id}?lang=en`);
    expect((await s.t.app.paypal.order(id))?.amountCents).toBe(Math.round(total * 100));
    const row = await storedOrder(id);
    expect(row).toMatchObject({
      userId: null,
      amountCents: Math.round(total * 100),
      langCode: 'en',
      status: 'created',
    });
    expect(row!.selection).toMatchObject({
      experience_id: s.f.experienceId,
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 3, children: 1, babies: 0, seniors: 0 },
      additional_products: [s.f.pickupId, s.f.lunchId],
      pickup: { lat: 8.98, lng: -79.52, address: 'Hotel Central' },
      apply_wallet: false,
    });
  });

  it('ignores a price sent by the client', async () => {
    const response = await createOrder({ ...selection(), amount: 1, total: 1, amount_cents: 100 });
    expect(response.statusCode).toBe(201);
    expect((await storedOrder(response.json().id))?.amountCents).toBe(13300);
  });

  it('stores the signed-in user, and null for a guest', async () => {
    const signedIn = await createOrder(selection(), { token: s.traveller.token });
    expect(signedIn.statusCode).toBe(201);
    expect((await storedOrder(signedIn.json().id))?.userId).toBe(s.traveller.id);
    const guest = await createOrder(selection());
    expect((await storedOrder(guest.json().id))?.userId).toBeNull();
  });

  it('spends wallet credit only for a signed-in traveller', async () => {
    const signedIn = await createOrder(selection({ apply_wallet: true }), { token: s.traveller.token });
    expect(signedIn.statusCode).toBe(201);
    // 133 USD less the 15 USD sign-up credit.
    expect((await storedOrder(signedIn.json().id))?.amountCents).toBe(11800);

    const guest = await createOrder(selection({ apply_wallet: true }));
    expect(guest.statusCode).toBe(201);
    const row = await storedOrder(guest.json().id);
    expect(row?.amountCents).toBe(13300);
    expect(row?.selection).toMatchObject({ apply_wallet: false });
  });

  /**
   * Credit never pays the service fee (decision 0033), so a total of 0, which the call refuses with 400
   * PAYMENT_METHOD_NOT_NEEDED, cannot arise from the engine today: with more credit than the experience
   * costs, PayPal is asked for the service fee alone.
   */
  it('opens no order when credit pays everything: PayPal is not needed', async () => {
    const rich = await signUpVerified(s.t);
    const db = s.t.database.db;
    await postTransaction(
      db,
      {
        kind: 'signup_credit',
        referenceType: 'user',
        referenceId: `test-top-up-${rich.id}`,
        entries: [
          { accountId: await platformAccountId(db, 'promotions_expense'), amountCents: -20000 },
          { accountId: await walletAccountId(db, rich.id), amountCents: 20000 },
        ],
      },
      TEST_NOW,
    );
    const quote = await s.quote(selection({ apply_wallet: true }), { token: rich.token });
    expect(quote.json().data).toMatchObject({ wallet_discount: 133, service_fee: 3, total: 0 });
    const before = (await db.select().from(paypalOrders)).length;
    const response = await createOrder(selection({ apply_wallet: true }), { token: rich.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYMENT_METHOD_NOT_NEEDED');
    expect((await db.select().from(paypalOrders)).length).toBe(before);
  });

  it('refuses unknown experiences and tampered selections with translated 4xx, creating nothing', async () => {
    const before = (await s.t.database.db.select().from(paypalOrders)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [selection({ experience_id: 99_999_999 }), 404, 'EXPERIENCE_NOT_FOUND'],
      [selection({ experience_id: 'abc' }), 400, 'VALIDATION_ERROR'],
      [selection({ booking_date: '2026-11-27' }), 400, 'DATE_UNAVAILABLE'],
      [selection({ booking_hour: '09:00' }), 400, 'HOUR_UNAVAILABLE'],
      [selection({ booking_date: '2026-11-25' }), 400, 'DATE_UNAVAILABLE'],
      [selection({ participants: { adults: -1 } }), 400, 'INVALID_PARTICIPANTS'],
      [selection({ participants: { adults: 11 } }), 400, 'ABOVE_MAX_PARTICIPANTS'],
      [selection({ additional_products: [999_999] }), 400, 'ADD_ON_UNKNOWN'],
      [selection({ coupon_code: 'NO-SUCH-CODE' }), 404, 'COUPON_NOT_FOUND'],
      [selection({ pickup: { lat: 200, lng: 0 } }), 400, 'VALIDATION_ERROR'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await createOrder(payload, { lang: 'en' });
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      const body = response.json() as { code: string; message: string };
      expect(body.code).toBe(code);
      // A translated sentence, not a catalogue key.
      expect(body.message).toMatch(/ /);
    }
    expect(await s.t.database.db.select().from(paypalOrders)).toHaveLength(before);
  });

  it('follows the /api rules: api-token required', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/orders',
      headers: { 'x-forwarded-for': freshIp() },
      payload: selection(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_API_TOKEN');
  });

  it('limits orders per address (429), not for other addresses', async () => {
    const ip = freshIp();
    // Refused bodies count too: the limit is checked before anything else.
    for (let index = 0; index < PAYPAL_ORDER_LIMIT.max; index++) {
      expect((await createOrder({}, { ip })).statusCode).toBe(400);
    }
    const refused = await createOrder(selection(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await createOrder(selection(), { ip: freshIp() })).statusCode).toBe(201);
  });
});
