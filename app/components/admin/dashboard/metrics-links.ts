/**
 * Where each dashboard figure leads (docs/decisions/0078-admin-dashboard): the back office's lists, with their
 * query parameters. Bookings: `/admin/bookings?paid=1&status, from, to, experience_id`, `from` and `to` the
 * first and last day (yyyy-MM-dd) the bookings were placed, on the marketplace's clock, and `paid=1` the
 * dashboard's definition of a booking (paid when placed), so the list counts what the figure counted.
 */
export interface BookingsFilter {
  from: string;
  to: string;
  status?: string;
  experience_id?: number;
}

export function bookingsHref(filter: BookingsFilter): string {
  const query = new URLSearchParams({ paid: '1' });
  if (filter.status) query.set('status', filter.status);
  query.set('from', filter.from);
  query.set('to', filter.to);
  if (filter.experience_id !== undefined) query.set('experience_id', String(filter.experience_id));
  return `/admin/bookings?${query.toString()}`;
}

/** New travellers (accounts of kind `traveller`, as the figure counts them) and companies of the same days. */
export const travellersHref = (from: string, to: string) =>
  `/admin/travellers?${new URLSearchParams({ kind: 'traveller', from, to }).toString()}`;
export const companiesHref = (from: string, to: string) =>
  `/admin/companies?${new URLSearchParams({ from, to }).toString()}`;
