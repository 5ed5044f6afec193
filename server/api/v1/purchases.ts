import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { purchaseExperience } from '../../../domain/purchases/purchase-experience.server';
import { AFFILIATE_COOKIE } from '../../../domain/referrals/landing-cookies';
import {
  assertReplayedOrderBuyer,
  bookingPaypalOrder,
  buyersBookingPaypalOrder,
  closePurchasePaypalOrder,
  selectionChanged,
} from '../../../domain/purchases/paypal-order.server';
import { assertOrderOpener } from '../../../domain/purchases/paypal-order-opener.server';
import { sameSelection } from '../../../domain/purchases/same-selection';
import { verifyPurchaseCaptcha } from '../../../domain/captcha/purchase-captcha.server';
import { optionalUser } from '../../plugins/auth';
import { idempotencyKey, payingUser, sendAnswer } from '../paying-request';
import { orderSelection, paypalBuyerForRequest } from './paypal';
import { purchaseDeps } from '../../purchase-deps';
import { toPayment, toSelection } from '../request-input';
import { noStore } from './account-replies';
import { clearOpenerCookie, presentedOpenerSecret } from '../paypal-order-cookie';
import { purchaseExperienceEndpoint } from '../../../domain/purchases/contract';
import { paypalOrdersAuthorizePaypalOrderEndpoint } from '../../../domain/purchases/paypal-contract';
import { route } from '../route';

/**
 * The purchase (docs/decisions/0039). The Idempotency-Key is claimed first, so a replay answers what the
 * first request answered without spending a second captcha; a request that changed nothing (bad input,
 * a spent captcha, seats gone) frees its key so the same click can be retried once the cause is fixed.
 */
export async function purchasesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const deps = purchaseDeps(app);

  route(app, purchaseExperienceEndpoint, {
    handler: async (request, reply) => {
      const key = idempotencyKey(request);
      const user = await payingUser(request);
      const body = request.body;
      const outcome = await withIdempotency(app, `purchase:${user.userId}`, key, body, {
        run: async (link) => {
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
          return purchaseExperience(deps, {
            userId: user.userId,
            selection,
            payment: toPayment(body.payment),
            lang: request.lang,
            expectedChargeCents: order?.amountCents,
            onPlaced: (purchaseId) => link({ purchase_id: purchaseId }),
          });
        },
        answer: async (result) => ({
          answer: await deps.answerFor(result.purchaseId, request.lang, result),
          final: result.status !== 'pending',
        }),
      });
      return sendAnswer(reply, outcome.answer);
    },
  });

  route(app, paypalOrdersAuthorizePaypalOrderEndpoint, {
    handler: async (request, reply) => {
      const orderId = request.body.order_id;
      // A gift card's order is captured by its own call (gift-cards.ts): here it is unknown.
      const order = await bookingPaypalOrder(app.db, orderId);
      // Only the browser or app that opened the order completes it: its id travels in PayPal's return
      // address, its opener's secret does not (docs/decisions/0046).
      assertOrderOpener(order, presentedOpenerSecret(request, orderId, request.body.order_secret));
      // One order buys once: its id is the Idempotency-Key, so approving or returning twice answers the
      // same purchase and PayPal is captured once.
      let token: string | undefined;
      const outcome = await withIdempotency(
        app,
        'paypal-order',
        orderId,
        { order_id: orderId },
        {
          run: async (link) => {
            const provider = await app.paypal.order(orderId);
            if (provider?.status !== 'approved' || !provider.payer) {
              throw new AppError(400, 'PAYPAL_ORDER_NOT_APPROVED', 'payment.paypalOrderNotApproved');
            }
            const buyer = await paypalBuyerForRequest(request, reply, order, provider.payer);
            token = buyer.newSessionToken;
            return purchaseExperience(deps, {
              userId: buyer.userId,
              selection: orderSelection(order),
              payment: { method: 'paypal', orderId },
              lang: order.langCode === 'en' ? 'en' : 'es',
              expectedChargeCents: order.amountCents,
              onPlaced: (purchaseId) => link({ purchase_id: purchaseId }),
            });
          },
          answer: async (result) => {
            const answer = await deps.answerFor(result.purchaseId, request.lang, result);
            await closePurchasePaypalOrder(app.db, orderId, result, app.clock());
            return { answer, final: result.status !== 'pending' };
          },
        },
      );
      if (outcome.kind === 'replay') {
        await assertReplayedOrderBuyer(app.db, orderId, (await optionalUser(request))?.userId);
        return sendAnswer(reply, outcome.answer);
      }
      const { answer } = outcome;
      if (answer.status === 201) clearOpenerCookie(request, reply, orderId);
      // The session token is this answer's only: a replay (stored answer) never carries one.
      const body = token && answer.status === 201 ? { ...(answer.body as object), token } : answer.body;
      return sendAnswer(reply, { status: answer.status, body });
    },
  });
}
