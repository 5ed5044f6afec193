import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { rewardCompletedPurchases } from '../../domain/referrals/referral-reward.server';
import { advanceStatuses } from '../../domain/purchases/status-job.server';
import { REFERRAL_REWARD_CENTS } from '../../domain/wallet/promotions';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { signUp } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { authenticatedCard, purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { movableClock, purchaseStatus } from '../helpers/purchase-jobs';
import { endOf, referralOf, referralPostings } from '../helpers/referrals';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The referrer's reward (decision 0042, `rewardCompletedPurchases`) is paid once ever, also when the
 * referred traveller's first purchases are bought at the same moment and complete together, in one
 * batch of the purchases' job or in transactions of their own side by side. On PostgreSQL the purchases
 * and the transactions really run side by side; the embedded engine runs them one statement at a time.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const AT_ONCE = onPostgres ? 6 : 3;
/** One adult on the fixture (50 USD) plus the 1 USD service fee. */
const PRICE = 51;

const time = movableClock(TEST_NOW);
let t: TestApp;
let f: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    clock: time.clock,
    env: { CAPTCHA_PROVIDER: 'off' },
  });
  f = await prepareBookingFixture(t);
}, 300_000);
afterAll(() => t?.close());

/** A referrer and the traveller they referred, with the referrer's balance before anything. */
async function referredPair() {
  const referrer = await signUp(t);
  const [own] = await queryRows<{ referral_code: string }>(
    t.app.db,
    sql`select referral_code from users where id = ${referrer.id}`,
  );
  const referred = await signUp(t, { referent_code: own!.referral_code });
  expect(await referralOf(t, referred.id)).toMatchObject({ status: 'pending' });
  return { referrer, referred, before: await walletBalanceCents(t.app.db, referrer.id) };
}

/** `AT_ONCE` card purchases of one traveller on `date`, sent at the same moment; all confirmed. */
async function buyAtOnce(token: string, date: string): Promise<number[]> {
  const cards = [];
  for (let i = 0; i < AT_ONCE; i++) cards.push(await authenticatedCard(t, token, PRICE));
  const answers = await Promise.all(
    cards.map((card) => purchase(t, token, purchasePayload(f, card, { booking_date: date }))),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(cards.map(() => 201));
  expect(new Set(answers.map((answer) => answer.json().data.status))).toEqual(new Set(['confirmed']));
  return answers.map((answer) => answer.json().data.id as number);
}

async function expectPaidOnce(pair: Awaited<ReturnType<typeof referredPair>>, purchaseIds: number[]) {
  expect(await walletBalanceCents(t.app.db, pair.referrer.id)).toBe(pair.before + REFERRAL_REWARD_CENTS);
  const referral = await referralOf(t, pair.referred.id);
  expect(referral.status).toBe('rewarded');
  expect(await referralPostings(t, referral.id, 'referral_reward')).toBe(1);
  expect(purchaseIds).toContain(referral.rewarded_purchase_id);
  await expectLedgerInvariants(t.app.db);
}

describe('referral reward', () => {
  it(`pays the referrer once when the referred traveller's ${AT_ONCE} first purchases complete in one run`, async () => {
    const pair = await referredPair();
    const ids = await buyAtOnce(pair.referred.token, '2026-12-07');
    // Confirmed is not enough (decision 0042): nothing until the experience is completed.
    expect(await walletBalanceCents(t.app.db, pair.referrer.id)).toBe(pair.before);

    time.set(await endOf(t, ids[0]!));
    await Promise.all([t.app.runPurchaseJobs(), t.app.runPurchaseJobs()]);
    await t.app.runPurchaseJobs();
    for (const id of ids) expect(await purchaseStatus(t.app.db, id)).toBe('completed');
    await expectPaidOnce(pair, ids);
  }, 300_000);

  it(`pays once when ${AT_ONCE} completed purchases are rewarded by transactions side by side`, async () => {
    const pair = await referredPair();
    const ids = await buyAtOnce(pair.referred.token, '2026-12-09');
    time.set(await endOf(t, ids[0]!));
    // The status steps alone (no reward), then every purchase's reward in a transaction of its own.
    await advanceStatuses(t.app.db, time.clock());
    const paid = await Promise.all(
      ids.map((id) => t.app.db.transaction((tx) => rewardCompletedPurchases(tx, [id], time.clock()))),
    );
    expect(paid.reduce((sum, count) => sum + count, 0)).toBe(1);
    await expectPaidOnce(pair, ids);
  }, 300_000);
});
