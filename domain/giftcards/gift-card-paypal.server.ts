/**
 * PayPal for gift cards (docs/decisions/0041 "Buying"): the first half opens a provider order for the
 * card's total and keeps the validated request with it (`paypal_orders`, kind `gift_card`); the second
 * (capture-paypal-order) buys the card with the approved order, exactly as it was requested.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paypalOrders } from '../../db/schema/payments';
import type { CouponMissLimit } from '../booking/price-selection.server';
import { AppError } from '../errors';
import { closedOrderStatus } from '../payments/paypal-order-lifecycle';
import { orderMayMove } from '../purchases/paypal-order.server';
import type { PaypalProvider } from '../payments/paypal-provider';
import { centsToUsd } from '../pricing/money';
import type { PaypalOrderRow } from '../purchases/paypal-buyer.server';
import { assertOrderOpener, newOpenerSecret } from '../purchases/paypal-order-opener.server';
import { assertDeliveryDate } from './create-gift-card.server';
import { giftCardRequest, type GiftCardRequest } from './gift-card-input';
import { priceGiftCard } from './gift-card-price.server';

/** Where PayPal's approval page sends the buyer back: the gift card's payment page, never the client's. */
export const GIFT_CARD_PAYPAL_RETURN_URL = '/giftcards/payment?paypal=approved';
export const GIFT_CARD_PAYPAL_CANCEL_URL = '/giftcards/payment?paypal=canceled';

export interface GiftCardPaypalOrderInput {
  userId: number;
  request: GiftCardRequest;
  lang: 'es' | 'en';
  now: Date;
}

/**
 * Opens the provider's order for the card's total and records it with the request; `openerSecret` is what
 * completing it must present (docs/decisions/0046).
 */
export async function openGiftCardPaypalOrder(
  deps: { db: Db; paypal: PaypalProvider },
  limit: CouponMissLimit | null,
  input: GiftCardPaypalOrderInput,
): Promise<{ id: string; approveUrl: string; openerSecret: string }> {
  const { request, now } = input;
  assertDeliveryDate(request, now);
  const price = await priceGiftCard(deps.db, limit, {
    amountCents: request.amount,
    couponCode: request.coupon_code,
    userId: input.userId,
    now,
  });
  if (price.totalCents === 0) {
    throw new AppError(400, 'PAYMENT_METHOD_NOT_NEEDED', 'payment.paypalNotNeeded');
  }
  const order = await deps.paypal.createOrder({
    amountCents: price.totalCents,
    returnUrl: GIFT_CARD_PAYPAL_RETURN_URL,
    cancelUrl: GIFT_CARD_PAYPAL_CANCEL_URL,
    lang: input.lang,
  });
  const opener = newOpenerSecret();
  await deps.db.insert(paypalOrders).values({
    id: order.id,
    userId: input.userId,
    openerSecretHash: opener.hash,
    kind: 'gift_card',
    // Kept as the request's own input form (USD), so the capture parses it with the same schema.
    selection: { ...request, amount: centsToUsd(request.amount) },
    amountCents: price.totalCents,
    langCode: input.lang,
    createdAt: now,
    updatedAt: now,
  });
  return { id: order.id, approveUrl: order.approveUrl, openerSecret: opener.secret };
}

/**
 * The gift-card order `orderId` of this buyer, presented with its opener's secret, or the refusal: unknown
 * (or a booking's), another's, or not presented by the browser or app that opened it.
 */
export async function giftCardPaypalOrder(
  db: Db,
  orderId: string,
  userId: number,
  openerSecret: string | undefined,
): Promise<{ order: PaypalOrderRow; request: GiftCardRequest }> {
  const [order] = await db.select().from(paypalOrders).where(eq(paypalOrders.id, orderId));
  if (!order || order.kind !== 'gift_card') {
    throw new AppError(404, 'PAYPAL_ORDER_UNKNOWN', 'payment.paypalOrderUnknown');
  }
  if (order.userId !== userId) {
    throw new AppError(403, 'PAYPAL_ORDER_FORBIDDEN', 'payment.paypalOrderForbidden');
  }
  assertOrderOpener(order, openerSecret);
  return { order, request: giftCardRequest.parse(order.selection) };
}

/** Notes how the order ended: the card it bought, or canceled when the payment was refused. */
export async function closeGiftCardPaypalOrder(
  db: Db,
  orderId: string,
  giftCardId: number,
  failed: boolean,
  now: Date,
): Promise<void> {
  const status = closedOrderStatus(failed);
  await db
    .update(paypalOrders)
    .set({ status, giftCardId, updatedAt: now })
    .where(and(eq(paypalOrders.id, orderId), orderMayMove(status)));
}
