/**
 * Buying a gift card (docs/decisions/0041 "Buying"), the purchase pipeline's steps for a card: check the
 * request against the clock and the payment against the price, place the card (`pending_payment`) with
 * its coupon use and its payment attempt in one transaction, then charge the attempt with the purchase's
 * own machinery (charge-attempt.server.ts), which settles the card (gift-card-settle.server.ts). The HTTP
 * layer around it owns the Idempotency-Key and the captcha.
 */
import { randomBytes } from 'node:crypto';
import { paymentAttempts } from '../../db/schema/payments';
import { giftCards } from '../../db/schema/promotions';
import type { CouponMissLimit } from '../booking/price-selection.server';
import { AppError } from '../errors';
import { recordCouponUse } from '../pricing/coupon-use.server';
import { gatewayErrorToAppError } from '../payments/gateway-errors';
import { type ChargeDeps, chargeAttempt } from '../purchases/charge-attempt.server';
import { checkAuthenticatedCard } from '../purchases/card-check.server';
import { assertCanPay } from '../purchases/purchase-checks.server';
import type { PaymentChoice } from '../purchases/purchase-request';
import type { GiftCardRequest } from './gift-card-input';
import { type GiftCardPrice, priceGiftCard } from './gift-card-price.server';
import { isDeliveryDateAllowed, redeemableUntil } from './gift-card-rules';
import { markGiftCardPaid } from './gift-card-settle.server';

/**
 * How a card is paid: a purchase's payment choices, plus `none` for a card whose price is 0 (a 100 %
 * coupon). `none` is accepted only when the server's own price is 0; card and PayPal only when it is not.
 */
export type GiftCardPaymentChoice = PaymentChoice | { method: 'none' };

export interface GiftCardOrder {
  userId: number;
  request: GiftCardRequest;
  payment: GiftCardPaymentChoice;
  /** The buyer's language: the receipt's, and the receiver's e-mail's unless the request chose one. */
  lang: 'es' | 'en';
  /** A PayPal order's amount: the card must cost exactly that. */
  expectedChargeCents?: number;
  /** Called once the card exists, before any provider is asked (the Idempotency-Key's link). */
  onPlaced?: (giftCardId: number) => Promise<void>;
}

export type GiftCardResult =
  | { status: 'paid'; giftCardId: number }
  /** The provider refused: the card is canceled and its coupon use given back. */
  | { status: 'failed'; giftCardId: number; error: AppError }
  /** The provider's answer is unknown; the reconciler settles it within minutes. */
  | { status: 'pending'; giftCardId: number };

type GiftCardPayment = Exclude<GiftCardPaymentChoice, { method: 'wallet' }>;

/** Wallet credit is not transferable (docs/product.md § Coupons and gift cards): it never buys a gift card. */
export function assertGiftCardPayment(payment: GiftCardPaymentChoice): asserts payment is GiftCardPayment {
  if (payment.method === 'wallet') {
    throw new AppError(400, 'GIFT_CARD_WALLET_REFUSED', 'giftCards.errors.walletRefused');
  }
}

/**
 * The payment must match the server's own price, never the client's total: `none` only for a card that
 * costs nothing, a card or PayPal only for one that costs something (nothing would be charged, so a card's
 * token or a PayPal order would be taken for nothing).
 */
export function assertPaymentFitsTotal(payment: GiftCardPayment, totalCents: number): void {
  if (payment.method === 'none' && totalCents > 0) {
    throw new AppError(400, 'GIFT_CARD_PAYMENT_REQUIRED', 'giftCards.errors.paymentRequired');
  }
  if (payment.method !== 'none' && totalCents === 0) {
    throw new AppError(400, 'PAYMENT_METHOD_NOT_NEEDED', 'giftCards.errors.nothingToCharge');
  }
}

/** The delivery day must be one a buyer may choose now (today on the westernmost clock, up to a year). */
export function assertDeliveryDate(request: GiftCardRequest, now: Date): void {
  if (!isDeliveryDateAllowed(request.delivery_date, now)) {
    throw new AppError(400, 'GIFT_CARD_DELIVERY_DATE', 'giftCards.errors.deliveryDateOutOfRange');
  }
}

interface Placed {
  giftCardId: number;
  attempt: { id: number; providerKey: string } | null;
}

/**
 * One transaction: the price again (the coupon's uses as of now), the card waiting for its payment, the
 * coupon use (held while the payment is pending and counted by the database against the coupon's limits,
 * so a once-per-buyer coupon pays for one card even under concurrent requests, docs/decisions/0045; given
 * back on refusal) and the attempt the provider will be asked about. A card that costs nothing (a 100 %
 * coupon) is paid in the same transaction.
 */
async function placeGiftCard(
  deps: ChargeDeps,
  order: GiftCardOrder & { payment: GiftCardPayment },
  quoted: GiftCardPrice,
  /** The card's keyed fingerprint (docs/decisions/0042), kept with the attempt. */
  cardFingerprint: string | null,
): Promise<Placed> {
  const { request, userId, payment } = order;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    await assertCanPay(tx, userId);
    const price = await priceGiftCard(tx, null, {
      amountCents: request.amount,
      couponCode: request.coupon_code,
      userId,
      now,
    });
    if (price.totalCents !== quoted.totalCents)
      throw new AppError(409, 'PRICE_CHANGED', 'payment.priceChanged');
    const { sender_user: sender, receiver_user: receiver } = request.delivery_details;
    const [card] = await tx
      .insert(giftCards)
      .values({
        amountCents: price.amountCents,
        totalCents: price.totalCents,
        celebrationType: request.celebration_type,
        customMessage: request.custom_message,
        deliveryDate: request.delivery_date,
        senderName: sender.name,
        senderEmail: sender.email,
        receiverName: receiver.name,
        receiverEmail: receiver.email,
        receiverLang: request.delivery_details.receiver_lang ?? order.lang,
        buyerLang: order.lang,
        buyerUserId: userId,
        couponId: price.coupon?.id ?? null,
        status: 'pending_payment',
        paymentMethod: payment.method,
        // Provisional (the column is required): the settle step sets it from the payment's instant.
        redeemableUntil: redeemableUntil(now),
        createdAt: now,
      })
      .returning({ id: giftCards.id });
    const giftCardId = card!.id;
    if (price.coupon) {
      await recordCouponUse(tx, {
        couponId: price.coupon.id,
        userId,
        giftCardId,
        discountCents: price.discountCents,
        now,
      });
    }
    if (payment.method === 'none') {
      await markGiftCardPaid(tx, giftCardId, now, deps.links);
      return { giftCardId, attempt: null };
    }
    const providerKey = `gc-${giftCardId}-${randomBytes(9).toString('base64url')}`;
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        giftCardId,
        userId,
        method: payment.method,
        provider: payment.method === 'paypal' ? deps.paypal.name : deps.gateway.name,
        providerKey,
        amountCents: price.totalCents,
        source: payment.method === 'card' ? payment.cardToken : payment.orderId,
        cardFingerprint: payment.method === 'card' ? cardFingerprint : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: paymentAttempts.id });
    return { giftCardId, attempt: { id: attempt!.id, providerKey } };
  });
}

/**
 * Buys a card. Throws the AppError of a request that changed nothing (its key is then released);
 * answers the payment's outcome once the card exists.
 */
export async function buyGiftCard(
  deps: ChargeDeps,
  limit: CouponMissLimit | null,
  order: GiftCardOrder,
): Promise<GiftCardResult> {
  const { payment, request } = order;
  assertGiftCardPayment(payment);
  assertDeliveryDate(request, deps.clock());
  const quoted = await priceGiftCard(deps.db, limit, {
    amountCents: request.amount,
    couponCode: request.coupon_code,
    userId: order.userId,
    now: deps.clock(),
  });
  if (order.expectedChargeCents !== undefined && order.expectedChargeCents !== quoted.totalCents) {
    throw new AppError(409, 'PRICE_CHANGED', 'payment.priceChanged');
  }
  assertPaymentFitsTotal(payment, quoted.totalCents);
  const card =
    payment.method === 'card' ? await checkAuthenticatedCard(deps, payment, quoted.totalCents) : null;
  const placed = await placeGiftCard(deps, { ...order, payment }, quoted, card?.fingerprint ?? null);
  await order.onPlaced?.(placed.giftCardId);
  if (payment.method === 'none' || !placed.attempt) return { status: 'paid', giftCardId: placed.giftCardId };
  const outcome = await chargeAttempt(
    deps,
    {
      id: placed.attempt.id,
      purchaseId: null,
      giftCardId: placed.giftCardId,
      method: payment.method,
      providerKey: placed.attempt.providerKey,
      amountCents: quoted.totalCents,
      source: payment.method === 'card' ? payment.cardToken : payment.orderId,
    },
    payment.method === 'card' ? { transactionId: payment.transactionId } : null,
  );
  if (outcome.kind === 'confirmed') return { status: 'paid', giftCardId: placed.giftCardId };
  if (outcome.kind === 'unknown') return { status: 'pending', giftCardId: placed.giftCardId };
  return {
    status: 'failed',
    giftCardId: placed.giftCardId,
    error: gatewayErrorToAppError(outcome.failure),
  };
}
