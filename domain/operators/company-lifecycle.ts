/**
 * The lifecycle of an operator company (docs/decisions/0052-lifecycles,
 * docs/decisions/0073-admin-travellers-and-companies):
 *
 *   active ──suspend──► suspended ──reinstate──► active
 *
 * Only the marketplace (`administration`) moves it, always with a reason. While suspended, the company's
 * published experiences wait in the experience state `suspended` (out of the catalogue), nothing of it can
 * go live, and its operators still sign in, read and cancel their existing bookings.
 */
import { COMPANY_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type CompanyStatus = (typeof COMPANY_STATES)[number];

export const companyLifecycle = defineLifecycle<CompanyStatus>({
  name: 'company',
  states: COMPANY_STATES,
  initial: ['active'],
  steps: {
    active: { suspended: ['administration'] },
    suspended: { active: ['administration'] },
  },
});

/** The admin's calls that move a company, and the state each one reaches. */
export const COMPANY_ACTIONS = {
  suspend: 'suspended',
  reinstate: 'active',
} as const satisfies Record<string, CompanyStatus>;

export type CompanyAction = keyof typeof COMPANY_ACTIONS;
