import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox, signUpVerified } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import {
  cancelCall,
  cardPurchase,
  paypalPurchase,
  providerRefunds,
  purchaseState,
  refundRows,
  walletBalance,
} from '../helpers/cancel';
import { ledgerSum, moneyMismatches, seatsAt } from '../helpers/checkout';
import { bookingAudits, supplierCancel } from '../helpers/supplier-cancel';
import {
  cancellationHistory,
  supplierCancellationWorld,
  walletPurchase,
} from '../helpers/supplier-cancellation-world';
import type { TestApp } from '../helpers/test-app';

/**
 * Supplier cancellations of one booking (docs/decisions/0068-supplier-cancellations.md): an operator cancels
 * a booking; its traveller gets back everything paid (the 1 USD service fee included) by the way it was
 * paid, once, with the operator's reason in the history, the agenda and the e-mail; and the refusals'
 * codes. Whole departures and the race with the traveller's own cancellation:
 * departure-cancellations.test.ts. The fixture's experience (company A's) sells 1 adult at 50 USD + 1 USD
 * service fee = 51 USD (tests/helpers/supplier-cancellation-world.ts).
 */
let t: TestApp;
let f: BookingFixture;
let owner: { token: string; id: number };
let staff: { token: string; id: number };
let otherOwner: { token: string; id: number };
let seeded = 0;
const REASON = 'Tormenta tropical: el mar está cerrado a la navegación.';

beforeAll(async () => {
  ({ t, f, owner, staff, otherOwner, seeded } = await supplierCancellationWorld());
}, 300_000);
afterAll(() => t?.close());

describe('an operator cancels one booking', () => {
  it('card and wallet: everything paid comes back, once, with the reason in the history, the audit log, the e-mail and the agenda', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-01', apply_wallet: true });
    const seatsBefore = (await seatsAt(t, f.experienceId, '2026-12-01', '08:00')).counter!;
    const answer = await supplierCancel(t, staff.token, bought.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: { id: bought.id, status: 'canceled_by_supplier', refunded: { wallet: 15, card: 36, paypal: 0 } },
    });
    expect((await refundRows(t, bought.id)).map((row) => [row.method, row.amount_cents, row.status])).toEqual(
      [
        ['card', 3600, 'done'],
        ['wallet', 1500, 'done'],
      ],
    );
    expect(await providerRefunds(t, bought.id)).toEqual([
      { amount_cents: 3600, idempotency_key: `refund:${bought.id}:card` },
    ]);
    expect(await walletBalance(t, traveller)).toBe(15);
    const seats = await seatsAt(t, f.experienceId, '2026-12-01', '08:00');
    expect(seats.counter).toBe(seatsBefore - 1);
    expect(await cancellationHistory(t, bought.id)).toEqual([
      { to_status: 'canceled_by_supplier', actor: 'supplier', actor_user_id: staff.id, reason: REASON },
    ]);
    const audits = await bookingAudits(t, bought.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: staff.id,
      before: { status: 'confirmed', refunded_cents: 0 },
      after: { status: 'canceled_by_supplier', refunded_cents: 5100, reason: REASON },
    });

    const mails = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang_code).toBe('es');
    expect(mails[0]!.text).toContain('El operador de la experiencia tuvo que cancelar tu reserva');
    expect(mails[0]!.text).toContain(`Motivo que nos dio el operador: «${REASON}»`);
    expect(mails[0]!.text).toContain('Total reembolsado');
    // Three similar experiences with places within a week of the cancelled day, each with its link.
    expect(mails[0]!.text).toContain('estas experiencias tienen plazas en fechas cercanas');
    const offered = mails[0]!.text.match(/ · [^\n]+ de (noviembre|diciembre) de 2026: https?:\/\/\S+/g) ?? [];
    expect(offered).toHaveLength(3);
    expect(offered.some((line) => line.endsWith(`/${f.experienceId}`))).toBe(false);

    const read = await call(t, `purchase/${bought.id}`, { token: traveller.token });
    expect(read.json().data).toMatchObject({
      status: 'canceled_by_supplier',
      cancellation_reason: REASON,
      refunded: 51,
      refunds: { wallet: 15, card: 36, paypal: 0 },
    });
    expect(await moneyMismatches(t, seeded)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
    expect(await ledgerSum(t)).toBe(0);
  });

  it('a retry answers the same refund and refunds nothing more; the owner may cancel too', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-02' });
    const first = await supplierCancel(t, owner.token, bought.id);
    const again = await supplierCancel(t, owner.token, bought.id);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.refunded).toEqual({ wallet: 0, card: 51, paypal: 0 });
    expect(await providerRefunds(t, bought.id)).toHaveLength(1);
    expect(await bookingAudits(t, bought.id)).toHaveLength(1);
    expect(await cancellationHistory(t, bought.id)).toHaveLength(1);
    const mails = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mails).toHaveLength(1);
  });

  it('PayPal: the whole capture is refunded through PayPal, in the booking’s language', async () => {
    const traveller = await signUpVerified(t);
    const bought = await paypalPurchase(t, f, traveller, '2026-12-03', 'en');
    const answer = await supplierCancel(t, owner.token, bought.id, 'The boat broke down.');
    expect(answer.json().data.refunded).toEqual({ wallet: 0, card: 0, paypal: 51 });
    expect((await refundRows(t, bought.id)).map((row) => [row.method, row.status])).toEqual([
      ['paypal', 'done'],
    ]);
    expect(await providerRefunds(t, bought.id)).toHaveLength(1);
    const [mail] = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
    expect(mail!.lang_code).toBe('en');
    expect(mail!.text).toContain('The reason the operator gave us: “The boat broke down.”');
  });

  it('wallet only: the credit is back at once', async () => {
    const { traveller, id } = await walletPurchase(t, f, '2026-12-04');
    expect(await walletBalance(t, traveller)).toBe(0);
    const answer = await supplierCancel(t, owner.token, id);
    expect(answer.json().data.refunded).toEqual({ wallet: 51, card: 0, paypal: 0 });
    expect(await walletBalance(t, traveller)).toBe(51);
    expect(await providerRefunds(t, id)).toEqual([]);
    expect(await ledgerSum(t)).toBe(0);
  });
});

describe('what an operator cannot cancel', () => {
  const unchanged = async (purchaseId: number, status: string) => {
    expect((await purchaseState(t, purchaseId)).status).toBe(status);
    expect(await refundRows(t, purchaseId)).toEqual([]);
    expect(await bookingAudits(t, purchaseId)).toEqual([]);
  };

  it('another company’s booking is a 404; a traveller is no operator; a bad reason is a translated 400', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-05' });
    const stranger = await supplierCancel(t, otherOwner.token, bought.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('PURCHASE_NOT_FOUND');
    expect((await supplierCancel(t, traveller.token, bought.id)).json().code).toBe('OPERATOR_ONLY');
    expect((await supplierCancel(t, undefined, bought.id)).statusCode).toBe(401);
    for (const reason of ['', 'no', 'x'.repeat(501), '<b>cerrado</b>', 42]) {
      const answer = await supplierCancel(t, owner.token, bought.id, reason, 'en');
      expect(answer.statusCode, String(reason)).toBe(400);
      expect(answer.json().issues).toEqual([
        {
          field: 'reason',
          message: 'Write the reason for the travellers, 3 to 500 characters, without < or >.',
        },
      ]);
    }
    await unchanged(bought.id, 'confirmed');
  });

  it('cancelled by its traveller, checked in, a no-show, started, in progress, completed: 409 with the code, nothing changes', async () => {
    const traveller = await signUpVerified(t);
    const byTraveller = await cardPurchase(t, f, traveller, { booking_date: '2026-12-07' });
    expect((await cancelCall(t, traveller.token, byTraveller.id)).statusCode).toBe(200);
    const refused = await supplierCancel(t, owner.token, byTraveller.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PURCHASE_ALREADY_CANCELED',
      message: 'Esta reserva ya estaba cancelada: no se hizo ningún otro reembolso.',
    });
    expect((await purchaseState(t, byTraveller.id)).status).toBe('canceled_by_customer');
    expect(await providerRefunds(t, byTraveller.id)).toHaveLength(1);

    const cases: [string, ReturnType<typeof sql>, string][] = [
      ['PURCHASE_CHECKED_IN', sql`checked_in_at = now()`, 'confirmed'],
      ['PURCHASE_NO_SHOW', sql`no_show_at = now()`, 'confirmed'],
      ['PURCHASE_IN_PROGRESS', sql`status = 'in_progress'`, 'in_progress'],
      ['PURCHASE_COMPLETED', sql`status = 'completed'`, 'completed'],
      ['PURCHASE_IN_PROGRESS', sql`starts_at = ${t.app.clock()}`, 'confirmed'],
    ];
    for (const [index, [code, change, status]] of cases.entries()) {
      const bought = await cardPurchase(t, f, await signUpVerified(t), {
        booking_date: `2026-12-${String(8 + index).padStart(2, '0')}`,
      });
      await t.database.db.execute(sql`update purchases set ${change} where id = ${bought.id}`);
      const answer = await supplierCancel(t, owner.token, bought.id, REASON, 'en');
      expect([answer.statusCode, answer.json().code], code).toEqual([409, code]);
      expect(answer.json().message).not.toBe(code);
      await unchanged(bought.id, status);
    }
  });
});
