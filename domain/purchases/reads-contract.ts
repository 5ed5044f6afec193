/** The traveller's own purchases (docs/decisions/0039); the form: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { idParams, looseQuery } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { purchaseDataReply, purchasePageReply } from './replies-contract';

const tags = ['purchases'];

export const purchasesByCustomerEndpoint = endpoint('GET', '/api/v1/purchases-by-customer/:userId', {
  tags,
  summary:
    'The signed-in user’s purchases: section=upcoming-purchases (starts later, not canceled; soonest ' +
    'first) or past-purchases (the rest; latest first); orderBy=booking_date|created_at|total, ' +
    'ascendingOrder=true|false, page, limit (16)',
  params: z.object({ userId: idSchema }),
  querystring: looseQuery,
  response: { 200: purchasePageReply },
});

export const purchaseEndpoint = endpoint('GET', '/api/v1/purchase/:id', {
  tags,
  summary: 'One of the signed-in user’s purchases (403 for someone else’s)',
  params: idParams,
  response: { 200: purchaseDataReply },
});
