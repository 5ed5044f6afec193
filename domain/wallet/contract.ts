/** The signed-in traveller's wallet (docs/decisions/0041); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { paginationReply } from '../catalog/replies-contract';
import { looseQuery } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';

/** With get-wallet: the signed-in person's own data. */
const tags = ['accounts'];

/** The body's code is read by the domain (its own 400s); any other field, a `customer` too, is ignored. */
const redeemBody = z
  .object({
    code: z.unknown().optional().describe('The code from the e-mail, as typed: XXXX-XXXX-XXXX-XXXX'),
  })
  .nullish();

const redeemReply = z.object({
  data: z.object({
    amount: z.number().describe('USD credited'),
    balance: z.number().describe('The wallet’s balance after it, USD'),
  }),
});

export const historyReply = z.object({
  data: z.array(
    z.object({
      id: z.int().positive(),
      created_at: z.string(),
      amount: z.number().describe('USD, signed: positive adds to the balance'),
      kind: z.string(),
      reference: z.object({ type: z.string(), id: z.number(), label: z.string().optional() }),
    }),
  ),
  pagination: paginationReply,
  available_balance: z.number(),
});

export const redeemGiftCardEndpoint = endpoint('POST', '/api/v1/redeem-gift-card', {
  tags,
  summary:
    'Redeems a gift card code into the signed-in user’s wallet, once; an optional Idempotency-Key ' +
    'makes a retry answer the first success',
  body: redeemBody,
  response: { 200: redeemReply },
});

export const walletHistoryEndpoint = endpoint('GET', '/api/v1/wallet-history/:userId', {
  tags,
  summary: 'The signed-in user’s wallet history, newest first (page, limit: 16), with the available balance',
  params: z.object({ userId: idSchema }),
  querystring: looseQuery,
  response: { 200: historyReply },
});
