/**
 * The admin pages in the admin navigation, in order. A new admin page (another queue) adds its entry
 * here and wraps its content in <AdminGate>.
 */
export const ADMIN_SECTIONS: readonly { path: string; labelKey: string }[] = [
  { path: '/admin', labelKey: 'admin.nav.dashboard' },
  { path: '/admin/applications', labelKey: 'admin.nav.applications' },
  { path: '/admin/experiences', labelKey: 'admin.nav.experiences' },
  { path: '/admin/bookings', labelKey: 'admin.nav.bookings' },
  { path: '/admin/travellers', labelKey: 'admin.nav.travellers' },
  { path: '/admin/companies', labelKey: 'admin.nav.companies' },
  { path: '/admin/coupons', labelKey: 'admin.nav.coupons' },
  { path: '/admin/gift-cards', labelKey: 'admin.nav.giftCards' },
  { path: '/admin/settings', labelKey: 'admin.nav.settings' },
  { path: '/admin/reviews', labelKey: 'admin.nav.reviews' },
  { path: '/admin/payouts', labelKey: 'admin.nav.payouts' },
];
