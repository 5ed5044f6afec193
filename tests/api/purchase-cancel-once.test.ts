import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { cancelBySupplier } from '../../domain/purchases/cancel-purchase.server';
import { emailLinks } from '../../server/email-links';
import { purchaseDeps } from '../../server/purchase-deps';
import { mailbox, signUpVerified } from '../helpers/accounts';
import { setUpSecondFactor } from '../helpers/admins';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import {
  cancelCall,
  cardPurchase,
  providerRefunds,
  purchaseState,
  refundRows,
  walletBalance,
  walletReturns,
} from '../helpers/cancel';
import { lastPurchaseId, ledgerSum, moneyMismatches, seatsAt } from '../helpers/checkout';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Exactly once (issue 17, decision 0040): a cancellation repeated one after the other or ten at once
 * refunds once and releases the seats once; who may cancel what (the owner, an administrator, the
 * supplier's internal call); and the refusals' codes. Purchases are paid with card and wallet through
 * the real checkout, on an experience with a 24-hour policy.
 */
let t: TestApp;
let f: BookingFixture;
let seeded = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
  );
  seeded = await lastPurchaseId(t);
}, 300_000);
afterAll(() => t?.close());

async function expectOneRefund(purchaseId: number, date: string, seatsBefore: number) {
  expect((await refundRows(t, purchaseId)).map((row) => [row.method, row.status])).toEqual([
    ['card', 'done'],
    ['wallet', 'done'],
  ]);
  expect(await providerRefunds(t, purchaseId)).toHaveLength(1);
  expect(await walletReturns(t, purchaseId)).toBe(1);
  const after = await seatsAt(t, f.experienceId, date, '08:00');
  expect(after.counter).toBe(seatsBefore - 1);
  expect(after.counter).toBe(after.purchases);
  const history = await queryRows<{ to_status: string }>(
    t.database.db,
    sql`select to_status::text from purchase_status_history where purchase_id = ${purchaseId}
      and to_status::text like 'canceled_%'`,
  );
  expect(history).toHaveLength(1);
  expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
  expect(await ledgerSum(t)).toBe(0);
}

describe('a purchase is cancelled and refunded once', () => {
  it('a second cancellation, later, is a 409 that refunds nothing', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-11-30', apply_wallet: true });
    const before = (await seatsAt(t, f.experienceId, '2026-11-30', '08:00')).counter!;
    expect((await cancelCall(t, traveller.token, bought.id)).statusCode).toBe(200);
    const again = await cancelCall(t, traveller.token, bought.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PURCHASE_ALREADY_CANCELED',
      message: 'Esta reserva ya estaba cancelada: no se hizo ningún otro reembolso.',
    });
    expect(await walletBalance(t, traveller)).toBe(15);
    await expectOneRefund(bought.id, '2026-11-30', before);
    const mails = (await mailbox(t, traveller.email)).filter(
      (mail) => mail.template === 'purchase-cancellation',
    );
    expect(mails).toHaveLength(1);
  });

  it('ten cancellations at once: one 200, nine 409, one refund, the seats released once', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-01', apply_wallet: true });
    const before = (await seatsAt(t, f.experienceId, '2026-12-01', '08:00')).counter!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cancelCall(t, traveller.token, bought.id)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().code).toBe('PURCHASE_ALREADY_CANCELED');
    }
    expect(await walletBalance(t, traveller)).toBe(15);
    await expectOneRefund(bought.id, '2026-12-01', before);
  });
});

describe('who may cancel', () => {
  it('another traveller’s purchase is a 403, an unknown one a 404, without a session a 401', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const bought = await cardPurchase(t, f, owner, { booking_date: '2026-12-02' });
    const forbidden = await cancelCall(t, other.token, bought.id, { lang: 'en' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'PURCHASE_FORBIDDEN' });
    expect((await cancelCall(t, other.token, 2_000_000_000)).json()).toMatchObject({
      code: 'PURCHASE_NOT_FOUND',
    });
    expect((await cancelCall(t, other.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await cancelCall(t, undefined, bought.id)).statusCode).toBe(401);
    expect((await purchaseState(t, bought.id)).status).toBe('confirmed');
    expect(await refundRows(t, bought.id)).toEqual([]);
  });

  it('only status 6 from a traveller: other codes are a translated 400, 7 without being an administrator a 403', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-02' });
    for (const status of [1, 2, 3, 4, 5, 8, 0, -6]) {
      const answer = await cancelCall(t, traveller.token, bought.id, { status });
      expect(answer.statusCode, String(status)).toBe(400);
      expect(answer.json()).toEqual({
        code: 'PURCHASE_STATUS_INVALID',
        message: 'Ese estado no se puede aplicar. Para cancelar tu reserva envía el estado 6.',
      });
    }
    for (const status of ['6', 6.5, null]) {
      expect((await cancelCall(t, traveller.token, bought.id, { status })).statusCode, String(status)).toBe(
        400,
      );
    }
    const notAdmin = await cancelCall(t, traveller.token, bought.id, { status: 7, lang: 'en' });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({
      code: 'PURCHASE_FORBIDDEN',
      message: 'Only the administration can cancel a booking with this status.',
    });
    expect((await purchaseState(t, bought.id)).status).toBe('confirmed');
  });

  it('an administrator cancels anyone’s purchase with 7, outside the window too, refunding in full', async () => {
    const traveller = await signUpVerified(t);
    const admin = await signUpVerified(t);
    await t.database.db.execute(sql`update users set is_admin = true where id = ${admin.id}`);
    await t.database.db.execute(
      sql`update experiences set cancellation_policy = 1 where id = ${f.experienceId}`,
    );
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-03', apply_wallet: true });
    await t.database.db.execute(
      sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
    );
    expect((await cancelCall(t, traveller.token, bought.id)).json().code).toBe('PURCHASE_NOT_REFUNDABLE');
    expect((await cancelCall(t, admin.token, bought.id)).statusCode).toBe(403);
    // An admin session that has not passed the second factor is no administration.
    expect((await cancelCall(t, admin.token, bought.id, { status: 7 })).json().code).toBe(
      'PURCHASE_FORBIDDEN',
    );
    await setUpSecondFactor(t, admin.token);

    const answer = await cancelCall(t, admin.token, bought.id, { status: 7 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'canceled_by_administration',
      refunded: { wallet: 15, card: 36, paypal: 0 },
    });
    expect(await walletBalance(t, traveller)).toBe(15);
    const [history] = await queryRows<{ actor: string; actor_user_id: number }>(
      t.database.db,
      sql`select actor, actor_user_id from purchase_status_history where purchase_id = ${bought.id}
        and to_status = 'canceled_by_administration'`,
    );
    expect(history).toEqual({ actor: 'administration', actor_user_id: admin.id });
    const [mail] = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mail!.text).toContain('El equipo de Rumbo canceló tu reserva');
  });

  it('the supplier’s internal call cancels with a full refund and says so in the e-mail', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-04', apply_wallet: true });
    const deps = { ...purchaseDeps(t.app), links: emailLinks(t.app) };
    const result = await cancelBySupplier(deps, { purchaseId: bought.id, now: t.app.clock() });
    expect(result).toEqual({
      purchaseId: bought.id,
      status: 'canceled_by_supplier',
      refunded: { wallet: 1500, card: 3600, paypal: 0 },
    });
    await expect(cancelBySupplier(deps, { purchaseId: bought.id, now: t.app.clock() })).rejects.toMatchObject(
      {
        status: 409,
        code: 'PURCHASE_ALREADY_CANCELED',
      },
    );
    expect(await providerRefunds(t, bought.id)).toHaveLength(1);
    const [history] = await queryRows<{ actor: string; actor_user_id: number | null }>(
      t.database.db,
      sql`select actor, actor_user_id from purchase_status_history where purchase_id = ${bought.id}
        and to_status = 'canceled_by_supplier'`,
    );
    expect(history).toEqual({ actor: 'supplier', actor_user_id: null });
    const [mail] = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mail!.text).toContain('El operador de la experiencia tuvo que cancelar tu reserva');
  });
});
