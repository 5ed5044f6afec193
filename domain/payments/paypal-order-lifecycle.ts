/**
 * The lifecycle of a PayPal order the product opened (docs/decisions/0046 and 0052-lifecycles), for a
 * booking or a gift card. Approval happens at PayPal and is asked of PayPal, never stored here.
 *
 *   created ──► completed (it bought: a purchase or a gift card)
 *      └──────► canceled  (its payment failed)
 *
 * The buyer's capture call (authorize-paypal-order, capture-paypal-order) takes either step.
 */
import { PAYPAL_ORDER_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type PaypalOrderStatus = (typeof PAYPAL_ORDER_STATES)[number];

export const paypalOrderLifecycle = defineLifecycle<PaypalOrderStatus>({
  name: 'PayPal order',
  states: PAYPAL_ORDER_STATES,
  initial: ['created'],
  steps: {
    created: { completed: ['customer'], canceled: ['customer'] },
    completed: {},
    canceled: {},
  },
});

/** Where a capture leaves its order: completed once it bought, canceled when its payment failed. */
export const closedOrderStatus = (paymentFailed: boolean): PaypalOrderStatus =>
  paymentFailed ? 'canceled' : 'completed';
