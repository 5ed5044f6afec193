import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { REFERRAL_REWARD_CENTS } from '../../domain/wallet/promotions';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { authenticatedCard, purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The referrer's reward (decision 0039, `rewardReferrer`; issue 18) is paid once ever, also when the
 * referred traveller's first purchases confirm at the same moment. On PostgreSQL the purchases really
 * run side by side; the embedded engine runs them one statement at a time.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const AT_ONCE = onPostgres ? 6 : 3;
/** One adult on the fixture (50 USD) plus the 1 USD service fee. */
const PRICE = 51;

let t: TestApp;
let f: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, env: { CAPTCHA_PROVIDER: 'off' } });
  f = await prepareBookingFixture(t);
}, 300_000);
afterAll(() => t?.close());

describe('referral reward', () => {
  it(`pays the referrer once when the referred traveller's ${AT_ONCE} first purchases confirm at once`, async () => {
    const referrer = await signUp(t);
    const [own] = await queryRows<{ referral_code: string }>(
      t.app.db,
      sql`select referral_code from users where id = ${referrer.id}`,
    );
    const referred = await signUp(t, { referent_code: own!.referral_code });
    const [linked] = await queryRows<{ status: string }>(
      t.app.db,
      sql`select status::text as status from referrals where referred_user_id = ${referred.id}`,
    );
    expect(linked).toEqual({ status: 'pending' });
    const before = await walletBalanceCents(t.app.db, referrer.id);

    const cards = [];
    for (let i = 0; i < AT_ONCE; i++) cards.push(await authenticatedCard(t, referred.token, PRICE));
    const answers = await Promise.all(
      cards.map((card) =>
        purchase(t, referred.token, purchasePayload(f, card, { booking_date: '2026-12-07' })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(cards.map(() => 201));
    expect(new Set(answers.map((answer) => answer.json().data.status))).toEqual(new Set(['confirmed']));

    expect(await walletBalanceCents(t.app.db, referrer.id)).toBe(before + REFERRAL_REWARD_CENTS);
    const rewards = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from ledger_transactions lt
          join referrals r on lt.reference_type = 'referral' and lt.reference_id = r.id::text
          where lt.kind = 'referral_reward' and r.referred_user_id = ${referred.id}`,
    );
    expect(rewards).toEqual([{ count: 1 }]);
    const [referral] = await queryRows<{ status: string; rewarded_purchase_id: number }>(
      t.app.db,
      sql`select status::text as status, rewarded_purchase_id from referrals where referred_user_id = ${referred.id}`,
    );
    expect(referral!.status).toBe('rewarded');
    expect(answers.map((answer) => answer.json().data.id)).toContain(referral!.rewarded_purchase_id);
    await expectLedgerInvariants(t.app.db);
  }, 300_000);
});
