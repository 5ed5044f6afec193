/** Cancelling a purchase (docs/decisions/0040); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { purchaseErrorReply, purchaseReply } from './replies-contract';

const tags = ['purchases'];
const usd = z.number().nonnegative().describe('USD');

export const editPurchaseReply = z.object({
  data: z.object({
    status: z.enum(['canceled_by_customer', 'canceled_by_supplier', 'canceled_by_administration']),
    refunded: z
      .object({ wallet: usd, card: usd, paypal: usd })
      .describe('Given back: the wallet part at once, the card and PayPal parts may take days to appear'),
    purchase: purchaseReply.optional().describe('The purchase as it is now'),
  }),
});

export const editPurchaseEndpoint = endpoint('POST', '/api/v1/edit-purchase/:id', {
  tags,
  summary:
    'Cancels a purchase: { status: 6 } by its traveller inside the cancellation window, or ' +
    '{ status: 7 } by an administrator; the refund is automatic (wallet at once, card and PayPal ' +
    'through their providers)',
  params: idParams,
  body: z.object({
    status: z.int().describe('6: cancelled by the customer; 7: by the administration'),
  }),
  response: {
    200: editPurchaseReply,
    400: purchaseErrorReply,
    403: purchaseErrorReply,
    404: purchaseErrorReply,
    409: purchaseErrorReply,
  },
});
