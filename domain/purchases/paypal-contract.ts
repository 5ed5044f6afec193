/**
 * Paying a booking with PayPal (docs/decisions/0039, 0046): opening the order and authorizing it after the
 * buyer approved; the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { quoteBody } from '../booking/replies-contract';
import { endpoint } from '../contract/endpoint';
import { purchaseDataReply, purchaseErrorReply } from './replies-contract';

const tags = ['payments'];

export const paypalOrderBody = quoteBody
  .extend({
    captcha_token: z.string().max(4000).nullish().describe('The captcha solution (GET captcha/config)'),
  })
  .describe('The purchase body without `payment`');

export type PaypalOrderSelection = Omit<z.infer<typeof paypalOrderBody>, 'captcha_token'>;

export const paypalOrderReply = z.object({
  id: z.string().describe('The PayPal order id: send it as payment.order_id once the buyer approved'),
  approve_url: z.string().describe('Where the buyer approves the payment (absolute on PUBLIC_URL if set)'),
  order_secret: z
    .string()
    .describe(
      'Proves this client opened the order: send it as `order_secret` (or payment.order_secret) to complete it. ' +
        'Browsers also get it as an HttpOnly cookie; keep it private',
    ),
});

/** The secret that proves the caller opened the order (docs/decisions/0046): the mobile app's field. */
export const orderSecretField = z
  .string()
  .max(128)
  .optional()
  .describe('The `order_secret` of the order’s opening answer; a browser’s cookie stands for it');

/** What a booking order buys: the selection kept when it was opened, with its affiliate. */
export const paypalOrdersEndpoint = endpoint('POST', '/api/v1/paypal/orders', {
  tags,
  summary: 'Open a PayPal order for a booking selection; the buyer approves it at approve_url',
  body: paypalOrderBody,
  response: { 201: paypalOrderReply },
});

export const paypalOrdersAuthorizePaypalOrderEndpoint = endpoint(
  'POST',
  '/api/v1/paypal/orders/authorize-paypal-order',
  {
    tags: ['purchases'],
    summary: 'Completes the purchase of an approved PayPal order, once per order',
    body: z.object({ order_id: z.string().trim().min(1).max(128), order_secret: orderSecretField }),
    response: {
      201: purchaseDataReply.extend({
        token: z.string().optional().describe('A new guest account’s session, for the mobile app'),
      }),
      402: purchaseErrorReply,
      409: purchaseErrorReply,
    },
  },
);
