import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  acquireLease,
  newLeaseHolder,
  recordLeaseRun,
  releaseLease,
  renewLease,
} from '../../domain/jobs/job-lease.server';
import { type PurchaseJobsReport, runPurchaseJobs } from '../../domain/purchases/purchase-jobs.server';
import { reviewPhotosDir } from '../../domain/reviews/review-photo-files.server';
import { emailLinks } from '../email-links';

/** The lease's name in `job_leases`. */
export const PURCHASE_JOBS_LEASE = 'purchase-status';
/** How often the job runs: a purchase starts or ends at most a minute late on the agenda. */
export const PURCHASE_JOBS_INTERVAL_MS = 60_000;
/**
 * How long the lease lasts without renewal: three ticks, so the holder keeps it from one tick to the
 * next (it renews at every tick and between batches), and a crashed holder's job resumes elsewhere
 * within three minutes.
 */
export const PURCHASE_JOBS_LEASE_TTL_MS = 3 * 60_000;

/** What one call did: nothing when another process holds the lease. */
export type PurchaseJobsRun = ({ ran: true } & PurchaseJobsReport) | { ran: false };

/**
 * Runs the purchases' periodic job (status transitions, review requests, reminders: decision 0040; the
 * gift cards' delivery: decision 0041; the review photos never sent: docs/decisions/0085-reviews.md) on a
 * timer, first at start, only while this process holds the job's lease. Several processes may run this
 * plugin: one of them works, the others find the lease taken. The timer's failures are logged, never
 * thrown: the next tick tries again. PURCHASE_JOBS=off stops the timer (tests), not `app.runPurchaseJobs()`,
 * which answers the run's report (or its error) to its caller.
 */
export const purchaseJobsPlugin = fp(async (app: FastifyInstance) => {
  const holder = newLeaseHolder();
  let everHeld = false;
  const runOnce = async (): Promise<PurchaseJobsRun> => {
    const now = app.clock();
    if (!(await acquireLease(app.db, PURCHASE_JOBS_LEASE, holder, PURCHASE_JOBS_LEASE_TTL_MS, now))) {
      return { ran: false };
    }
    everHeld = true;
    const deps = { db: app.db, links: emailLinks(app), reviewPhotosDir: reviewPhotosDir(app.env.DATA_DIR) };
    const report = await runPurchaseJobs(deps, now, () =>
      renewLease(app.db, PURCHASE_JOBS_LEASE, holder, PURCHASE_JOBS_LEASE_TTL_MS, app.clock()),
    );
    await recordLeaseRun(app.db, PURCHASE_JOBS_LEASE, holder, app.clock());
    if (Object.values(report).some((count) => count > 0)) app.log.info({ report }, 'purchase jobs ran');
    return { ran: true, ...report };
  };
  let running: Promise<PurchaseJobsRun> | null = null;
  const run = (): Promise<PurchaseJobsRun> => {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('runPurchaseJobs', run);

  const tick = () => {
    run().catch((error: unknown) => app.log.error({ err: error }, 'purchase jobs failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.env.PURCHASE_JOBS === 'off') return;
    tick();
    timer = setInterval(tick, PURCHASE_JOBS_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
    // Handed over at once: another process need not wait out the time to live.
    if (!everHeld) return;
    await releaseLease(app.db, PURCHASE_JOBS_LEASE, holder).catch((error: unknown) =>
      app.log.error({ err: error }, 'purchase jobs lease release failed'),
    );
  });
});
