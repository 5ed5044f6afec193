import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { rewardReferrer } from '../../domain/referrals/referral-reward.server';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { REFERRAL_REWARD_CENTS } from '../../domain/wallet/promotions';
import { call, PASSWORD, signIn, uniqueEmail } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cancelCall } from '../helpers/cancel';
import { TEST_CARDS } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { movableClock, purchaseStatus } from '../helpers/purchase-jobs';
import {
  buyFixture,
  endOf,
  referralOf,
  referralPostings,
  setCookieValue,
  signUpTraveller,
  type Traveller,
} from '../helpers/referrals';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * Referral rewards that cannot be farmed (docs/decisions/0042), through the checkout, the cancellation
 * and the purchases' job: the referrer earns 5 USD once, when a referred purchase paid with real money
 * is completed; credit-only purchases and cancelled ones earn nothing; a self-referral (same mailbox,
 * device or card) earns nothing; a reward whose purchase is refunded later is taken back.
 *
 * The clock only moves forward: each booking takes the next day of DAYS (Monday to Saturday at 08:00 on
 * the fixture's experience, 24-hour cancellation policy), and completing one moves the clock past its end.
 */
const time = movableClock(TEST_NOW);
let t: TestApp;
let f: BookingFixture;

const DAYS = [
  '2026-11-30',
  '2026-12-02',
  '2026-12-04',
  '2026-12-07',
  '2026-12-09',
  '2026-12-11',
  '2026-12-14',
  '2026-12-16',
  '2026-12-18',
  '2026-12-21',
  '2026-12-23',
  '2026-12-28',
];
let day = 0;
const nextDay = () => DAYS[day++]!;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    clock: time.clock,
    env: { CAPTCHA_PROVIDER: 'off' },
  });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(
    sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`,
  );
}, 300_000);
afterAll(() => t?.close());
afterEach(() => expectLedgerInvariants(t.app.db));

/** Moves the clock past the purchase's end and runs the job (twice: a re-run changes nothing). */
async function complete(purchaseId: number): Promise<void> {
  const end = await endOf(t, purchaseId);
  if (end > time.clock()) time.set(end);
  expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true });
  await t.app.runPurchaseJobs();
  expect(await purchaseStatus(t.app.db, purchaseId)).toBe('completed');
}

const balance = (traveller: Traveller) => walletBalanceCents(t.app.db, traveller.id);

describe('referral reward: paid with real money, at completion', () => {
  it('a farm of 5 referees paying only with credit earns the referrer nothing, cancelled or completed', async () => {
    const referrer = await signUpTraveller(t);
    const before = await balance(referrer);
    const date = nextDay();
    const referees: Traveller[] = [];
    const bought: number[] = [];
    for (let i = 0; i < 5; i++) {
      const referee = await signUpTraveller(t, { referentCode: referrer.code });
      referees.push(referee);
      bought.push(await buyFixture(t, f, referee, date, 0));
    }
    expect(await balance(referrer)).toBe(before);
    // Four cancel (their credit comes back), the fifth lets the booking happen.
    for (let i = 0; i < 4; i++) {
      const answer = await cancelCall(t, referees[i]!.token, bought[i]!);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await complete(bought[4]!);

    expect(await balance(referrer)).toBe(before);
    for (const referee of referees) {
      const referral = await referralOf(t, referee.id);
      expect(referral).toMatchObject({ status: 'pending', reward_cents: 0 });
      expect(await referralPostings(t, referral.id, 'referral_reward')).toBe(0);
    }
  });

  it('a referee paying 10 USD by card whose experience completes earns exactly 5 USD, once', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const before = await balance(referrer);

    const first = await buyFixture(t, f, referee, nextDay(), 1000);
    // Confirmed, not completed: nothing yet.
    expect(await balance(referrer)).toBe(before);
    expect((await referralOf(t, referee.id)).status).toBe('pending');

    await complete(first);
    expect(await balance(referrer)).toBe(before + REFERRAL_REWARD_CENTS);
    const referral = await referralOf(t, referee.id);
    expect(referral).toMatchObject({ status: 'rewarded', reward_cents: 500, rewarded_purchase_id: first });

    // A second completed purchase paid by card earns nothing more.
    const second = await buyFixture(t, f, referee, nextDay(), 5100);
    await complete(second);
    expect(await balance(referrer)).toBe(before + REFERRAL_REWARD_CENTS);
    expect(await referralPostings(t, referral.id, 'referral_reward')).toBe(1);

    const history = await call(t, `wallet-history/${referrer.id}`, { token: referrer.token });
    expect(history.statusCode).toBe(200);
    expect(
      (history.json().data as { kind: string; amount: number }[]).filter(
        (line) => line.kind === 'referral_reward',
      ),
    ).toEqual([expect.objectContaining({ amount: 5 })]);
  });

  it('less than 5 USD paid by card (the rest credit) earns nothing; the referral stays pending', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const before = await balance(referrer);
    const bought = await buyFixture(t, f, referee, nextDay(), 100);
    await complete(bought);
    expect(await balance(referrer)).toBe(before);
    expect((await referralOf(t, referee.id)).status).toBe('pending');
  });

  it('a referee paying by card who cancels before completion earns nothing; a later real purchase still can', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const before = await balance(referrer);

    const cancelled = await buyFixture(t, f, referee, nextDay(), 5100);
    const answer = await cancelCall(t, referee.token, cancelled);
    expect(answer.statusCode, answer.body).toBe(200);
    // The job's runs past that day change nothing for a cancelled booking.
    time.set(await endOf(t, cancelled));
    await t.app.runPurchaseJobs();
    expect(await purchaseStatus(t.app.db, cancelled)).toBe('canceled_by_customer');
    expect(await balance(referrer)).toBe(before);
    expect((await referralOf(t, referee.id)).status).toBe('pending');

    const kept = await buyFixture(t, f, referee, nextDay(), 5100);
    await complete(kept);
    expect(await balance(referrer)).toBe(before + REFERRAL_REWARD_CENTS);
  });

  it('a reward granted at confirmation before this rule is taken back when that booking is cancelled', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const before = await balance(referrer);
    const bought = await buyFixture(t, f, referee, nextDay(), 0);
    // As the confirmation paid it until decision 0042.
    await t.app.db.transaction((tx) => rewardReferrer(tx, referee.id, bought, time.clock()));
    expect(await balance(referrer)).toBe(before + REFERRAL_REWARD_CENTS);

    const answer = await cancelCall(t, referee.token, bought);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await balance(referrer)).toBe(before);
    const referral = await referralOf(t, referee.id);
    expect(referral).toMatchObject({ status: 'reversed', reward_cents: 500, reversed_cents: 500 });
    expect(await referralPostings(t, referral.id, 'referral_reward_reversal')).toBe(1);

    // Reversed for good: a later completed card purchase earns nothing again.
    const later = await buyFixture(t, f, referee, nextDay(), 5100);
    await complete(later);
    expect(await balance(referrer)).toBe(before);

    for (const [lang, words] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const history = await call(t, `wallet-history/${referrer.id}`, { token: referrer.token, lang });
      const lines = history.json().data as { kind: string; amount: number }[];
      expect(lines.find((line) => line.kind === 'referral_reward_reversal')).toMatchObject({ amount: -5 });
      expect(words.walletHistory.kinds.referral_reward_reversal).toBeTruthy();
    }
    expect(es.walletHistory.kinds.referral_reward_reversal).not.toBe(
      en.walletHistory.kinds.referral_reward_reversal,
    );
  });
});

describe('self-referral earns nothing', () => {
  it('the referee signs up on a browser the referrer signed in on (device cookie)', async () => {
    const referrer = await signUpTraveller(t);
    // The referrer signs in again on another browser, whose cookie the sign-in sets.
    const signedIn = await signIn(t, referrer.email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const device = setCookieValue(signedIn.headers, 'device_id')!;
    expect(device).toMatch(/^[A-Za-z0-9]{24}$/);

    const referee = await signUpTraveller(t, { referentCode: referrer.code, deviceId: device });
    expect(referee.deviceId).toBe(device);
    expect(await referralOf(t, referee.id)).toMatchObject({
      status: 'self_referral',
      self_referral_reason: 'device',
    });
    const before = await balance(referrer);
    await complete(await buyFixture(t, f, referee, nextDay(), 5100));
    expect(await balance(referrer)).toBe(before);
  });

  it('the referrer signs in later on the browser the referee signed up on (found at completion)', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    expect((await referralOf(t, referee.id)).status).toBe('pending');
    const signedIn = await signIn(t, referrer.email, PASSWORD, { cookie: `device_id=${referee.deviceId}` });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const before = await balance(referrer);
    await complete(await buyFixture(t, f, referee, nextDay(), 5100));
    expect(await balance(referrer)).toBe(before);
    expect(await referralOf(t, referee.id)).toMatchObject({
      status: 'self_referral',
      self_referral_reason: 'device',
    });
  });

  it('the referee pays with a card the referrer paid with', async () => {
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const date = nextDay();
    await buyFixture(t, f, referrer, date, 5100, TEST_CARDS.mastercard);
    const bought = await buyFixture(t, f, referee, date, 5100, TEST_CARDS.mastercard);
    const fingerprints = await queryRows<{ card_fingerprint: string | null }>(
      t.app.db,
      sql`select card_fingerprint from payment_attempts where user_id in (${referrer.id}, ${referee.id})`,
    );
    // Keyed fingerprints, never the number.
    expect(fingerprints).toHaveLength(2);
    expect(fingerprints[0]!.card_fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fingerprints[0]!.card_fingerprint).toBe(fingerprints[1]!.card_fingerprint);

    const before = await balance(referrer);
    await complete(bought);
    expect(await balance(referrer)).toBe(before);
    expect(await referralOf(t, referee.id)).toMatchObject({
      status: 'self_referral',
      self_referral_reason: 'card',
    });
  });

  it('the referee signs up with the referrer’s Gmail mailbox written another way', async () => {
    const local = uniqueEmail('ana').split('@')[0]!.replace('-', '');
    const referrer = await signUpTraveller(t, { email: `${local}@gmail.com` });
    const referee = await signUpTraveller(t, {
      referentCode: referrer.code,
      email: `${local.slice(0, 2)}.${local.slice(2)}+trip@googlemail.com`,
    });
    expect(await referralOf(t, referee.id)).toMatchObject({
      status: 'self_referral',
      self_referral_reason: 'email',
    });
  });
});
