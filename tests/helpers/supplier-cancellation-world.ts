import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { signUpVerified } from './accounts';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { giveCredit, lastPurchaseId, purchase, purchasePayload } from './checkout';
import { companyMember } from './supplier-cancel';
import { createTestApp, type TestApp } from './test-app';

/**
 * The app of the supplier cancellation tests (tests/api/supplier-cancellations.test.ts,
 * departure-cancellations.test.ts): the booking fixture's experience (company A's) sells 1 adult at
 * 50 USD + 1 USD service fee = 51 USD; sessions of A's owner and staff and of another company's owner;
 * every other experience moved to the fixture's city (similar ones the cancellation e-mail can offer);
 * `seeded`, the last purchase before the tests' own.
 */
export interface SupplierCancellationWorld {
  t: TestApp;
  f: BookingFixture;
  owner: { token: string; id: number };
  staff: { token: string; id: number };
  otherOwner: { token: string; id: number };
  seeded: number;
}

export async function supplierCancellationWorld(): Promise<SupplierCancellationWorld> {
  const t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  const f = await prepareBookingFixture(t);
  const owner = await companyMember(t, f.companyId, 'owner');
  const staff = await companyMember(t, f.companyId, 'staff');
  const [other] = await queryRows<{ company_id: number }>(
    t.database.db,
    sql`select company_id from company_members where company_id <> ${f.companyId} and role = 'owner' limit 1`,
  );
  const otherOwner = await companyMember(t, other!.company_id, 'owner');
  await t.database.db.execute(
    sql`update experiences set destination_id = (select destination_id from experiences where id = ${f.experienceId})
      where id <> ${f.experienceId}`,
  );
  return { t, f, owner, staff, otherOwner, seeded: await lastPurchaseId(t) };
}

/** A booking paid with the wallet alone (a new traveller given 36 USD on top of her sign-up credit). */
export async function walletPurchase(t: TestApp, f: BookingFixture, date: string) {
  const traveller = await signUpVerified(t);
  await giveCredit(t, traveller.id, 3600);
  const answer = await purchase(
    t,
    traveller.token,
    purchasePayload(f, { method: 'wallet' }, { booking_date: date, apply_wallet: true }),
  );
  if (answer.statusCode !== 201) throw new Error(`wallet purchase failed: ${answer.body}`);
  return { traveller, id: answer.json().data.id as number };
}

/** The purchase's cancellations in its status history. */
export function cancellationHistory(t: TestApp, purchaseId: number) {
  return queryRows<{ to_status: string; actor: string; actor_user_id: number | null; reason: string | null }>(
    t.database.db,
    sql`select to_status::text, actor, actor_user_id, reason from purchase_status_history
      where purchase_id = ${purchaseId} and to_status::text like 'canceled_%'`,
  );
}
