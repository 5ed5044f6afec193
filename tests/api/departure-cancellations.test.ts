import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
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
import { lastPurchaseId, ledgerSum, moneyMismatches, seatsAt } from '../helpers/checkout';
import { departureCancel, supplierCancel } from '../helpers/supplier-cancel';
import {
  cancellationHistory,
  supplierCancellationWorld,
  walletPurchase,
} from '../helpers/supplier-cancellation-world';
import type { TestApp } from '../helpers/test-app';

/**
 * Supplier cancellations of a whole departure (docs/decisions/0068-supplier-cancellations.md): every
 * booking refunded in full and e-mailed, the departure closed, the refusals; and a supplier's cancellation
 * racing the traveller's own refunds once. One booking: supplier-cancellations.test.ts. The fixture's
 * experience (company A's) sells 1 adult at 50 USD + 1 USD service fee = 51 USD
 * (tests/helpers/supplier-cancellation-world.ts).
 */
let t: TestApp;
let f: BookingFixture;
let owner: { token: string; id: number };
let staff: { token: string; id: number };
let otherOwner: { token: string; id: number };

beforeAll(async () => {
  ({ t, f, owner, staff, otherOwner } = await supplierCancellationWorld());
}, 300_000);
afterAll(() => t?.close());

describe('an operator cancels a whole departure', () => {
  const departure = (date: string) => ({ experience_id: f.experienceId, date, hour: '08:00' });
  const closed = async (date: string) => {
    const [row] = await queryRows<{ closed: boolean }>(
      t.database.db,
      sql`select closed from time_slots where experience_id = ${f.experienceId} and slot_date = ${date}::date
        and slot_time = '08:00'`,
    );
    return row?.closed ?? false;
  };

  it('card, PayPal and wallet bookings: each refunded in full and e-mailed, the departure closed, a retry changes nothing', async () => {
    const date = '2026-12-15';
    // The money checks count this test's bookings only.
    const since = await lastPurchaseId(t);
    const card = await signUpVerified(t);
    const cardBought = await cardPurchase(t, f, card, { booking_date: date, apply_wallet: true });
    const paypal = await signUpVerified(t);
    const paypalBought = await paypalPurchase(t, f, paypal, date);
    const wallet = await walletPurchase(t, f, date);

    const preview = await call(
      t,
      `operator/departures/cancel-preview?experience_id=${f.experienceId}&date=${date}&hour=08:00`,
      { token: staff.token },
    );
    expect(preview.json()).toEqual({ data: { bookings: 3, travellers: 3, refund: 153 } });

    const answer = await departureCancel(t, staff.token, departure(date));
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.departure).toEqual({ ...departure(date), closed: true });
    expect((data.bookings as { id: number; refunded: unknown }[]).map((b) => [b.id, b.refunded])).toEqual([
      [cardBought.id, { wallet: 15, card: 36, paypal: 0 }],
      [paypalBought.id, { wallet: 0, card: 0, paypal: 51 }],
      [wallet.id, { wallet: 51, card: 0, paypal: 0 }],
    ]);
    expect(await closed(date)).toBe(true);
    expect((await seatsAt(t, f.experienceId, date, '08:00')).counter).toBe(0);
    for (const traveller of [card, paypal, wallet.traveller]) {
      const mails = (await mailbox(t, traveller.email)).filter((m) => m.template === 'purchase-cancellation');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('El guía está enfermo y no hay reemplazo.');
    }
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      t.database.db,
      sql`select after from audit_log where action = 'departure.cancel'
        and entity_id = ${`${f.experienceId}:${date}T08:00`}`,
    );
    expect(audit!.after).toMatchObject({ closed: true, reason: 'El guía está enfermo y no hay reemplazo.' });
    // A traveller can no longer book it.
    const late = await signUpVerified(t);
    await expect(cardPurchase(t, f, late, { booking_date: date })).rejects.toThrow();

    const retry = await departureCancel(t, staff.token, departure(date));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.bookings).toEqual([]);
    for (const id of [cardBought.id, paypalBought.id]) expect(await providerRefunds(t, id)).toHaveLength(1);
    expect(await moneyMismatches(t, since)).toEqual({ charged_unbooked: 0, booked_unpaid: 0 });
    expect(await ledgerSum(t)).toBe(0);
  });

  it('a departure with a traveller checked in is refused whole: nothing closed, nothing cancelled', async () => {
    const date = '2026-12-16';
    const first = await cardPurchase(t, f, await signUpVerified(t), { booking_date: date });
    const second = await cardPurchase(t, f, await signUpVerified(t), { booking_date: date });
    await t.database.db.execute(sql`update purchases set checked_in_at = now() where id = ${second.id}`);
    const answer = await departureCancel(t, owner.token, departure(date));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('DEPARTURE_CHECKED_IN');
    expect(await closed(date)).toBe(false);
    expect((await purchaseState(t, first.id)).status).toBe('confirmed');
    expect(await refundRows(t, first.id)).toEqual([]);
  });

  it('another company’s experience is a 404; an hour not in the schedule a 404; a bad date a 400', async () => {
    expect((await departureCancel(t, otherOwner.token, departure('2026-12-17'))).statusCode).toBe(404);
    const notScheduled = await departureCancel(t, owner.token, { ...departure('2026-12-17'), hour: '11:00' });
    expect([notScheduled.statusCode, notScheduled.json().code]).toEqual([404, 'DEPARTURE_NOT_FOUND']);
    const bad = await departureCancel(t, owner.token, { ...departure('2026-13-01') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('date');
    expect(await closed('2026-12-17')).toBe(false);
  });
});

describe('a supplier’s cancellation racing the traveller’s own', () => {
  it('one refund, and the status of whichever came first', async () => {
    const dates = ['2026-12-18', '2026-12-19', '2026-12-21', '2026-12-22'];
    for (const date of dates) {
      const traveller = await signUpVerified(t);
      const bought = await cardPurchase(t, f, traveller, { booking_date: date, apply_wallet: true });
      const seatsBefore = (await seatsAt(t, f.experienceId, date, '08:00')).counter!;
      const [bySupplier, byTraveller] = await Promise.all([
        supplierCancel(t, owner.token, bought.id),
        cancelCall(t, traveller.token, bought.id),
      ]);
      const answers = [bySupplier.statusCode, byTraveller.statusCode].sort();
      expect(answers, date).toEqual([200, 409]);
      const winner = bySupplier.statusCode === 200 ? 'canceled_by_supplier' : 'canceled_by_customer';
      expect((await purchaseState(t, bought.id)).status).toBe(winner);
      const loser = bySupplier.statusCode === 200 ? byTraveller : bySupplier;
      expect(loser.json().code).toBe('PURCHASE_ALREADY_CANCELED');
      expect((await cancellationHistory(t, bought.id)).map((row) => row.to_status)).toEqual([winner]);
      expect(await providerRefunds(t, bought.id)).toHaveLength(1);
      expect((await refundRows(t, bought.id)).map((row) => row.status)).toEqual(['done', 'done']);
      expect(await walletBalance(t, traveller)).toBe(15);
      expect((await seatsAt(t, f.experienceId, date, '08:00')).counter).toBe(seatsBefore - 1);
    }
    expect(await ledgerSum(t)).toBe(0);
  });
});
