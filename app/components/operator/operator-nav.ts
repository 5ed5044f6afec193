import type { CompanyRole } from '../../../common/company-roles';

/** One section of the operators' workspace in its navigation. */
export interface OperatorNavItem {
  /** The section's path under the workspace. */
  to: string;
  /** Its catalogue key (operator.nav.*). */
  label: string;
  /** Who sees it: staff do everything but the team and the company's settings. */
  roles: readonly CompanyRole[];
}

/**
 * The workspace's sections (docs/product.md § Operators), in the order the navigation shows them. A new
 * section adds its line here; each shows only to the roles it names.
 */
export const OPERATOR_NAV: readonly OperatorNavItem[] = [
  { to: '/operator', label: 'operator.nav.overview', roles: ['owner', 'staff'] },
  { to: '/operator/experiences', label: 'operator.nav.experiences', roles: ['owner', 'staff'] },
  { to: '/operator/departures', label: 'operator.nav.departures', roles: ['owner', 'staff'] },
  { to: '/operator/check-in', label: 'operator.nav.checkIn', roles: ['owner', 'staff'] },
  { to: '/operator/reviews', label: 'operator.nav.reviews', roles: ['owner', 'staff'] },
  { to: '/operator/notifications', label: 'operator.nav.notifications', roles: ['owner', 'staff'] },
  { to: '/operator/company', label: 'operator.nav.company', roles: ['owner'] },
  { to: '/operator/team', label: 'operator.nav.team', roles: ['owner'] },
];

export const operatorNavFor = (role: CompanyRole) => OPERATOR_NAV.filter((item) => item.roles.includes(role));
