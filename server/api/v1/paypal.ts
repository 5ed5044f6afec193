import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Limit } from '../../../domain/accounts/abuse-limits';
import { priceSelection } from '../../../domain/booking/price-selection.server';
import { verifyPurchaseCaptcha } from '../../../domain/captcha/purchase-captcha.server';
import { isLang } from '../../../common/i18n/languages';
import { AppError } from '../../../domain/errors';
import { paypalOrders } from '../../../db/schema/payments';
import type { PaypalPayer } from '../../../domain/payments/paypal-provider';
import {
  type PaypalBuyer,
  type PaypalOrderRow,
  resolvePaypalBuyer,
} from '../../../domain/purchases/paypal-buyer.server';
import { newOpenerSecret } from '../../../domain/purchases/paypal-order-opener.server';
import type { PurchaseSelection } from '../../../domain/purchases/purchase-request';
import { AFFILIATE_COOKIE } from '../../../domain/referrals/landing-cookies';
import { emailLinks } from '../../email-links';
import { setSessionCookie } from '../../plugins/auth';
import { optionalPayingUser } from '../paying-request';
import { perAddress } from '../../rate-limit/shared-limiter';
import { selectionInput } from '../request-input';
import { setOpenerCookie } from '../paypal-order-cookie';
import { toSelection } from '../request-input';
import { noStore, sessionMeta } from './account-replies';
import {
  type PaypalOrderSelection,
  paypalOrderBody,
  paypalOrdersEndpoint,
} from '../../../domain/purchases/paypal-contract';
import { route } from '../route';

/**
 * PayPal orders created from one address: each one is a provider call and a row, and a checkout makes
 * one or two (a retry after cancelling). A household far below; a script creating orders is refused.
 */
export const PAYPAL_ORDER_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 };

/** Where the approval page sends the buyer back: the product's payment page, never the client's choice. */
export const PAYPAL_RETURN_URL = '/booking/payment?paypal=approved';
export const PAYPAL_CANCEL_URL = '/booking/payment?paypal=canceled';

export function orderSelection(order: PaypalOrderRow): PurchaseSelection {
  return toSelection(paypalOrderBody.parse(order.selection), undefined);
}

/**
 * For authorize-paypal-order: the buyer of an approved order for this request (resolvePaypalBuyer), or
 * the AppError thrown. A guest's new account gets its session cookie here; the caller also answers
 * `newSessionToken` as `token` for the mobile app, as sign-in does.
 */
export async function paypalBuyerForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  order: PaypalOrderRow,
  payer: PaypalPayer,
): Promise<PaypalBuyer> {
  const app = request.server;
  const session = await optionalPayingUser(request);
  const result = await resolvePaypalBuyer(app.db, {
    order,
    payer,
    sessionUserId: session?.userId ?? null,
    lang: isLang(order.langCode) ? order.langCode : request.lang,
    now: app.clock(),
    publicUrl: emailLinks(app).publicUrl,
    meta: sessionMeta(request),
  });
  if (result instanceof AppError) throw result;
  if (result.newSessionToken) {
    setSessionCookie(request, reply, result.newSessionToken);
    // The new owner's e-mail (their temporary password) goes now, not at the sender's next round.
    void app.emailSender.drain().catch(() => undefined);
  }
  return result;
}

/**
 * PayPal checkout, first half (docs/decisions/0039): the server prices the selection exactly as
 * booking/quote does and opens a PayPal order for what is left to charge after the wallet credit. The
 * selection and that price are kept in paypal_orders, so the purchase made after approval
 * (authorize-paypal-order) books what the buyer saw and one order buys once.
 */
export async function paypalApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  noStore(app);

  route(app, paypalOrdersEndpoint, {
    onRequest: perAddress(app.limiter, 'paypalOrders.perIp', PAYPAL_ORDER_LIMIT),
    handler: async (request, reply) => {
      const { captcha_token: captcha, ...body } = request.body;
      // The purchase request starts here for PayPal: its captcha is checked before any order exists.
      await verifyPurchaseCaptcha(app, captcha, request.ip);
      // A session, when there is one, must be able to pay (not blocked, no pending password change);
      // guests may open an order too: their account is made after approval.
      const session = await optionalPayingUser(request);
      // Guests have no credit to apply.
      const selection: PaypalOrderSelection = {
        ...body,
        apply_wallet: session ? body.apply_wallet : false,
      };
      const input = selectionInput(selection, request.cookies[AFFILIATE_COOKIE]);
      // The affiliate the price was made with is kept, so the purchase prices it the same way.
      selection.affiliateCode = input.affiliateCode;
      const now = app.clock();
      const { quote } = await priceSelection(
        db,
        { counter: app.limiter, ip: request.ip },
        input,
        session,
        now,
      );
      if (quote.totalCents === 0) {
        throw new AppError(400, 'PAYMENT_METHOD_NOT_NEEDED', 'payment.paypalNotNeeded');
      }
      const order = await app.paypal.createOrder({
        amountCents: quote.totalCents,
        returnUrl: PAYPAL_RETURN_URL,
        cancelUrl: PAYPAL_CANCEL_URL,
        lang: request.lang,
      });
      // Only this browser or app may complete the order: an order id travels in addresses, this does not.
      const opener = newOpenerSecret();
      await db.insert(paypalOrders).values({
        id: order.id,
        userId: session?.userId ?? null,
        openerSecretHash: opener.hash,
        selection,
        amountCents: quote.totalCents,
        langCode: request.lang,
        createdAt: now,
        updatedAt: now,
      });
      setOpenerCookie(request, reply, order.id, opener.secret);
      return reply
        .status(201)
        .send({ id: order.id, approve_url: order.approveUrl, order_secret: opener.secret });
    },
  });
}
