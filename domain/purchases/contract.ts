/** Buying a booking (docs/decisions/0039); the form of an endpoint: domain/contract/endpoint.ts. */
import { endpoint } from '../contract/endpoint';
import { idempotencyHeaders, purchaseBody } from './bodies-contract';
import { purchaseDataReply, purchaseErrorReply } from './replies-contract';

const tags = ['purchases'];

export const purchaseExperienceEndpoint = endpoint('POST', '/api/v1/purchase-experience', {
  tags,
  summary: 'Books and pays an experience, exactly once per Idempotency-Key',
  headers: idempotencyHeaders,
  body: purchaseBody,
  response: {
    201: purchaseDataReply,
    402: purchaseErrorReply,
    409: purchaseErrorReply,
  },
});
