/**
 * A payment attempt's lifecycle (docs/decisions/0039, 0040, 0047 and 0052-lifecycles): one charge of a
 * purchase or a gift card with its provider.
 *
 *   pending → captured | failed;  captured → refunded | failed;  failed → refunded
 *
 * The provider's answer settles a pending attempt; the reconciler settles one whose answer never came (it
 * asks the provider) or gives it up. A captured attempt is refunded by a cancellation's refund; a failed
 * one whose charge arrived after it was given up is refunded at once (charge-attempt.server.ts). A capture
 * whose purchase or gift card can no longer take it (it left its unpaid state) fails, and is refunded.
 */
import { PAYMENT_ATTEMPT_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATES)[number];

export const paymentAttemptLifecycle = defineLifecycle<PaymentAttemptStatus>({
  name: 'payment attempt',
  states: PAYMENT_ATTEMPT_STATES,
  initial: ['pending'],
  steps: {
    pending: { captured: ['provider', 'system'], failed: ['provider', 'system'] },
    // A capture its purchase or card can no longer take counts as released (refunded next).
    captured: { refunded: ['system'], failed: ['system'] },
    failed: { refunded: ['system'] },
    refunded: {},
  },
});
