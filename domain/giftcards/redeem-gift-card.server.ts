/**
 * Redeeming a gift card (docs/decisions/0041, "Redeeming"): the signed-in user types the code from the
 * receiver's e-mail and its amount moves into their wallet. One conditional update moves the card from
 * paid to redeemed, and the ledger posting keyed by the card is in the same transaction: under any
 * concurrency one request wins and the others find no redeemable card.
 */
import { giftCardLifecycle } from './gift-card-lifecycle';
import { step } from '../lifecycle-sql';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { ABUSE_LIMITS, type Limit } from '../accounts/abuse-limits';
import { AppError } from '../errors';
import {
  platformAccountId,
  postTransaction,
  walletAccountId,
  walletBalanceCents,
} from '../wallet/ledger.server';
import { giftCardCodeHash } from './gift-card-code-hash.server';
import { normalizeGiftCardCode } from './gift-card-code';

/** The counters of failed attempts (the server's shared limiter fits it). */
export interface RedeemMissCounter {
  peek(name: string, subject: string): Promise<{ count: number; retryAfterSeconds: number }>;
  hit(name: string, subject: string, limit: Limit): Promise<unknown>;
}

export interface RedeemAttempt {
  userId: number;
  /** The client's address, for the per-address limit. */
  ip: string;
  /** The code as typed: anything the body held. */
  code: unknown;
}

export interface Redeemed {
  giftCardId: number;
  amountCents: number;
  /** The wallet's balance right after the credit. */
  balanceCents: number;
}

/**
 * The ledger's side of a redemption: the card's amount leaves the gift card liability (the platform owed
 * it since the sale) for the user's wallet, keyed by the card, so it can be posted once whatever
 * happens. The demo seed posts its redeemed card through here too.
 */
export async function postGiftCardRedeem(
  tx: DbOrTx,
  card: { id: number; amountCents: number },
  userId: number,
  now: Date,
): Promise<boolean> {
  const [liability, wallet] = [
    await platformAccountId(tx, 'gift_card_liability'),
    await walletAccountId(tx, userId),
  ];
  return postTransaction(
    tx,
    {
      kind: 'gift_card_redeem',
      referenceType: 'gift_card',
      referenceId: String(card.id),
      description: 'Gift card redeemed',
      entries: [
        { accountId: liability, amountCents: -card.amountCents },
        { accountId: wallet, amountCents: card.amountCents },
      ],
    },
    now,
  );
}

const notFound = () => new AppError(404, 'GIFT_CARD_NOT_FOUND', 'redeem.redeemError');

/** The code as typed, normalised, or the 400 the person can act on (empty, or not a code's shape). */
export function readGiftCardCode(typed: unknown): string {
  if (typeof typed !== 'string' || typed.trim() === '') {
    throw new AppError(400, 'GIFT_CARD_CODE_REQUIRED', 'redeem.codeRequired');
  }
  const code = normalizeGiftCardCode(typed);
  if (!code) throw new AppError(400, 'GIFT_CARD_CODE_MALFORMED', 'redeem.codeInvalid');
  return code;
}

/** 429 once the user or the address has used up its misses; nothing is counted here. */
async function assertAttemptsLeft(counter: RedeemMissCounter, attempt: RedeemAttempt): Promise<void> {
  const limits = ABUSE_LIMITS.redeem;
  const windows = await Promise.all([
    counter.peek('redeem.perUser', String(attempt.userId)),
    counter.peek('redeem.perIp', attempt.ip),
  ]);
  const over = [
    windows[0].count >= limits.perUser.max ? windows[0] : null,
    windows[1].count >= limits.perIp.max ? windows[1] : null,
  ].filter((window) => window !== null);
  if (over.length === 0) return;
  const retryAfter = Math.max(...over.map((window) => window.retryAfterSeconds));
  throw new AppError(429, 'TOO_MANY_REQUESTS', 'redeem.tooManyAttempts', {}, { retry_after: retryAfter });
}

/**
 * Redeems the card of `attempt.code` into the user's wallet, or throws: 400 without a code or with one
 * that cannot be a code, 429 past the misses limits, 404 for a code of no card or of a card redeemed
 * already (one answer, so a guesser learns nothing; both count as misses), 410 for a card past its
 * redemption deadline. A card not delivered yet has no code, so it cannot be found.
 */
export async function redeemGiftCard(
  db: Db,
  counter: RedeemMissCounter,
  attempt: RedeemAttempt,
  now: Date,
): Promise<Redeemed> {
  const code = readGiftCardCode(attempt.code);
  await assertAttemptsLeft(counter, attempt);
  const hash = giftCardCodeHash(code);
  const outcome = await db.transaction(async (tx) => {
    const redeemed = step(giftCardLifecycle, 'redeemed', 'customer', { enumType: 'gift_card_status' });
    const [card] = await queryRows<{ id: number; amount_cents: number }>(
      tx,
      sql`update gift_cards set status = ${redeemed.to}, redeemed_by_user_id = ${attempt.userId}, redeemed_at = ${now}
          where code_hash = ${hash} and status in (${redeemed.from}) and delivered_at is not null and redeemable_until > ${now}
          returning id, amount_cents`,
    );
    if (!card) {
      const [expired] = await queryRows<{ id: number }>(
        tx,
        sql`select id from gift_cards
            where code_hash = ${hash} and status = 'paid' and redeemable_until <= ${now}`,
      );
      return expired ? ('expired' as const) : ('missing' as const);
    }
    await postGiftCardRedeem(tx, { id: card.id, amountCents: card.amount_cents }, attempt.userId, now);
    return {
      giftCardId: card.id,
      amountCents: card.amount_cents,
      balanceCents: await walletBalanceCents(tx, attempt.userId),
    };
  });
  if (outcome === 'expired') throw new AppError(410, 'GIFT_CARD_EXPIRED', 'redeem.expired');
  if (outcome === 'missing') {
    const limits = ABUSE_LIMITS.redeem;
    await Promise.all([
      counter.hit('redeem.perUser', String(attempt.userId), limits.perUser),
      counter.hit('redeem.perIp', attempt.ip, limits.perIp),
    ]);
    throw notFound();
  }
  return outcome;
}
