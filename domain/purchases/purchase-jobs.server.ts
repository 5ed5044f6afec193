/**
 * One run of the purchases' periodic job (decision 0040): the time-driven status transitions,
 * with the review request and the referral reward (decision 0042) of each purchase completed, then the day-before reminders, then the gift cards
 * whose delivery day has come (decision 0041: the same lease and timer, one job for the marketplace's
 * time-driven e-mails), then tomorrow's manifests to the operators who asked for them
 * (docs/decisions/0067-bookings-and-manifests.md), then the payout proposals of the month just ended
 * (docs/decisions/0077-payouts), then the review photos uploaded and never sent
 * (docs/decisions/0085-reviews.md). Every part is
 * idempotent on its own (conditional updates), so a run cut short by a crash is simply finished by the
 * next one, in this process or another; the lease (server/plugins/purchase-jobs.ts) only keeps two
 * processes from doing the same work at once.
 */
import type { Db } from '../../db/client';
import type { PromotionalEmailLinks } from '../emails/rendered-email';
import { deliverDueGiftCards } from '../giftcards/gift-card-delivery.server';
import { sendDailyManifests } from '../operator-bookings/daily-manifests.server';
import { proposeDuePayouts } from '../payouts/payout-proposals.server';
import { rewardCompletedPurchases } from '../referrals/referral-reward.server';
import { deleteUnsentReviewPhotos } from '../reviews/unsent-review-photos.server';
import { sendDueReminders } from './purchase-reminders.server';
import { requestReviews } from './review-requests.server';
import { advanceStatuses } from './status-job.server';

export interface PurchaseJobsDeps {
  db: Db;
  /** The product's public origin for the e-mails' links (server/email-links.ts), never a Host header. */
  links: PromotionalEmailLinks;
  /**
   * The review photos' folder (`reviewPhotosDir`), for deleting the uploads never sent; absent, that part
   * is skipped (a caller that only exercises the purchases' parts).
   */
  reviewPhotosDir?: string;
}

export interface PurchaseJobsReport {
  /** Purchases moved confirmed → in progress, and in progress → completed. */
  started: number;
  completed: number;
  /** E-mails written to the outbox. */
  reviewRequests: number;
  /** Referral rewards earned by the purchases completed (docs/decisions/0042). */
  referralRewards: number;
  reminders: number;
  /** Gift cards delivered to their receivers. */
  giftCards: number;
  /** Companies whose e-mail of tomorrow's manifests was written. */
  dailyManifests: number;
  /** Payouts proposed for the month just ended (docs/decisions/0077-payouts). */
  payoutProposals: number;
  /** Review photos uploaded and never sent, deleted with their files (docs/decisions/0085-reviews.md). */
  unsentReviewPhotos: number;
}

/**
 * Runs the job once at `now`. `keepGoing` is asked between batches (the plugin renews its lease there);
 * false ends the run early.
 */
export async function runPurchaseJobs(
  deps: PurchaseJobsDeps,
  now: Date,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<PurchaseJobsReport> {
  let reviewRequests = 0;
  let referralRewards = 0;
  let stopped = false;
  const keepRunning = async () => {
    stopped = stopped || !(await keepGoing());
    return !stopped;
  };
  const statuses = await advanceStatuses(deps.db, now, {
    keepGoing: keepRunning,
    afterStep: async (tx, to, ids, at) => {
      if (to !== 'completed') return;
      reviewRequests += await requestReviews(tx, ids, deps.links, at);
      referralRewards += await rewardCompletedPurchases(tx, ids, at);
    },
  });
  const reminders = stopped ? 0 : await sendDueReminders(deps.db, deps.links, now, keepRunning);
  const giftCards = stopped ? 0 : await deliverDueGiftCards(deps.db, now, deps.links, keepRunning);
  const dailyManifests = stopped ? 0 : await sendDailyManifests(deps.db, deps.links, now, keepRunning);
  const payoutProposals = stopped ? 0 : await proposeDuePayouts(deps.db, now, keepRunning);
  const unsentReviewPhotos =
    stopped || deps.reviewPhotosDir === undefined
      ? 0
      : await deleteUnsentReviewPhotos(deps.db, deps.reviewPhotosDir, now, keepRunning);
  return {
    ...statuses,
    reviewRequests,
    referralRewards,
    reminders,
    giftCards,
    dailyManifests,
    payoutProposals,
    unsentReviewPhotos,
  };
}
