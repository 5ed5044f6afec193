import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_CHECK_IN_VOUCHERS } from '../../db/seed/plan-demo-operator-day';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { wallClockIn } from '../../common/time/zoned-time';
import { addDays } from '../../domain/booking/calendar-days';
import { qrText, scan } from '../helpers/check-in';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { signInOperator } from '../helpers/operators';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The demo operators' day (README.md § Demo operators): each demo company has bookings today and tomorrow,
 * some checked in, a no-show, one cancelled by the operator with everything refunded, and a voucher the
 * README names that checks in on a fresh start.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160, demoTraveller: true });
}, 120_000);
afterAll(() => t?.close());

interface Row {
  code: string;
  company_email: string;
  status: string;
  booking_date: string;
  time_zone: string;
  checked_in_at: Date | null;
  no_show_at: Date | null;
  total_cost_cents: number;
  refunded_cents: number;
  refunds: number;
  voucher_token: string | null;
}

async function operatorDay() {
  return queryRows<Row>(
    t.app.db,
    sql`select p.code, u.email::text as company_email, p.status::text as status, p.booking_date::text as booking_date,
          p.time_zone, p.checked_in_at, p.no_show_at, p.total_cost_cents, p.refunded_cents, p.voucher_token,
          (select coalesce(sum(r.amount_cents), 0)::int from purchase_refunds r where r.purchase_id = p.id and r.status = 'done') as refunds
        from purchases p
        join company_members m on m.company_id = p.company_id and m.role = 'owner'
        join users u on u.id = m.user_id
        where p.code like 'OPD%' order by p.code`,
  );
}

describe('the demo operators’ day', () => {
  it('gives each demo company bookings today and tomorrow, checked in, a no-show and one cancelled by it', async () => {
    const rows = await operatorDay();
    const day = (row: Row, shift: number) => addDays(wallClockIn(row.time_zone, TEST_NOW).date, shift);
    for (const email of DEMO_OWNER_EMAILS) {
      const own = rows.filter((row) => row.company_email === email);
      expect(own.some((row) => row.booking_date === day(row, 0))).toBe(true);
      expect(own.some((row) => row.booking_date === day(row, 1))).toBe(true);
      expect(own.filter((row) => row.checked_in_at !== null).length).toBeGreaterThanOrEqual(1);
    }
    const noShows = rows.filter((row) => row.no_show_at !== null);
    expect(noShows).toHaveLength(1);
    expect(noShows[0]!.booking_date).toBe(day(noShows[0]!, -1));
    const canceled = rows.filter((row) => row.status === 'canceled_by_supplier');
    expect(canceled).toHaveLength(1);
    expect(canceled[0]).toMatchObject({ refunded_cents: canceled[0]!.total_cost_cents });
    expect(canceled[0]!.refunds).toBe(canceled[0]!.total_cost_cents);
    await expectLedgerInvariants(t.app.db);
  });

  it('checks in the README’s voucher for its company, and refuses it to the other demo company', async () => {
    const rows = await operatorDay();
    const [first, second] = [
      await signInOperator(t, DEMO_OWNER_EMAILS[0]),
      await signInOperator(t, DEMO_OWNER_EMAILS[1]),
    ];
    for (const [voucher, own, other] of [
      [DEMO_CHECK_IN_VOUCHERS[0], first, second],
      [DEMO_CHECK_IN_VOUCHERS[1], second, first],
    ] as const) {
      expect(rows.find((row) => row.code === voucher.code)?.voucher_token).toBe(voucher.token);
      const refused = await scan(t, other.token, qrText(voucher));
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'CHECK_IN_OTHER_COMPANY']);
      const answer = await scan(t, own.token, qrText(voucher));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ already: false, booking: { code: voucher.code } });
    }
  });
});
