import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client';
import { operatorFixture, type OperatorFixture } from './operator-availability';
import { type InsertedPurchase, insertPurchase } from './purchase-factory';

/**
 * The bookings of the operator bookings and manifests tests (tests/api/operator-bookings.test.ts,
 * operator-manifests.test.ts) on the operator fixture: the app's clock is 2026-11-22 15:00 UTC; the
 * fixture's experience (America/Panama, UTC-5) belongs to company A. Its bookings run on 14-16 December,
 * except two past ones that test the contact window: on 14 December at 08:00 Ana (checked in, a far
 * pickup) and Bruno (a near pickup, a name that starts like a spreadsheet formula), a pending checkout
 * and a cancelled booking; Carla on the 15th at 14:00, Dora on the 16th; one booking of another company.
 */
export type BookedName = 'ana' | 'bruno' | 'pending' | 'canceled' | 'afternoon' | 'later' | 'recent' | 'old';

export async function operatorBookingsWorld(): Promise<
  OperatorFixture & { booked: Record<BookedName, InsertedPurchase> }
> {
  const fixture = await operatorFixture();
  const { t, world, f } = fixture;
  const booked = {} as Record<BookedName, InsertedPurchase>;
  const db = t.app.db;
  await db.execute(sql`update experiences set meeting_latitude = 8.95, meeting_longitude = -79.53
    where id = ${f.experienceId}`);
  const at = (date: string, hour: string) => ({
    experienceId: f.experienceId,
    bookingDate: date,
    bookingHour: hour,
  });
  booked.ana = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    firstName: 'Ana',
    lastName: 'Zamora',
    email: 'ana.zamora@example.com',
    pickup: { latitude: 9.1, longitude: -79.6, address: 'Hotel Lejos' },
  });
  booked.bruno = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    firstName: '=Bruno',
    lastName: 'Díaz',
    participants: [{ tier: 'adults', quantity: 1, unitPriceCents: 5000 }],
    addOns: [],
    pickup: { latitude: 8.96, longitude: -79.54, address: 'Hotel Cerca, "vista" al mar', notes: 'Lobby' },
  });
  booked.pending = await insertPurchase(db, { ...at('2026-12-14', '08:00'), status: 'created' });
  booked.canceled = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    status: 'canceled_by_customer',
  });
  booked.afternoon = await insertPurchase(db, { ...at('2026-12-15', '14:00'), firstName: 'Carla' });
  booked.later = await insertPurchase(db, { ...at('2026-12-16', '08:00'), firstName: 'Dora' });
  booked.recent = await insertPurchase(db, {
    ...at('2026-11-01', '08:00'),
    status: 'completed',
    email: 'reciente@example.com',
  });
  booked.old = await insertPurchase(db, {
    ...at('2026-10-01', '08:00'),
    status: 'completed',
    email: 'antigua@example.com',
  });
  await db.execute(sql`update purchases set checked_in_at = ${new Date('2026-12-14T12:55:00Z')}
    where id = ${booked.ana.id}`);
  // Another company's booking on the same days: never in A's list.
  await insertPurchase(db, { experienceId: f.otherExperienceId, bookingDate: '2026-12-14' });
  const [other] = await queryRows<{ company_id: number }>(
    db,
    sql`select company_id from experiences where id = ${f.otherExperienceId}`,
  );
  expect(other!.company_id).not.toBe(world.companyA);
  return { ...fixture, booked };
}
