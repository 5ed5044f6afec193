/**
 * SQL forms of the catalogue rules whose TypeScript forms live in `add-on-types.ts` and
 * `cancellation-policy.ts`, built from the same constants so the two can never disagree. They read an
 * experience row aliased `e`. The constants are written into the statement as literals (they are
 * numbers from this code, never input), so the planner sees the same query text every time.
 */
import { sql } from 'drizzle-orm';
import { PICKUP_TYPE_CODE } from './add-on-types';
import { REFUNDABLE_POLICY_IDS } from './cancellation-policy';

const literalList = (values: readonly number[]) =>
  sql.raw(`(${values.map((v) => String(Math.trunc(v))).join(', ')})`);

/** `offersTransport` in SQL: a pickup add-on, or no meeting point. */
export const offersTransportSql = sql`(e.meeting_latitude is null or exists (select 1 from experience_add_ons ea
    join add_on_items ai on ai.id = ea.add_on_item_id
    where ea.experience_id = e.id and ai.type_code = ${sql.raw(String(PICKUP_TYPE_CODE))}))`;

/** `isRefundable` in SQL: free cancellation means a policy with a refund window. */
export const freeCancellationSql = sql`e.cancellation_policy in ${literalList(REFUNDABLE_POLICY_IDS)}`;
