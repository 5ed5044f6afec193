import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reconcilePayments, type ReconcileReport } from '../../domain/purchases/reconciler.server';
import { retryPendingRefunds, type RefundRunReport } from '../../domain/purchases/purchase-refunds.server';
import { purchaseDeps } from '../purchase-deps';

/** How often pending payment attempts are looked at; only those older than 2 minutes are settled. */
const RECONCILE_INTERVAL_MS = 30_000;

/**
 * Settles payment attempts a crash or a silent provider left pending (docs/decisions/0039), and retries
 * pending cancellation refunds (0040), on a timer and once at start. Several processes may run it: each attempt is settled by one conditional update.
 */
export const paymentReconcilerPlugin = fp(async (app: FastifyInstance) => {
  let running: Promise<ReconcileReport> | null = null;
  const reconcile = (olderThanMs?: number): Promise<ReconcileReport> => {
    running ??= reconcilePayments(purchaseDeps(app), olderThanMs).finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('reconcilePayments', reconcile);
  // Cancellation refunds a crash or a silent provider left pending (decision 0040): asked again with
  // their own idempotency key, so a refund the provider already made is answered, never made twice.
  let refunding: Promise<RefundRunReport> | null = null;
  const retryRefunds = (olderThanMs?: number): Promise<RefundRunReport> => {
    refunding ??= retryPendingRefunds(purchaseDeps(app), olderThanMs).finally(() => {
      refunding = null;
    });
    return refunding;
  };
  app.decorate('retryRefunds', retryRefunds);
  const tick = () => {
    reconcile().catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'));
    retryRefunds().catch((error: unknown) => app.log.error({ err: error }, 'refund retry failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, RECONCILE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
    await refunding?.catch(() => undefined);
  });
});
