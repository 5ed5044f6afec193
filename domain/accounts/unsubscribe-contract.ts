/** The unsubscribe link for apps (docs/decisions/0044); the form: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const tags = ['accounts'];

/** The token is checked by the domain (one translated 400 for missing, malformed or forged). */
const unsubscribeBody = z
  .object({
    token: z.unknown().optional().describe('The `token` of the e-mail’s unsubscribe link, as it came'),
  })
  .nullish();

export const unsubscribeEndpoint = endpoint('POST', '/api/v1/unsubscribe', {
  tags,
  summary: 'Stop promotional e-mail to the address an e-mail’s signed unsubscribe token names',
  body: unsubscribeBody,
  response: { 200: z.object({ unsubscribed: z.literal(true), message: z.string() }) },
});
