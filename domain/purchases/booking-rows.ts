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
