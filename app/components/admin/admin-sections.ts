/** One admin page in the admin navigation. */
export interface AdminSection {
  path: string;
  labelKey: string;
}

/** A heading of the admin navigation and the pages under it. */
export interface AdminSectionGroup {
  labelKey: string;
  sections: readonly AdminSection[];
}

/**
 * The admin pages in the admin navigation, grouped by the work they serve (the business, support, the
 * catalogue, promotions), in order. A new admin page (another queue) adds its entry to its group and wraps its content in
 * <AdminGate>.
 */
export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  {
    labelKey: 'admin.nav.groups.business',
    sections: [
      { path: '/admin', labelKey: 'admin.nav.dashboard' },
      { path: '/admin/payouts', labelKey: 'admin.nav.payouts' },
    ],
  },
  {
    labelKey: 'admin.nav.groups.support',
    sections: [
      { path: '/admin/bookings', labelKey: 'admin.nav.bookings' },
      { path: '/admin/travellers', labelKey: 'admin.nav.travellers' },
      { path: '/admin/companies', labelKey: 'admin.nav.companies' },
    ],
  },
  {
    labelKey: 'admin.nav.groups.catalogue',
    sections: [
      { path: '/admin/applications', labelKey: 'admin.nav.applications' },
      { path: '/admin/experiences', labelKey: 'admin.nav.experiences' },
      { path: '/admin/reviews', labelKey: 'admin.nav.reviews' },
    ],
  },
  {
    labelKey: 'admin.nav.groups.promotions',
    sections: [
      { path: '/admin/coupons', labelKey: 'admin.nav.coupons' },
      { path: '/admin/gift-cards', labelKey: 'admin.nav.giftCards' },
      { path: '/admin/settings', labelKey: 'admin.nav.settings' },
    ],
  },
];

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_SECTION_GROUPS.flatMap(
  (group) => group.sections,
);

/**
 * The section the page at `pathname` belongs to: its own path or a page under it (a booking's story is in
 * Bookings). The dashboard (`/admin`, whose path starts every other's) is current on its own path only.
 */
export function currentAdminSection(pathname: string): AdminSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SECTIONS.find(
    (section) => path === section.path || (section.path !== '/admin' && path.startsWith(`${section.path}/`)),
  );
}
