import type { Db } from '../db/client';
import type { Lang } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import type { GiftCardResult } from '../domain/giftcards/create-gift-card.server';
import { giftCardJson } from '../domain/giftcards/gift-card-json';
import { loadGiftCard } from '../domain/giftcards/gift-card-reads.server';
import type { StoredAnswer } from '../domain/purchases/idempotency.server';

/**
 * The HTTP answer of a gift card's purchase (docs/decisions/0041), from the pipeline's result or, for the
 * reconciler and replays, from the card's stored state: 201 with the card once paid, 202 while the
 * payment is unknown, the provider's refusal (402) otherwise. As purchase-deps.ts answers purchases.
 */
export async function giftCardAnswer(
  db: Db,
  giftCardId: number,
  lang?: Lang,
  result?: GiftCardResult,
): Promise<StoredAnswer> {
  const card = await loadGiftCard(db, giftCardId);
  const language = lang ?? card?.buyerLang ?? 'es';
  const error = (status: number, code: string, key: string): StoredAnswer => ({
    status,
    body: { code, message: translate(language, key) },
  });
  if (result?.status === 'failed') {
    const failure = result.error;
    return {
      status: failure.status,
      body: {
        code: failure.code,
        message: translate(language, failure.messageKey, failure.params),
        ...failure.extra,
      },
    };
  }
  if (result?.status === 'pending') return error(202, 'PAYMENT_PENDING', 'payment.paymentPending');
  if (card && card.status !== 'pending_payment' && card.status !== 'canceled') {
    return { status: 201, body: { data: giftCardJson(card) } };
  }
  return error(402, 'PAYMENT_DECLINED', 'payment.paymentError');
}
