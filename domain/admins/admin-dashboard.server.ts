import type { z } from 'zod';
import { allQueries } from '../../db/all-queries';
import type { Db } from '../../db/client';
import { reviewQueueCounts } from '../experiences/experience-review-queue.server';
import type { adminDashboardReply } from './dashboard-contract';
import { countApplications } from './supplier-applications.server';

export type AdminDashboard = z.infer<typeof adminDashboardReply>['data'];

/** What waits in each queue of the back office (docs/product.md § Applications and review): one query each. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const [pending, experiences] = await allQueries(
    db,
    () => countApplications(db, 'pending'),
    () => reviewQueueCounts(db),
  );
  return {
    pending_applications: pending,
    listings_in_review: experiences.listings,
    revisions_in_review: experiences.revisions,
  };
}
