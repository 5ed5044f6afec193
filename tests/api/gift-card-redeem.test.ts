import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { formatGiftCardCode } from '../../domain/giftcards/gift-card-code';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { call, freshIp, signUp } from '../helpers/accounts';
import { giftCardRow, insertGiftCard } from '../helpers/gift-card-factory';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * POST /api/v1/redeem-gift-card (docs/decisions/0041, "Redeeming"): the session's user redeems a
 * delivered card's code once; a second redeem, sequential or concurrent, finds nothing; the ledger
 * moves the amount from the gift card liability into the wallet.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerInvariants(t.app.db));

const redeem = (
  token: string | undefined,
  payload: unknown,
  options: { ip?: string; lang?: 'es' | 'en'; key?: string } = {},
) =>
  call(t, 'redeem-gift-card', {
    token,
    payload,
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });

async function ledgerPostings(giftCardId: number) {
  return queryRows<{ kind: string; count: number }>(
    t.app.db,
    sql`select kind, count(*)::int as count from ledger_transactions
        where reference_type = 'gift_card' and reference_id = ${String(giftCardId)} group by kind`,
  );
}

describe('redeem-gift-card', () => {
  it('credits the amount to the wallet once and answers the new balance', async () => {
    const user = await signUp(t);
    const before = await walletBalanceCents(t.app.db, user.id);
    const card = await insertGiftCard(t.app.db, { delivered: true, amountCents: 4250 });
    const response = await redeem(user.token, { code: formatGiftCardCode(card.code!) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { amount: 42.5, balance: (before + 4250) / 100 } });
    expect(await walletBalanceCents(t.app.db, user.id)).toBe(before + 4250);
    const row = await giftCardRow(t.app.db, card.id);
    expect(row).toMatchObject({ status: 'redeemed', redeemed_by_user_id: user.id });
    expect(new Date(row.redeemed_at!).toISOString()).toBe(TEST_NOW.toISOString());
    expect(await ledgerPostings(card.id)).toEqual([{ kind: 'gift_card_redeem', count: 1 }]);

    const again = await redeem(user.token, { code: card.code });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'GIFT_CARD_NOT_FOUND' });
    expect(await walletBalanceCents(t.app.db, user.id)).toBe(before + 4250);
  });

  it('answers an unknown code and a redeemed one alike (404, "Error redeeming gift card")', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const card = await insertGiftCard(t.app.db, { delivered: true });
    expect((await redeem(other.token, { code: card.code })).statusCode).toBe(200);
    const redeemed = await redeem(user.token, { code: card.code }, { lang: 'en' });
    const unknown = await redeem(user.token, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, { lang: 'en' });
    expect(redeemed.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(redeemed.json()).toEqual(unknown.json());
    expect(unknown.json().message).toMatch(/^Error redeeming gift card/);
  });

  it('reads the code the forgiving way: lower case, spaces, no dashes, O for 0, I and L for 1', async () => {
    const user = await signUp(t);
    const card = await insertGiftCard(t.app.db, { delivered: true });
    const code = card.code!;
    // Swap the code's zeros and ones for look-alike letters, group it with spaces, lower-case it.
    const typed = ` ${formatGiftCardCode(code).replace(/-/g, '  ').replace(/0/g, 'O').replace(/1/g, 'l').toLowerCase()} `;
    const response = await redeem(user.token, { code: typed });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing or empty code and a malformed one with different messages (400)', async () => {
    const user = await signUp(t);
    const missing = await redeem(user.token, {});
    const empty = await redeem(user.token, { code: '   ' });
    const notText = await redeem(user.token, { code: 12 });
    const malformed = await redeem(user.token, { code: 'ABCD-1234' });
    const badLetter = await redeem(user.token, { code: 'ABCD-1234-ABCD-123U' });
    for (const response of [missing, empty, notText]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('GIFT_CARD_CODE_REQUIRED');
    }
    for (const response of [malformed, badLetter]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('GIFT_CARD_CODE_MALFORMED');
    }
    expect(missing.json().message).not.toBe(malformed.json().message);
    expect(malformed.json().message).toContain('XXXX-XXXX-XXXX-XXXX');
  });

  it('refuses an expired card (410) and leaves it paid; a card not yet delivered has no code', async () => {
    const user = await signUp(t);
    const expired = await insertGiftCard(t.app.db, {
      delivered: true,
      paidAt: new Date('2026-05-01T12:00:00Z'),
      redeemableUntil: TEST_NOW,
    });
    const response = await redeem(user.token, { code: expired.code }, { lang: 'en' });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'GIFT_CARD_EXPIRED' });
    expect(response.json().message).toMatch(/6 months/);
    expect((await giftCardRow(t.app.db, expired.id)).status).toBe('paid');

    const lastMoment = await insertGiftCard(t.app.db, {
      delivered: true,
      redeemableUntil: new Date(TEST_NOW.getTime() + 1),
    });
    expect((await redeem(user.token, { code: lastMoment.code })).statusCode).toBe(200);
  });

  it('ignores a customer field: the session user is credited', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const otherBefore = await walletBalanceCents(t.app.db, other.id);
    const card = await insertGiftCard(t.app.db, { delivered: true });
    const response = await redeem(user.token, { code: card.code, customer: other.id });
    expect(response.statusCode).toBe(200);
    expect((await giftCardRow(t.app.db, card.id)).redeemed_by_user_id).toBe(user.id);
    expect(await walletBalanceCents(t.app.db, other.id)).toBe(otherBefore);
  });

  it('answers 401 signed out and leaves the card redeemable', async () => {
    const card = await insertGiftCard(t.app.db, { delivered: true });
    const response = await redeem(undefined, { code: card.code });
    expect(response.statusCode).toBe(401);
    expect((await giftCardRow(t.app.db, card.id)).status).toBe('paid');
  });

  it('replays the first success under the same Idempotency-Key, and credits once', async () => {
    const user = await signUp(t);
    const before = await walletBalanceCents(t.app.db, user.id);
    const card = await insertGiftCard(t.app.db, { delivered: true, amountCents: 1000 });
    const key = 'redeem-key-0001';
    const first = await redeem(user.token, { code: card.code }, { key });
    const replay = await redeem(user.token, { code: card.code }, { key });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await walletBalanceCents(t.app.db, user.id)).toBe(before + 1000);
    // Without the key, the same request is a second redeem: already redeemed.
    expect((await redeem(user.token, { code: card.code })).statusCode).toBe(404);
    // A malformed key is refused before anything happens.
    expect((await redeem(user.token, { code: card.code }, { key: 'x' })).statusCode).toBe(400);
  });

  it('limits misses per user and per address (429, translated), yet a right code after a typo works', async () => {
    const user = await signUp(t);
    const ip = freshIp();
    const typo = { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZ0' };
    for (let i = 0; i < 9; i++) expect((await redeem(user.token, typo, { ip })).statusCode).toBe(404);
    const card = await insertGiftCard(t.app.db, { delivered: true });
    expect((await redeem(user.token, { code: card.code }, { ip })).statusCode).toBe(200);
    expect((await redeem(user.token, typo, { ip })).statusCode).toBe(404);
    // Ten misses: the next attempt is refused, a right code too, from any address.
    const another = await insertGiftCard(t.app.db, { delivered: true });
    const limited = await redeem(user.token, { code: another.code }, { ip: freshIp(), lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many attempts/),
    });
    expect((await giftCardRow(t.app.db, another.id)).status).toBe('paid');

    // Per address: 20 misses from one address by different users lock the address, not the users.
    const address = freshIp();
    for (let i = 0; i < 20; i++) {
      const someone = await signUp(t);
      expect((await redeem(someone.token, typo, { ip: address })).statusCode).toBe(404);
    }
    const fresh = await signUp(t);
    expect((await redeem(fresh.token, { code: another.code }, { ip: address })).statusCode).toBe(429);
    expect((await redeem(fresh.token, { code: another.code })).statusCode).toBe(200);
  });
});

describe('redeem-gift-card under concurrency', () => {
  it('lets exactly one of 50 users redeem one code at once', async () => {
    const card = await insertGiftCard(t.app.db, { delivered: true, amountCents: 2000 });
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await signUp(t));
    const before = await Promise.all(users.map((user) => walletBalanceCents(t.app.db, user.id)));
    const responses = await Promise.all(users.map((user) => redeem(user.token, { code: card.code })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(49);
    const winner = users[statuses.indexOf(200)]!;
    expect((await giftCardRow(t.app.db, card.id)).redeemed_by_user_id).toBe(winner.id);
    const after = await Promise.all(users.map((user) => walletBalanceCents(t.app.db, user.id)));
    expect(after.map((balance, i) => balance - before[i]!).sort((a, b) => b - a)).toEqual([
      2000,
      ...Array.from({ length: 49 }, () => 0),
    ]);
    expect(await ledgerPostings(card.id)).toEqual([{ kind: 'gift_card_redeem', count: 1 }]);
  });
});
