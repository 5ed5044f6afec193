import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';

const HEADERS = {
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
};

export interface BookingSample {
  experienceId: number;
  minPersons: number;
}

/** A weekly-scheduled experience (unique dates may be out of season): the booking calls' sample. */
export async function bookingSample(db: DbOrTx): Promise<BookingSample | undefined> {
  const [row] = await queryRows<{ id: number; min_persons: number }>(
    db,
    sql`select e.id, e.min_persons from experiences e
        where e.status = 'published' and exists (select 1 from company_schedules s where s.experience_id = e.id)
          and not exists (select 1 from unique_dates u where u.experience_id = e.id)
        order by e.rating desc, e.id limit 1`,
  );
  return row ? { experienceId: row.id, minPersons: row.min_persons } : undefined;
}

/**
 * The bodies of get-available-schedule and booking/quote for the sample's first bookable departure, asked
 * of the running server as the booking card would (each answer is computed per request, never cached).
 */
export async function bookingBodies(base: string, sample: BookingSample) {
  const dates = (await (
    await fetch(`${base}/api/v1/get-available-dates/${sample.experienceId}`, { headers: HEADERS })
  ).json()) as { dates: string[] };
  const date = dates.dates[0];
  if (!date) throw new Error(`experience ${sample.experienceId} has no bookable date`);
  const schedule = JSON.stringify({ experience: sample.experienceId, date_booking: date });
  const hours = (await (
    await fetch(`${base}/api/v1/get-available-schedule`, { method: 'POST', headers: HEADERS, body: schedule })
  ).json()) as { data: { hour: string; available_places: number }[] };
  const hour = hours.data.find((slot) => slot.available_places >= sample.minPersons)?.hour;
  if (!hour) throw new Error(`no hour on ${date} takes ${sample.minPersons} participants`);
  const quote = JSON.stringify({
    experience_id: sample.experienceId,
    booking_date: date,
    booking_hour: hour,
    participants: { adults: Math.max(1, sample.minPersons), children: 0, babies: 0, seniors: 0 },
    additional_products: [],
    coupon_code: 'WELCOME10',
  });
  return { schedule, quote, date, hour };
}
