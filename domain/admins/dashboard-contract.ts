/**
 * The admins' dashboard (docs/product.md § Applications and review): how many wait in each queue. An
 * admin route: 404 NOT_FOUND for anyone but an admin whose session passed the second factor.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const count = z.int().nonnegative();

export const adminDashboardReply = z.object({
  data: z.object({
    pending_applications: count.describe('Supplier applications waiting for a review'),
    listings_in_review: count.describe('New listings waiting for a review'),
    revisions_in_review: count.describe('Changes of live experiences waiting for a review'),
  }),
});

export const adminDashboardEndpoint = endpoint('GET', '/api/v1/admin/dashboard', {
  tags: ['admin'],
  summary: 'What waits for the marketplace team: pending applications, listings and changes in review',
  response: { 200: adminDashboardReply },
});
