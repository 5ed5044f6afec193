import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../common/i18n/translate';
import { verifyPurchaseCaptcha } from '../../../domain/captcha/purchase-captcha.server';
import { AppError } from '../../../domain/errors';
import {
  buyGiftCard,
  type GiftCardOrder,
  type GiftCardResult,
} from '../../../domain/giftcards/create-gift-card.server';
import {
  closeGiftCardPaypalOrder,
  giftCardPaypalOrder,
  openGiftCardPaypalOrder,
} from '../../../domain/giftcards/gift-card-paypal.server';
import { priceGiftCard } from '../../../domain/giftcards/gift-card-price.server';
import { centsToUsd, formatUsd } from '../../../domain/pricing/money';
import { requestFingerprint } from '../../../domain/purchases/idempotency.server';
import { selectionChanged } from '../../../domain/purchases/paypal-order.server';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { optionalUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { purchaseDeps } from '../../purchase-deps';
import { giftCardAnswer } from '../../gift-card-answers';
import { toGiftCardPayment } from '../request-input';
import { idempotencyKey, payingUser, sendAnswer } from '../paying-request';
import { noStore } from './account-replies';
import { clearOpenerCookie, presentedOpenerSecret, setOpenerCookie } from '../paypal-order-cookie';
import { PAYPAL_ORDER_LIMIT } from './paypal';
import {
  createGiftCardEndpoint,
  giftCardQuoteEndpoint,
  paypalGiftcardOrdersEndpoint,
  paypalOrdersGiftcardCapturePaypalOrderEndpoint,
} from '../../../domain/giftcards/contract';
import { route } from '../route';

/** A refused field names its problem in `issues` (giftCards.errors.*), so the form can mark it. */
const config = { validationMessageKey: 'giftCards.errors.checkForm' };

/**
 * Buying a gift card (docs/decisions/0041): its price, the card purchase under an Idempotency-Key, and
 * PayPal's two halves. The money moves through the purchase's own machinery (payment attempts, the
 * reconciler); these handlers own the key, the captcha and the answer.
 */
export async function giftCardsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const deps = purchaseDeps(app);
  const limit = (request: FastifyRequest) => ({ counter: app.limiter, ip: request.ip });

  /** A gift card's answer; final unless its payment is pending (the reconciler stores that one). */
  const answer = async (request: FastifyRequest, result: GiftCardResult) => ({
    answer: await giftCardAnswer(app.db, result.giftCardId, request.lang, result),
    final: result.status !== 'pending',
  });

  route(app, giftCardQuoteEndpoint, {
    config,
    handler: async (request) => {
      const { amount, coupon_code: couponCode } = request.body;
      const user = couponCode ? await optionalUser(request) : null;
      const price = await priceGiftCard(app.db, limit(request), {
        amountCents: amount,
        couponCode,
        userId: user?.userId ?? null,
        now: app.clock(),
      });
      const { coupon } = price;
      const usd = (cents: number | null) => (cents === null ? null : centsToUsd(cents));
      return {
        amount: centsToUsd(price.amountCents),
        discount: centsToUsd(price.discountCents),
        total: centsToUsd(price.totalCents),
        coupon: coupon && {
          code: coupon.code,
          percent: coupon.percent,
          max_price: usd(coupon.maxPriceCents),
          max_discount: usd(coupon.maxDiscountCents),
        },
        ...(coupon?.capped
          ? {
              notice: {
                code: 'couponHasMaxDiscount' as const,
                message: translate(request.lang, 'resumeCard.couponHasMaxDiscount', {
                  code: coupon.code,
                  percent: coupon.ownPercent,
                  amount: formatUsd(price.discountCents, request.lang),
                }),
              },
            }
          : {}),
      };
    },
  });

  route(app, createGiftCardEndpoint, {
    config,
    handler: async (request, reply) => {
      const key = idempotencyKey(request);
      const user = await payingUser(request);
      const { payment, captcha_token: captchaToken, ...giftCard } = request.body;
      const outcome = await withIdempotency(app, `gift-card:${user.userId}`, key, request.body, {
        run: async (link) => {
          await verifyPurchaseCaptcha(app, captchaToken, request.ip);
          const order: GiftCardOrder = {
            userId: user.userId,
            request: giftCard,
            payment: toGiftCardPayment(payment),
            lang: request.lang,
            onPlaced: (giftCardId) => link({ gift_card_id: giftCardId }),
          };
          if (payment.method === 'paypal') {
            // An order approved for a gift card of this buyer, presented by the browser or app that
            // opened it, pays exactly the card it was opened for (docs/decisions/0046).
            const opened = await giftCardPaypalOrder(
              app.db,
              payment.order_id,
              user.userId,
              payment.order_secret,
            );
            if (requestFingerprint(opened.request) !== requestFingerprint(giftCard)) throw selectionChanged();
            order.expectedChargeCents = opened.order.amountCents;
          }
          return buyGiftCard(deps, limit(request), order);
        },
        answer: (result) => answer(request, result),
      });
      return sendAnswer(reply, outcome.answer);
    },
  });

  route(app, paypalGiftcardOrdersEndpoint, {
    config,
    onRequest: perAddress(app.limiter, 'paypalOrders.perIp', PAYPAL_ORDER_LIMIT),
    handler: async (request, reply) => {
      const user = await payingUser(request);
      const { captcha_token: captchaToken, ...giftCard } = request.body;
      await verifyPurchaseCaptcha(app, captchaToken, request.ip);
      const order = await openGiftCardPaypalOrder(deps, limit(request), {
        userId: user.userId,
        request: giftCard,
        lang: request.lang,
        now: app.clock(),
      });
      setOpenerCookie(request, reply, order.id, order.openerSecret);
      return reply
        .status(201)
        .send({ id: order.id, approve_url: order.approveUrl, order_secret: order.openerSecret });
    },
  });

  route(app, paypalOrdersGiftcardCapturePaypalOrderEndpoint, {
    handler: async (request, reply) => {
      const user = await payingUser(request);
      const orderId = request.body.order_id;
      // Only the order's buyer, in the browser or app that opened it; an unknown order, or a booking's,
      // is unknown here.
      const { order, request: giftCard } = await giftCardPaypalOrder(
        app.db,
        orderId,
        user.userId,
        presentedOpenerSecret(request, orderId, request.body.order_secret),
      );
      // One order buys once: its id is the Idempotency-Key, so returning twice answers the same card and
      // PayPal is captured once.
      const outcome = await withIdempotency(
        app,
        'paypal-gift-card-order',
        orderId,
        { order_id: orderId },
        {
          run: async (link) => {
            const provider = await app.paypal.order(orderId);
            if (provider?.status !== 'approved') {
              throw new AppError(400, 'PAYPAL_ORDER_NOT_APPROVED', 'payment.paypalOrderNotApproved');
            }
            return buyGiftCard(deps, limit(request), {
              userId: user.userId,
              request: giftCard,
              payment: { method: 'paypal', orderId },
              lang: order.langCode === 'en' ? 'en' : 'es',
              expectedChargeCents: order.amountCents,
              onPlaced: (giftCardId) => link({ gift_card_id: giftCardId }),
            });
          },
          answer: (result) => answer(request, result),
        },
      );
      if (outcome.kind === 'replay') return sendAnswer(reply, outcome.answer);
      const { answer: answered, result } = outcome;
      if (answered.status === 201) clearOpenerCookie(request, reply, orderId);
      await closeGiftCardPaypalOrder(
        app.db,
        orderId,
        result.giftCardId,
        result.status === 'failed',
        app.clock(),
      );
      return sendAnswer(reply, answered);
    },
  });
}
