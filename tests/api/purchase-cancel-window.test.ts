import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { CANCELLATION_POLICIES, type CancellationPolicyId } from '../../domain/catalog/cancellation-policy';
import { call, signUp } from '../helpers/accounts';
import { cancelCall, purchaseState, walletBalance } from '../helpers/cancel';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app';

/**
 * The traveller's cancellation window (spec § 4, issue 17): up to and including `hours` before the start,
 * the start being the booked hour on the experience's own clock. Purchases are written by the factory
 * (paid with wallet credit, so the refund is visible at once) with the policy they were booked under;
 * the app's clock is moved to the instant each case needs.
 */
let t: TestApp;
let now = TEST_NOW;
let panama = 0;
let santoDomingo = 0;
let traveller: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, clock: () => now });
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from experiences where status = 'published' order by id limit 2`,
  );
  [panama, santoDomingo] = [rows[0]!.id, rows[1]!.id];
  for (const [id, zone] of [
    [panama, 'America/Panama'],
    [santoDomingo, 'America/Santo_Domingo'],
  ] as const) {
    await t.database.db.execute(sql`update experiences set country_id =
      (select id from countries where time_zone = ${zone} limit 1) where id = ${id}`);
  }
  traveller = await signUp(t);
}, 300_000);
afterAll(() => t?.close());

/** A wallet-paid purchase of 130 USD at 08:00 on `date`, booked under `policy`. */
async function booked(
  experienceId: number,
  date: string,
  policy: CancellationPolicyId,
  status: 'created' | 'confirmed' | 'in_progress' | 'completed' = 'confirmed',
) {
  const inserted = await insertPurchase(t.database.db, {
    experienceId,
    userId: traveller.id,
    bookingDate: date,
    bookingHour: '08:00',
    addOns: [],
    walletCents: 13_000,
    status,
  });
  await t.database.db.execute(
    sql`update purchases set cancellation_policy = ${policy} where id = ${inserted.id}`,
  );
  return inserted.id;
}

async function canCancel(id: number): Promise<boolean> {
  const read = await call(t, `purchase/${id}`, { token: traveller.token });
  return (read.json() as { data: { can_cancel: boolean } }).data.can_cancel;
}

const minutes = (at: Date, delta: number) => new Date(at.getTime() + delta * 60_000);

describe('the cancellation window', () => {
  const policies = [2, 3, 4, 5, 6] as const;
  it.each(policies)(
    'policy %i: accepted at the deadline exactly, refused one minute after',
    async (policy) => {
      const hours = CANCELLATION_POLICIES[policy].windowHours!;
      // 08:00 in Panama (UTC-5) is 13:00 UTC.
      const start = new Date('2026-12-20T13:00:00Z');
      const deadline = new Date(start.getTime() - hours * 3_600_000);
      const onTime = await booked(panama, '2026-12-20', policy);
      const late = await booked(panama, '2026-12-20', policy);
      try {
        now = deadline;
        expect(await canCancel(onTime)).toBe(true);
        const accepted = await cancelCall(t, traveller.token, onTime);
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(accepted.json().data.refunded).toEqual({ wallet: 130, card: 0, paypal: 0 });

        now = minutes(deadline, 1);
        expect(await canCancel(late)).toBe(false);
        const refused = await cancelCall(t, traveller.token, late, { lang: 'en' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          code: 'CANCEL_WINDOW_CLOSED',
          message: 'The free cancellation period of this booking has ended.',
        });
        expect((await purchaseState(t, late)).status).toBe('confirmed');
      } finally {
        now = TEST_NOW;
      }
    },
  );

  it('counts on the experience’s clock: 08:00 in Santo Domingo (UTC-4) closes an hour before 08:00 in Panama', async () => {
    const inPanama = await booked(panama, '2026-12-21', 2);
    const inSantoDomingo = await booked(santoDomingo, '2026-12-21', 2);
    const exactlySantoDomingo = await booked(santoDomingo, '2026-12-21', 2);
    try {
      // Deadlines: Panama 2026-12-20T13:00Z, Santo Domingo 2026-12-20T12:00Z.
      now = new Date('2026-12-20T12:00:00Z');
      expect((await cancelCall(t, traveller.token, exactlySantoDomingo)).statusCode).toBe(200);
      now = new Date('2026-12-20T12:30:00Z');
      expect(await canCancel(inPanama)).toBe(true);
      expect(await canCancel(inSantoDomingo)).toBe(false);
      expect((await cancelCall(t, traveller.token, inSantoDomingo)).json().code).toBe('CANCEL_WINDOW_CLOSED');
      expect((await cancelCall(t, traveller.token, inPanama)).statusCode).toBe(200);
    } finally {
      now = TEST_NOW;
    }
  });

  it('never for a non-refundable purchase, however early', async () => {
    const id = await booked(panama, '2027-01-20', 1);
    expect(await canCancel(id)).toBe(false);
    const refused = await cancelCall(t, traveller.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PURCHASE_NOT_REFUNDABLE',
      message: 'Esta reserva no es reembolsable: su política no permite cancelarla.',
    });
  });

  it('never once the experience is under way or over', async () => {
    for (const status of ['in_progress', 'completed'] as const) {
      const id = await booked(panama, '2026-12-22', 6, status);
      const refused = await cancelCall(t, traveller.token, id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().code).toBe('PURCHASE_NOT_CANCELABLE');
      expect((await purchaseState(t, id)).status).toBe(status);
    }
  });

  it('a pending purchase with no payment in flight is cancelled like a confirmed one', async () => {
    const id = await booked(panama, '2026-12-23', 2, 'created');
    const before = await walletBalance(t, traveller);
    const answer = await cancelCall(t, traveller.token, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('canceled_by_customer');
    expect(await walletBalance(t, traveller)).toBe(before + 130);
    const [history] = await queryRows<{ from_status: string; actor: string; actor_user_id: number }>(
      t.database.db,
      sql`select from_status::text, actor, actor_user_id from purchase_status_history where purchase_id = ${id}`,
    );
    expect(history).toEqual({ from_status: 'created', actor: 'customer', actor_user_id: traveller.id });
  });
});
