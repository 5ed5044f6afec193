/**
 * A gift card's lifecycle (docs/decisions/0041 and 0052-lifecycles).
 *
 *   pending_payment ──► paid ──► redeemed
 *          └──────────► canceled
 *
 * A card is placed unpaid while its payment runs, or paid at once when it costs nothing. The payment
 * pipeline or the reconciler settles it on the provider's answer; the recipient (any signed-in traveller
 * holding the code) redeems it into their wallet.
 */
import { GIFT_CARD_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type GiftCardStatus = (typeof GIFT_CARD_STATES)[number];

export const giftCardLifecycle = defineLifecycle<GiftCardStatus>({
  name: 'gift card',
  states: GIFT_CARD_STATES,
  initial: ['pending_payment', 'paid'],
  steps: {
    pending_payment: { paid: ['system'], canceled: ['system'] },
    paid: { redeemed: ['customer'] },
    redeemed: {},
    canceled: {},
  },
});
