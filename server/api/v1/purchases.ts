import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paypalOrders } from '../../../db/schema/payments';
import { purchases } from '../../../db/schema/purchases';
import { AppError } from '../../../domain/errors';
import {
  claimKey,
  completeKey,
  IDEMPOTENCY_KEY_PATTERN,
  linkKeyToPurchase,
  releaseKey,
  requestFingerprint,
  type StoredAnswer,
} from '../../../domain/purchases/idempotency.server';
import {
  purchaseExperience,
  type PurchaseResult,
} from '../../../domain/purchases/purchase-experience.server';
import { AFFILIATE_COOKIE } from '../../../domain/referrals/landing-cookies';
import { buyersBookingPaypalOrder } from '../../../domain/purchases/paypal-order.server';
import { assertOrderOpener } from '../../../domain/purchases/paypal-order-opener.server';
import { sameSelection } from '../../../domain/purchases/same-selection';
import { verifyPurchaseCaptcha } from '../../../domain/captcha/purchase-captcha.server';
import { optionalUser, requireUser } from '../../plugins/auth';
import { orderSelection, paypalBuyerForRequest } from './paypal';
import { purchaseDeps } from '../../purchase-deps';
import { toPayment, toSelection } from '../request-input';
import { noStore } from './account-replies';
import { clearOpenerCookie, presentedOpenerSecret } from '../paypal-order-cookie';
import { purchaseExperienceEndpoint } from '../../../domain/purchases/contract';
import { paypalOrdersAuthorizePaypalOrderEndpoint } from '../../../domain/purchases/paypal-contract';
import { route } from '../route';

/** Card and wallet payments need an account (spec § 6): "log in to continue". */
export async function payingUser(request: FastifyRequest) {
  try {
    return await requireUser(request, { allowGuest: true });
  } catch (error) {
    if (error instanceof AppError && error.status === 401) {
      throw new AppError(401, 'LOGIN_REQUIRED', 'payment.loginToContinue');
    }
    throw error;
  }
}

/**
 * The `user-id` header is never trusted for identity (the session is), but an app that sends one naming
 * another account than the session's has a stale idea of who is paying: refused before anything happens
 * (spec § 8, "could not identify user").
 */
export function assertSameUser(request: FastifyRequest, userId: number): void {
  const claimed = request.headers['user-id'];
  if (typeof claimed === 'string' && claimed !== '' && claimed !== String(userId)) {
    throw new AppError(403, 'USER_NOT_IDENTIFIED', 'payment.couldNotIdentifyUser');
  }
}

/** A PayPal order opened for another selection (another departure, even at the same price) pays nothing. */
export const selectionChanged = () =>
  new AppError(409, 'PAYPAL_ORDER_SELECTION_CHANGED', 'payment.paypalOrderOtherSelection');

export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'payment.idempotencyKeyRequired');
  }
  return key;
}

/**
 * The purchase (docs/decisions/0039). The Idempotency-Key is claimed first, so a replay answers what the
 * first request answered without spending a second captcha; a request that changed nothing (bad input,
 * a spent captcha, seats gone) frees its key so the same click can be retried once the cause is fixed.
 */
export async function purchasesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const deps = purchaseDeps(app);

  const send = (reply: FastifyReply, answer: StoredAnswer) =>
    reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);

  route(app, purchaseExperienceEndpoint, {
    handler: async (request, reply) => {
      const key = idempotencyKey(request);
      const user = await payingUser(request);
      if (user.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'payment.userBlocked');
      assertSameUser(request, user.userId);
      const scope = `purchase:${user.userId}`;
      const body = request.body;
      const claim = await claimKey(app.db, scope, key, requestFingerprint(body), app.clock());
      if (claim.kind === 'replay') return send(reply, claim.answer);

      let result: PurchaseResult;
      try {
        await verifyPurchaseCaptcha(app, body.captcha_token, request.ip);
        let selection = toSelection(body, request.cookies[AFFILIATE_COOKIE]);
        // A PayPal order pays exactly what it was opened and approved for, only for the buyer (and the
        // browser or app) that opened it, and only the selection it was opened for (docs/decisions/0046).
        const order =
          body.payment.method === 'paypal'
            ? await buyersBookingPaypalOrder(
                app.db,
                body.payment.order_id,
                user.userId,
                body.payment.order_secret,
              )
            : null;
        if (order) {
          const opened = orderSelection(order);
          if (!sameSelection(opened, selection)) throw selectionChanged();
          selection = opened;
        }
        result = await purchaseExperience(deps, {
          userId: user.userId,
          selection,
          payment: toPayment(body.payment),
          lang: request.lang,
          expectedChargeCents: order?.amountCents,
          onPlaced: (purchaseId) => linkKeyToPurchase(app.db, scope, key, purchaseId),
        });
      } catch (error) {
        await releaseKey(app.db, scope, key);
        throw error;
      }
      const answer = await deps.answerFor(result.purchaseId, request.lang, result);
      if (result.status !== 'pending') await completeKey(app.db, scope, key, answer, app.clock());
      return send(reply, answer);
    },
  });

  route(app, paypalOrdersAuthorizePaypalOrderEndpoint, {
    handler: async (request, reply) => {
      const orderId = request.body.order_id;
      const [order] = await app.db.select().from(paypalOrders).where(eq(paypalOrders.id, orderId));
      // A gift card's order is captured by its own call (gift-cards.ts): here it is unknown.
      if (!order || order.kind !== 'purchase')
        throw new AppError(404, 'PAYPAL_ORDER_UNKNOWN', 'payment.paypalOrderUnknown');
      // Only the browser or app that opened the order completes it: its id travels in PayPal's return
      // address, its opener's secret does not (docs/decisions/0046).
      assertOrderOpener(order, presentedOpenerSecret(request, orderId, request.body.order_secret));
      // One order buys once: its id is the Idempotency-Key, so approving or returning twice answers the
      // same purchase and PayPal is captured once.
      const scope = 'paypal-order';
      const claim = await claimKey(
        app.db,
        scope,
        orderId,
        requestFingerprint({ order_id: orderId }),
        app.clock(),
      );
      if (claim.kind === 'replay') {
        await assertOrderBuyer(request, order.id);
        return send(reply, claim.answer);
      }
      let result: PurchaseResult;
      let token: string | undefined;
      try {
        const provider = await app.paypal.order(orderId);
        if (provider?.status !== 'approved' || !provider.payer) {
          throw new AppError(400, 'PAYPAL_ORDER_NOT_APPROVED', 'payment.paypalOrderNotApproved');
        }
        const buyer = await paypalBuyerForRequest(request, reply, order, provider.payer);
        token = buyer.newSessionToken;
        result = await purchaseExperience(deps, {
          userId: buyer.userId,
          selection: orderSelection(order),
          payment: { method: 'paypal', orderId },
          lang: order.langCode === 'en' ? 'en' : 'es',
          expectedChargeCents: order.amountCents,
          onPlaced: (purchaseId) => linkKeyToPurchase(app.db, scope, orderId, purchaseId),
        });
      } catch (error) {
        await releaseKey(app.db, scope, orderId);
        throw error;
      }
      const answer = await deps.answerFor(result.purchaseId, request.lang, result);
      await app.db
        .update(paypalOrders)
        .set({
          status: result.status === 'failed' ? 'canceled' : 'completed',
          purchaseId: result.purchaseId,
          updatedAt: app.clock(),
        })
        .where(eq(paypalOrders.id, orderId));
      if (result.status !== 'pending') await completeKey(app.db, scope, orderId, answer, app.clock());
      if (answer.status === 201) clearOpenerCookie(request, reply, orderId);
      // The session token is this answer's only: a replay (stored answer) never carries one.
      const body = token && answer.status === 201 ? { ...(answer.body as object), token } : answer.body;
      return send(reply, { status: answer.status, body });
    },
  });

  /** A replayed order answers only its buyer: the purchase it returns carries the voucher's secret. */
  async function assertOrderBuyer(request: FastifyRequest, orderId: string) {
    const [row] = await app.db
      .select({ userId: purchases.userId })
      .from(paypalOrders)
      .innerJoin(purchases, eq(purchases.id, paypalOrders.purchaseId))
      .where(eq(paypalOrders.id, orderId));
    if (!row) return;
    const user = await optionalUser(request);
    if (user?.userId !== row.userId) {
      throw new AppError(403, 'PAYPAL_ORDER_FORBIDDEN', 'payment.paypalOrderForbidden');
    }
  }
}
