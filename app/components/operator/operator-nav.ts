import type { CompanyRole } from '../../../common/company-roles';

/** One section of the operators' workspace in its navigation. */
export interface OperatorNavItem {
  /** The section's path under the workspace. */
  to: string;
  /** Its catalogue key (operator.nav.*). */
  label: string;
  /** Who sees it: staff do everything but the team and the company's settings. */
  roles: readonly CompanyRole[];
  /** Current on its own path only (the overview, whose path starts every other section's). */
  exact?: boolean;
}

/**
 * The workspace's sections (docs/product.md § Operators), in the order the navigation shows them. A new
 * section adds its line here; each shows only to the roles it names.
 */
export const OPERATOR_NAV: readonly OperatorNavItem[] = [
  { to: '/operator', label: 'operator.nav.overview', roles: ['owner', 'staff'], exact: true },
  { to: '/operator/experiences', label: 'operator.nav.experiences', roles: ['owner', 'staff'] },
  { to: '/operator/departures', label: 'operator.nav.departures', roles: ['owner', 'staff'] },
  { to: '/operator/bookings', label: 'operator.nav.bookings', roles: ['owner', 'staff'] },
  { to: '/operator/check-in', label: 'operator.nav.checkIn', roles: ['owner', 'staff'] },
  { to: '/operator/reviews', label: 'operator.nav.reviews', roles: ['owner', 'staff'] },
  { to: '/operator/notifications', label: 'operator.nav.notifications', roles: ['owner', 'staff'] },
  { to: '/operator/earnings', label: 'operator.nav.earnings', roles: ['owner'] },
  { to: '/operator/company', label: 'operator.nav.company', roles: ['owner'] },
  { to: '/operator/team', label: 'operator.nav.team', roles: ['owner'] },
];

export const operatorNavFor = (role: CompanyRole) => OPERATOR_NAV.filter((item) => item.roles.includes(role));

/**
 * Whether the page at `pathname` belongs to the section: its own path or any page under it (an
 * experience's editor and its availability are in Experiences). The navigation marks it aria-current.
 */
export function isCurrentSection(item: OperatorNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  return !item.exact && path.startsWith(`${item.to}/`);
}
