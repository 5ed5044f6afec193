import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { returnWalletCredit, spendWalletCredit } from '../../domain/purchases/wallet-spend.server';
import { rewardReferrer } from '../../domain/referrals/referral-reward.server';
import { call, signUpVerified } from '../helpers/accounts';
import { insertGiftCard } from '../helpers/gift-card-factory';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { insertPurchase } from '../helpers/purchase-factory';
import { minutesAfter, movableClock } from '../helpers/purchase-jobs';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * GET /api/v1/wallet-history/{userId} (docs/decisions/0041, "Wallet history"): every ledger entry of
 * the owner's wallet, newest first, with its kind and what it refers to; nobody else's.
 */
const time = movableClock(TEST_NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, clock: time.clock });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerInvariants(t.app.db));

interface HistoryItem {
  id: number;
  created_at: string;
  amount: number;
  kind: string;
  reference: { type: string; id: number; label?: string };
}

async function experienceName(purchaseId: number, lang: 'es' | 'en') {
  const [row] = await queryRows<{ name: string }>(
    t.app.db,
    sql`select et.name from purchases p join experience_translations et on et.experience_id = p.experience_id
        where p.id = ${purchaseId} and et.lang_code = ${lang}`,
  );
  return row!.name;
}

describe('wallet-history', () => {
  it('lists every kind of line of the wallet, newest first, with the balance', async () => {
    time.set(TEST_NOW);
    const owner = await signUpVerified(t);
    const friend = await signUpVerified(t);
    const [signup] = await queryRows<{ cents: number }>(
      t.app.db,
      sql`select le.amount_cents as cents from ledger_entries le join ledger_accounts la on la.id = le.account_id
          where la.user_id = ${owner.id}`,
    );

    time.set(minutesAfter(TEST_NOW, 60));
    const card = await insertGiftCard(t.app.db, {
      delivered: true,
      amountCents: 5000,
      senderName: 'Marta Gómez',
    });
    expect(
      (await call(t, 'redeem-gift-card', { token: owner.token, payload: { code: card.code } })).statusCode,
    ).toBe(200);

    const booking = await insertPurchase(t.app.db, { userId: owner.id, walletCents: 3000 });
    await t.app.db.transaction((tx) =>
      spendWalletCredit(tx, owner.id, booking.id, 3000, minutesAfter(TEST_NOW, 120)),
    );
    await t.app.db.transaction((tx) =>
      returnWalletCredit(tx, owner.id, booking.id, 3000, minutesAfter(TEST_NOW, 180)),
    );

    const friendsBooking = await insertPurchase(t.app.db, { userId: friend.id });
    await queryRows(
      t.app.db,
      sql`insert into referrals (referrer_user_id, referred_user_id, code)
          values (${owner.id}, ${friend.id}, 'HISTORYREF')`,
    );
    await t.app.db.transaction((tx) =>
      rewardReferrer(tx, friend.id, friendsBooking.id, minutesAfter(TEST_NOW, 240)),
    );

    const response = await call(t, `wallet-history/${owner.id}`, { token: owner.token, lang: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: HistoryItem[]; pagination: unknown; available_balance: number };
    expect(body.data.map((item) => [item.kind, item.amount])).toEqual([
      ['referral_reward', 5],
      ['purchase_credit_return', 30],
      ['purchase_credit', -30],
      ['gift_card_redeem', 50],
      ['signup_credit', signup!.cents / 100],
    ]);
    expect(body.available_balance).toBe((signup!.cents + 5000 + 500) / 100);
    expect(body.pagination).toEqual({
      total_pages: 1,
      current_page: 1,
      total_records: 5,
      next_page: null,
      prev_page: null,
    });
    expect(body.data.map((item) => item.created_at)).toEqual(
      [240, 180, 120, 60, 0].map((minutes) => minutesAfter(TEST_NOW, minutes).toISOString()),
    );
    const [reward, returned, spent, redeemed, welcome] = body.data;
    // The booking, named in the reader's language with its code; the gift card by sender and hint.
    const booked = `${await experienceName(booking.id, 'en')} · ${booking.code}`;
    expect(spent!.reference).toEqual({ type: 'purchase', id: booking.id, label: booked });
    expect(returned!.reference).toEqual({ type: 'purchase', id: booking.id, label: booked });
    expect(redeemed!.reference).toEqual({
      type: 'gift_card',
      id: card.id,
      label: `Marta Gómez · ••••-••••-••••-${card.code!.slice(-4)}`,
    });
    expect(reward!.reference).toMatchObject({ type: 'referral' });
    expect(reward!.reference.label).toBeUndefined();
    expect(welcome!.reference).toEqual({ type: 'user', id: owner.id });

    const spanish = await call(t, `wallet-history/${owner.id}`, { token: owner.token, lang: 'es' });
    expect(spanish.json().data[2].reference.label).toBe(
      `${await experienceName(booking.id, 'es')} · ${booking.code}`,
    );

    // Pages of two: the middle one, pointing both ways.
    const page = await call(t, `wallet-history/${owner.id}?page=2&limit=2`, { token: owner.token });
    expect(page.json().data.map((item: HistoryItem) => item.kind)).toEqual([
      'purchase_credit',
      'gift_card_redeem',
    ]);
    expect(page.json().pagination).toEqual({
      total_pages: 3,
      current_page: 2,
      total_records: 5,
      next_page: 3,
      prev_page: 1,
    });
    // The friend's history has only their own lines.
    const friends = await call(t, `wallet-history/${friend.id}`, { token: friend.token });
    expect(friends.json().data.map((item: HistoryItem) => item.kind)).toEqual(['signup_credit']);
  });

  it('answers 403 for another user’s history, 401 signed out, 400 for a bad page', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const forbidden = await call(t, `wallet-history/${owner.id}`, { token: other.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'WALLET_FORBIDDEN' });
    expect(forbidden.body).not.toContain('available_balance');
    expect((await call(t, `wallet-history/${owner.id}`)).statusCode).toBe(401);
    expect((await call(t, `wallet-history/${owner.id}?page=0`, { token: owner.token })).statusCode).toBe(400);
    expect((await call(t, `wallet-history/abc`, { token: owner.token })).statusCode).toBe(400);
  });
});
