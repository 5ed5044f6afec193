import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { call, freshIp } from './accounts';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { type OperatorWorld, operatorWorld } from './operators';
import { apiHeaders, createTestApp, type TestApp } from './test-app';

/**
 * The booking fixture's experience handed to `companyId` with its availability rows, so an operator of
 * that company manages the departures the booking tests know by heart (tests/helpers/booking-fixture.ts).
 */
export async function giveFixtureTo(t: TestApp, f: BookingFixture, companyId: number): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`update experiences set company_id = ${companyId} where id = ${f.experienceId}`);
  for (const table of ['company_schedules', 'locked_dates', 'time_slots', 'purchases']) {
    await db.execute(
      sql`update ${sql.identifier(table)} set company_id = ${companyId} where experience_id = ${f.experienceId}`,
    );
  }
  f.companyId = companyId;
}

/** The hours a traveller is offered on `date` (get-available-schedule), "HH:mm" → places left. */
export async function travellerHours(t: TestApp, experienceId: number, date: string) {
  const answer = await call(t, 'get-available-schedule', {
    payload: { experience: experienceId, date_booking: date },
  });
  if (answer.statusCode !== 200) throw new Error(`get-available-schedule: ${answer.body}`);
  return Object.fromEntries(
    (answer.json().data as { hour: string; available_places: number }[]).map((h) => [
      h.hour,
      h.available_places,
    ]),
  );
}

/** An operator API call with a method `call()` does not send (PUT, PATCH). */
export function operatorSend(
  t: TestApp,
  method: 'PUT' | 'PATCH',
  url: string,
  options: { token?: string | undefined; payload: unknown; lang?: 'es' | 'en' },
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      ...apiHeaders(options.lang ?? 'es'),
      'x-forwarded-for': freshIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: options.payload as object,
  });
}

export const patchDeparture = (t: TestApp, token: string | undefined, payload: unknown, lang?: 'es' | 'en') =>
  operatorSend(t, 'PATCH', 'operator/departures', { token, payload, ...(lang ? { lang } : {}) });

export const putSchedule = (
  t: TestApp,
  token: string | undefined,
  experienceId: number,
  payload: unknown,
  lang?: 'es' | 'en',
) =>
  operatorSend(t, 'PUT', `operator/experiences/${experienceId}/schedule`, {
    token,
    payload,
    ...(lang ? { lang } : {}),
  });

/** The departure's counter and capacity as stored. */
export async function departureRow(t: TestApp, experienceId: number, date: string, hour: string) {
  const [row] = await queryRows<{ capacity: number; seats_taken: number; closed: boolean }>(
    t.database.db,
    sql`select capacity, seats_taken, closed from time_slots
      where experience_id = ${experienceId} and slot_date = ${date}::date and slot_time = ${hour}::time`,
  );
  return row ?? null;
}

export interface OperatorFixture {
  t: TestApp;
  world: OperatorWorld;
  f: BookingFixture;
}

/** A seeded app, its operator callers, and the booking fixture's experience owned by company A. */
export async function operatorFixture(env: Record<string, string> = {}): Promise<OperatorFixture> {
  const t = await createTestApp({ seed: true, experiences: 12, env });
  const world = await operatorWorld(t);
  const f = await prepareBookingFixture(t);
  await giveFixtureTo(t, f, world.companyA);
  return { t, world, f };
}
