/**
 * Seats of one departure, taken and given back inside the purchase's transactions (docs/decisions/0039,
 * docs/decisions/0039). The `time_slots` row is the departure's one counter: a conditional update takes
 * the seats only while they fit, and the row lock it holds until commit orders concurrent buyers, so no
 * departure ever sells more than its places, whatever the concurrency or the number of processes. An
 * operator's change of capacity or closure (departures.server.ts) locks the same row.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { SEAT_HOLDING_STATUSES } from './purchase-lifecycle';

export interface Departure {
  experienceId: number;
  companyId: number;
  /** yyyy-MM-dd in the experience's zone. */
  date: string;
  /** "HH:mm" */
  hour: string;
}

const holding = sql.join(
  SEAT_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Takes `seats` places for `purchaseId`, or answers false when they do not fit. The departure's row is
 * created on its first sale with the schedule's capacity and the seats earlier bookings already hold
 * (seeded or imported ones that never went through this counter), this purchase's own excepted.
 */
export async function takeSeats(
  tx: DbOrTx,
  departure: Departure,
  seats: number,
  scheduleCapacity: number,
  purchaseId: number,
): Promise<boolean> {
  const { experienceId, companyId, date, hour } = departure;
  const take = async () =>
    (
      await queryRows<{ id: number }>(
        tx,
        sql`update time_slots set seats_taken = seats_taken + ${seats}
          where experience_id = ${experienceId} and slot_date = ${date}::date and slot_time = ${hour}::time
            and seats_taken + ${seats} <= capacity and not closed
          returning id`,
      )
    ).length === 1;
  // Every sale but a departure's first finds its counter: one statement, the row lock taken last.
  if (await take()) return true;
  await queryRows(
    tx,
    sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity, seats_taken)
      select ${experienceId}, ${companyId}, ${date}::date, ${hour}::time, ${scheduleCapacity}::smallint,
        least(${scheduleCapacity}, coalesce(sum(p.total_participants), 0))::smallint
      from purchases p
      where p.experience_id = ${experienceId} and p.booking_date = ${date}::date
        and p.booking_hour = ${hour}::time and p.status in (${holding}) and p.id <> ${purchaseId}
      on conflict (experience_id, slot_date, slot_time) do nothing`,
  );
  // Whether this insert created the counter, another buyer's did meanwhile (waited for until it
  // committed) or the counter was full all along, the conditional update decides again.
  return take();
}

/** Gives back the seats of a purchase that will not happen (a failed payment, a cancellation). */
export async function releaseSeats(tx: DbOrTx, departure: Departure, seats: number): Promise<void> {
  await queryRows(
    tx,
    sql`update time_slots set seats_taken = greatest(0, seats_taken - ${seats})
      where experience_id = ${departure.experienceId} and slot_date = ${departure.date}::date
        and slot_time = ${departure.hour}::time`,
  );
}
