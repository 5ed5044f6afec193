/**
 * The purchase calls' bodies (docs/decisions/0039): the booking selection of the quote call, with the
 * pickup point and how it is paid. Card numbers never come here: a card is its gateway token.
 */
import { z } from 'zod';
import { quoteBody } from '../booking/replies-contract';

const opaque = (max: number) => z.string().trim().min(1).max(max);

export const paymentBody = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    card_token: opaque(128).describe('From POST /sandbox/gateway/tokens'),
    transaction_id: opaque(128).describe('The 3-D Secure transaction (auth-check-enrollment)'),
  }),
  z.object({
    method: z.literal('paypal'),
    order_id: opaque(128),
    order_secret: z
      .string()
      .max(128)
      .optional()
      .describe('The `order_secret` the order was opened with (docs/decisions/0046): only its opener pays'),
  }),
  z.object({ method: z.literal('wallet') }),
]);

export const purchaseBody = quoteBody.extend({
  payment: paymentBody,
  captcha_token: z.string().max(4000).nullish().describe('The captcha solution (GET captcha/config)'),
});

export type PurchaseBody = z.infer<typeof purchaseBody>;

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a new random value per purchase attempt (a UUID); a retry sends the same one'),
});
