import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, signUpVerified } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { adminBookingAudits, adminCancel, adminRefund, payableReversals } from '../helpers/admin-support';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cancelCall, cardPurchase, purchaseState, refundRows, walletBalance } from '../helpers/cancel';
import { seatsAt } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's support for bookings (docs/decisions/0074-admin-booking-support): finding a booking by
 * code, e-mail, experience, company or day; its whole story; the administration's cancellation with a full
 * refund once, the reason in the history and the audit log, the seats back and the traveller's e-mail. The
 * spec's admin cancellation through edit-purchase keeps working.
 */
let t: TestApp;
let f: BookingFixture;
let admin: { token: string; id: number };
let traveller: Awaited<ReturnType<typeof signUpVerified>>;
let bought: { id: number; data: Record<string, unknown> };
const REASON = 'El viajero llamó: enfermedad en la familia.';

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  admin = await passedAdmin(t);
  traveller = await signUpVerified(t);
  bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-09', apply_wallet: true });
}, 300_000);
afterAll(() => t?.close());

const search = (query: Record<string, string>, lang: 'es' | 'en' = 'es') =>
  call(t, `admin/purchases?${new URLSearchParams(query).toString()}`, { token: admin.token, lang });

describe('finding a booking', () => {
  it('by its code in any case, or by the traveller’s e-mail in any case', async () => {
    const code = bought.data.code as string;
    for (const q of [code, code.toLowerCase(), traveller.email.toUpperCase()]) {
      const answer = await search({ q });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.map((row: { id: number }) => row.id)).toEqual([bought.id]);
    }
    expect((await search({ q: code })).json().data[0]).toMatchObject({
      code,
      status: 'confirmed',
      booking_date: '2026-12-09',
      booking_hour: '08:00',
      traveller_email: traveller.email,
      experience_id: f.experienceId,
      company_id: f.companyId,
      total: 51,
      refunded: 0,
    });
    const none = await search({ q: 'RB-NOPE0000' });
    expect(none.json()).toMatchObject({ data: [], pagination: { total_records: 0 } });
  });

  it('by experience, company and day, newest departure first, in pages', async () => {
    const [counted] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from purchases where company_id = ${f.companyId} and ended_reason is null`,
    );
    const first = await search({ company_id: String(f.companyId), limit: '2' });
    expect(first.json().pagination).toMatchObject({ total_records: counted!.total, current_page: 1 });
    expect(first.json().data).toHaveLength(Math.min(2, counted!.total));
    const byDay = await search({ experience_id: String(f.experienceId), date: '2026-12-09' });
    expect(byDay.json().data.map((row: { id: number }) => row.id)).toContain(bought.id);
    expect(
      byDay.json().data.every((row: { booking_date: string }) => row.booking_date === '2026-12-09'),
    ).toBe(true);
    const page = await search({ company_id: String(f.companyId), limit: '1', page: '2' });
    expect(page.json().pagination.current_page).toBe(2);
  });

  it('refuses a bad day or page with a translated 400', async () => {
    const answer = await search({ date: '2026-13-40' }, 'en');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([{ field: 'date', message: 'Write a real date as yyyy-MM-dd.' }]);
    expect((await search({ limit: '500' })).statusCode).toBe(400);
    expect((await search({ experience_id: 'x' })).statusCode).toBe(400);
  });
});

describe('the story of a booking', () => {
  it('has its history, its payment with the provider’s reference, its e-mails and its money, and no card data', async () => {
    const answer = await call(t, `admin/purchases/${bought.id}`, { token: admin.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const story = answer.json().data;
    expect(story).toMatchObject({
      id: bought.id,
      status: 'confirmed',
      traveller: { email: traveller.email },
      money: {
        total_cost: 51,
        wallet_paid: 15,
        charged: 36,
        payment_method: 'card',
        refundable: 51,
        refundable_to_original: 36,
      },
      attendance: { checked_in_at: null, no_show_at: null },
    });
    expect(story.money.card_last4).toBe('1111');
    expect(story.money.commission + story.money.operator_payable).toBe(50);
    expect(story.history.map((row: { to: string }) => row.to)).toContain('confirmed');
    expect(story.payments).toHaveLength(1);
    expect(story.payments[0]).toMatchObject({ method: 'card', status: 'captured', amount: 36 });
    expect(story.payments[0].provider_reference).toEqual(expect.any(String));
    expect(story.emails.map((mail: { template: string }) => mail.template)).toContain(
      'purchase-confirmation',
    );
    const [attempt] = await queryRows<{ source: string; card_fingerprint: string | null }>(
      t.database.db,
      sql`select source, card_fingerprint from payment_attempts where purchase_id = ${bought.id}`,
    );
    expect(answer.body).not.toContain(attempt!.source);
    if (attempt!.card_fingerprint) expect(answer.body).not.toContain(attempt!.card_fingerprint);
    expect((await call(t, 'admin/purchases/2147483647', { token: admin.token })).json().code).toBe(
      'PURCHASE_NOT_FOUND',
    );
  });
});

describe('the administration cancels a booking', () => {
  it('refunds everything once, frees the seat, records the reason, e-mails the traveller; a retry changes nothing', async () => {
    const other = await signUpVerified(t);
    const booked = await cardPurchase(t, f, other, { booking_date: '2026-12-10', apply_wallet: true });
    const seatsBefore = (await seatsAt(t, f.experienceId, '2026-12-10', '08:00')).counter!;
    const first = await adminCancel(t, admin.token, booked.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      data: {
        id: booked.id,
        status: 'canceled_by_administration',
        refunded: { wallet: 15, card: 36, paypal: 0 },
      },
    });
    const again = await adminCancel(t, admin.token, booked.id);
    expect(again.json()).toEqual(first.json());
    expect((await refundRows(t, booked.id)).map((row) => [row.method, row.amount_cents, row.status])).toEqual(
      [
        ['card', 3600, 'done'],
        ['wallet', 1500, 'done'],
      ],
    );
    expect(await walletBalance(t, other)).toBe(15);
    expect((await seatsAt(t, f.experienceId, '2026-12-10', '08:00')).counter).toBe(seatsBefore - 1);
    const audits = await adminBookingAudits(t, booked.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'booking.cancel',
      actor_id: admin.id,
      company_id: f.companyId,
      before: { status: 'confirmed', refunded_cents: 0 },
      after: { status: 'canceled_by_administration', refunded_cents: 5100, reason: REASON },
    });
    const history = await call(t, `admin/purchases/${booked.id}`, { token: admin.token });
    expect(history.json().data.history.at(-1)).toMatchObject({
      to: 'canceled_by_administration',
      actor: 'administration',
      actor_user_id: admin.id,
      reason: REASON,
    });
    const mails = (await mailbox(t, other.email)).filter((mail) => mail.template === 'purchase-cancellation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('El equipo de');
    const reversals = await payableReversals(t, booked.id);
    expect(reversals.map((row) => row.reference_type)).toEqual(['purchase']);
    await expectLedgerInvariants(t.database.db);
  });

  it('a booking someone else cancelled stays theirs; a bad reason is a translated 400', async () => {
    const other = await signUpVerified(t);
    const booked = await cardPurchase(t, f, other, { booking_date: '2026-12-11' });
    for (const reason of ['', 'no', '<b>x</b>', 7]) {
      const bad = await adminCancel(t, admin.token, booked.id, reason, 'en');
      expect(bad.statusCode, String(reason)).toBe(400);
      expect(bad.json().issues).toEqual([
        { field: 'reason', message: 'Write the reason, 3 to 500 characters, without < or >.' },
      ]);
    }
    expect((await cancelCall(t, other.token, booked.id)).statusCode).toBe(200);
    const late = await adminCancel(t, admin.token, booked.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PURCHASE_ALREADY_CANCELED');
    expect(await adminBookingAudits(t, booked.id)).toEqual([]);
  });

  it('the spec’s edit-purchase status 7 still cancels as the administration', async () => {
    const other = await signUpVerified(t);
    const booked = await cardPurchase(t, f, other, { booking_date: '2026-12-12' });
    const answer = await cancelCall(t, admin.token, booked.id, { status: 7 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await purchaseState(t, booked.id)).status).toBe('canceled_by_administration');
    // A refund of a cancelled booking is refused: it was given everything back.
    const refund = await adminRefund(t, admin.token, booked.id, { amount: 1, to: 'wallet', reason: REASON });
    expect(refund.json().code).toBe('PURCHASE_NOT_REFUNDABLE');
  });
});
