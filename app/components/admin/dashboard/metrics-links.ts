/**
 * Where each dashboard figure leads (docs/decisions/0078-admin-dashboard): the back office's lists, with their
 * query parameters. Bookings: `/admin/bookings?q, status, from, to, experience_id, company_id`, `from` and
 * `to` the first and last day (yyyy-MM-dd) the bookings were placed, on the marketplace's clock.
 */
export interface BookingsFilter {
  from: string;
  to: string;
  status?: string;
  experience_id?: number;
}

export function bookingsHref(filter: BookingsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  query.set('from', filter.from);
  query.set('to', filter.to);
  if (filter.experience_id !== undefined) query.set('experience_id', String(filter.experience_id));
  return `/admin/bookings?${query.toString()}`;
}

/** Travellers and companies, newest first, of the same days. */
export const travellersHref = (from: string, to: string) => `/admin/travellers?from=${from}&to=${to}`;
export const companiesHref = (from: string, to: string) => `/admin/companies?from=${from}&to=${to}`;
