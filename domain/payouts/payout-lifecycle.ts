/**
 * A monthly payout's lifecycle (docs/decisions/0077-payouts, 0052-lifecycles):
 *
 *   proposed ──approve──► approved ──mark paid──► paid
 *      │  ▲                  │
 *  hold│  │release      hold │
 *      ▼  │                  ▼
 *      held ──approve──► approved
 *
 * The monthly job (`system`) or an admin proposes; only the marketplace team (`administration`) moves it
 * after. Paid is final: it points at the one `payouts` row that posted it to the ledger.
 */
import { PAYOUT_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type PayoutStatus = (typeof PAYOUT_STATES)[number];

export const payoutLifecycle = defineLifecycle<PayoutStatus>({
  name: 'payout',
  states: PAYOUT_STATES,
  initial: ['proposed'],
  steps: {
    proposed: { approved: ['administration'], held: ['administration'] },
    approved: { paid: ['administration'], held: ['administration'] },
    held: { proposed: ['administration'], approved: ['administration'] },
    paid: {},
  },
});

/** The admin's calls on a payout and the state each reaches. */
export const PAYOUT_ACTIONS = {
  approve: 'approved',
  hold: 'held',
  release: 'proposed',
  pay: 'paid',
} as const satisfies Record<string, PayoutStatus>;

export type PayoutAction = keyof typeof PAYOUT_ACTIONS;

/** Whether the admin may take the action on a payout in this state. */
export const canTakePayoutAction = (status: PayoutStatus, action: PayoutAction): boolean =>
  payoutLifecycle.can(status, PAYOUT_ACTIONS[action], 'administration');

/** The states the operator sees as a payout on its way ("scheduled"): a held one is the team's business. */
export const SCHEDULED_PAYOUT_STATES = ['proposed', 'approved'] as const satisfies readonly PayoutStatus[];
