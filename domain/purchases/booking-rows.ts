/**
 * Which purchase rows are bookings (decision 0047). A purchase whose payment failed or was abandoned
 * keeps its row for support and the reconciler, with why it ended in `ended_reason`, but it was never the
 * traveller's booking: every traveller-facing read (agenda, purchase list and detail, cancellation,
 * voucher, wallet history) keeps only the rows this fragment admits.
 */
import { type SQL, sql } from 'drizzle-orm';

/** `alias.ended_reason is null`: the row of `alias` (a `purchases` alias) is a booking. */
export function isBooking(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.ended_reason is null`);
}

/**
 * The row of `alias` is a booking that was paid when it was placed (confirmed or later, cancelled ones
 * included): not a draft waiting for its payment (`created`). What the admins' dashboard counts as a booking
 * and what its links to the bookings list filter by (`paid=1`, docs/decisions/0078-admin-dashboard).
 */
export function isPaidBooking(alias: string): SQL {
  return sql.join([isBooking(alias), sql.raw(`${alias}.status <> 'created'`)], sql` and `);
}
