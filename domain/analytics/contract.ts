/** First-party activity tracking (docs/product.md § Audience); the form: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { analyticsEventSchema } from './events';

export const analyticsEventsEndpoint = endpoint('POST', '/api/v1/analytics/events', {
  tags: ['analytics'],
  summary: 'Record a page view or search (202; nothing recorded for admins)',
  body: analyticsEventSchema,
  response: {
    202: z.object({ recorded: z.boolean().describe('false for an admin, whose visits are not kept') }),
  },
});
