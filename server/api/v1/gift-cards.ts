import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { centsToUsd } from '../../../domain/pricing/money';
import {
  claimKey,
  completeKey,
  linkKeyToSubject,
  releaseKey,
  requestFingerprint,
  type StoredAnswer,
} from '../../../domain/purchases/idempotency.server';
import { optionalUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { purchaseDeps } from '../../purchase-deps';
import { giftCardAnswer } from '../../gift-card-answers';
import { toGiftCardPayment } from '../request-input';
import { noStore } from './account-replies';
import { clearOpenerCookie, presentedOpenerSecret, setOpenerCookie } from '../paypal-order-cookie';
import { PAYPAL_ORDER_LIMIT } from './paypal';
import { assertSameUser, idempotencyKey, payingUser, selectionChanged } from './purchases';
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

  const send = (reply: FastifyReply, answer: StoredAnswer) =>
    reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);

  /** A signed-in buyer who may pay (spec § 6; refusals as purchase-experience's). */
  async function buyer(request: FastifyRequest) {
    const user = await payingUser(request);
    if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'payment.userBlocked');
    assertSameUser(request, user.userId);
    return user;
  }

  /**
   * Runs a purchase under a claimed key: a request that changed nothing frees it; a settled one stores
   * its answer for replays (a pending one is stored by the reconciler).
   */
  async function underKey(
    request: FastifyRequest,
    scope: string,
    key: string,
    run: (onPlaced: (giftCardId: number) => Promise<void>) => Promise<GiftCardResult>,
  ): Promise<{ answer: StoredAnswer; result: GiftCardResult }> {
    let result: GiftCardResult;
    try {
      result = await run((giftCardId) => linkKeyToSubject(app.db, scope, key, { gift_card_id: giftCardId }));
    } catch (error) {
      await releaseKey(app.db, scope, key);
      throw error;
    }
    const answer = await giftCardAnswer(app.db, result.giftCardId, request.lang, result);
    if (result.status !== 'pending') await completeKey(app.db, scope, key, answer, app.clock());
    return { answer, result };
  }

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
                message: translate(request.lang, 'resumeCard.couponHasMaxDiscount'),
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
      const user = await buyer(request);
      const scope = `gift-card:${user.userId}`;
      const { payment, captcha_token: captchaToken, ...giftCard } = request.body;
      const claim = await claimKey(app.db, scope, key, requestFingerprint(request.body), app.clock());
      if (claim.kind === 'replay') return send(reply, claim.answer);
      const { answer } = await underKey(request, scope, key, async (onPlaced) => {
        await verifyPurchaseCaptcha(app, captchaToken, request.ip);
        const order: GiftCardOrder = {
          userId: user.userId,
          request: giftCard,
          payment: toGiftCardPayment(payment),
          lang: request.lang,
          onPlaced,
        };
        if (payment.method === 'paypal') {
          // An order approved for a gift card of this buyer, presented by the browser or app that opened
          // it, pays exactly the card it was opened for (docs/decisions/0046).
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
      });
      return send(reply, answer);
    },
  });

  route(app, paypalGiftcardOrdersEndpoint, {
    config,
    onRequest: perAddress(app.limiter, 'paypalOrders.perIp', PAYPAL_ORDER_LIMIT),
    handler: async (request, reply) => {
      const user = await buyer(request);
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
      const user = await buyer(request);
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
      const scope = 'paypal-gift-card-order';
      const claim = await claimKey(
        app.db,
        scope,
        orderId,
        requestFingerprint({ order_id: orderId }),
        app.clock(),
      );
      if (claim.kind === 'replay') return send(reply, claim.answer);
      const { answer, result } = await underKey(request, scope, orderId, async (onPlaced) => {
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
          onPlaced,
        });
      });
      if (answer.status === 201) clearOpenerCookie(request, reply, orderId);
      await closeGiftCardPaypalOrder(
        app.db,
        orderId,
        result.giftCardId,
        result.status === 'failed',
        app.clock(),
      );
      return send(reply, answer);
    },
  });
}
