import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { call, signUpPayload } from './accounts';
import type { BookingFixture } from './booking-fixture';
import { authenticatedCard, giveCredit, purchase, purchasePayload, TEST_CARDS } from './checkout';
import type { TestApp } from './test-app';

/** One adult on the booking fixture's experience (50 USD) plus the 1 USD service fee, in cents. */
export const FIXTURE_PRICE_CENTS = 5100;

export interface Traveller {
  id: number;
  email: string;
  token: string;
  /** Their own referral code (the `referent` of the user JSON). */
  code: string;
  /** The `device_id` cookie the sign-up answer set. */
  deviceId: string;
}

/** The value of a Set-Cookie line of an answer, or undefined. */
export function setCookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const lines = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  const line = lines.find((item) => item.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

/** A sign-up as the browser makes it: optionally through a referral, from a browser with a device cookie. */
export async function signUpTraveller(
  t: TestApp,
  options: { referentCode?: string; deviceId?: string; email?: string } = {},
): Promise<Traveller> {
  const payload = signUpPayload({
    ...(options.referentCode ? { referent_code: options.referentCode } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  const response = await call(t, 'sign-up', {
    payload,
    ...(options.deviceId ? { cookie: `device_id=${options.deviceId}` } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json() as { user: { id: number; referent: string }; token: string };
  return {
    id: body.user.id,
    email: String(payload.email),
    token: body.token,
    code: body.user.referent,
    deviceId: setCookieValue(response.headers, 'device_id') ?? '',
  };
}

export interface ReferralRow {
  id: number;
  status: string;
  self_referral_reason: string | null;
  reward_cents: number;
  reversed_cents: number;
  rewarded_purchase_id: number | null;
}

export async function referralOf(t: TestApp, referredUserId: number): Promise<ReferralRow> {
  const [row] = await queryRows<ReferralRow>(
    t.app.db,
    sql`select id, status::text as status, self_referral_reason, reward_cents, reversed_cents, rewarded_purchase_id
        from referrals where referred_user_id = ${referredUserId}`,
  );
  if (!row) throw new Error(`no referral for user ${referredUserId}`);
  return row;
}

/** The ledger transactions of a kind posted for a referral. */
export async function referralPostings(t: TestApp, referralId: number, kind: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.app.db,
    sql`select count(*)::int as count from ledger_transactions
        where kind = ${kind} and reference_type = 'referral' and reference_id = ${String(referralId)}`,
  );
  return row!.count;
}

/** Tops a wallet up to `cents` exactly (or leaves it when it holds more). */
export async function creditUpTo(t: TestApp, userId: number, cents: number): Promise<void> {
  const balance = await walletBalanceCents(t.app.db, userId);
  if (balance < cents) await giveCredit(t, userId, cents - balance);
}

/**
 * One adult on `date` at 08:00 through the checkout: `cardCents` by card (0: wallet credit only), the
 * rest with the wallet, topped up first so it holds exactly that rest.
 */
export async function buyFixture(
  t: TestApp,
  f: BookingFixture,
  traveller: { id: number; token: string },
  date: string,
  cardCents: number,
  cardNumber: string = TEST_CARDS.visa,
): Promise<number> {
  const walletCents = FIXTURE_PRICE_CENTS - cardCents;
  if (walletCents > 0) {
    const balance = await walletBalanceCents(t.app.db, traveller.id);
    if (balance !== walletCents) {
      if (balance > walletCents) throw new Error('the wallet holds more than the booking should use');
      await giveCredit(t, traveller.id, walletCents - balance);
    }
  }
  const payment =
    cardCents === 0
      ? { method: 'wallet' }
      : await authenticatedCard(t, traveller.token, cardCents / 100, cardNumber);
  const answer = await purchase(
    t,
    traveller.token,
    purchasePayload(f, payment, { booking_date: date, apply_wallet: walletCents > 0 }),
  );
  if (answer.statusCode !== 201) throw new Error(`purchase failed: ${answer.body}`);
  const data = answer.json().data as { id: number; status: string };
  if (data.status !== 'confirmed') throw new Error(`purchase not confirmed: ${data.status}`);
  return data.id;
}

/** When a purchase's experience ends (its start plus its duration). */
export async function endOf(t: TestApp, purchaseId: number): Promise<Date> {
  const [row] = await queryRows<{ ends_at: Date | string }>(
    t.app.db,
    sql`select starts_at + duration_minutes * interval '1 minute' as ends_at from purchases where id = ${purchaseId}`,
  );
  return new Date(row!.ends_at);
}
