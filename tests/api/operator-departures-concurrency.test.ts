import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import { authenticatedCard, type CardPayment, purchase, purchasePayload, seatsAt } from '../helpers/checkout';
import type { OperatorWorld } from '../helpers/operators';
import { departureRow, operatorFixture, patchDeparture } from '../helpers/operator-availability';
import type { TestApp } from '../helpers/test-app';

/**
 * An operator lowering a departure's capacity or closing it while travellers buy it
 * (docs/decisions/0060-operator-availability.md): both take the departure's row lock, so no seat is ever
 * sold that the departure does not have. On PostgreSQL the requests really run side by side; the
 * embedded engine runs them one at a time, with smaller runs of the same checks.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const RUNS = onPostgres ? 3 : 1;
const BUYERS = onPostgres ? 16 : 6;
/** One adult on the fixture (50 USD) plus the 1 USD service fee. */
const PRICE = 51;
const mondays = ['2026-11-30', '2026-12-07', '2026-12-14'];

let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;

beforeAll(async () => {
  ({ t, world, f } = await operatorFixture({ CAPTCHA_PROVIDER: 'off' }));
}, 300_000);
afterAll(() => t?.close());

async function buyers(count: number, date: string) {
  const people = await Promise.all(Array.from({ length: count }, () => signUpVerified(t)));
  const cards: CardPayment[] = [];
  for (const person of people) cards.push(await authenticatedCard(t, person.token, PRICE));
  return people.map(
    (person, i) => () => purchase(t, person.token, purchasePayload(f, cards[i], { booking_date: date })),
  );
}

describe('capacity under concurrent purchases', () => {
  it('never sells more seats than the departure has while its operator lowers the capacity', async () => {
    for (let run = 0; run < RUNS; run++) {
      const date = mondays[run]!;
      const buys = await buyers(BUYERS, date);
      const half = Math.floor(BUYERS / 2);
      const [lowered, ...answers] = await Promise.all([
        // The change is sent among the purchases: before, between or after them, as it happens.
        Promise.resolve().then(() =>
          patchDeparture(t, world.callers.staffA, {
            experience_id: f.experienceId,
            date,
            hour: '08:00',
            capacity: 3,
          }),
        ),
        ...buys.slice(0, half).map((buy) => buy()),
        ...buys.slice(half).map((buy) => buy()),
      ]);
      const sold = answers.filter((answer) => answer.statusCode === 201).length;
      for (const answer of answers.filter((item) => item.statusCode !== 201)) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('CAPACITY_EXCEEDED');
      }
      const row = await departureRow(t, f.experienceId, date, '08:00');
      expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: sold, purchases: sold });
      if (lowered.statusCode === 200) {
        expect(row!.capacity).toBe(3);
        expect(sold).toBeLessThanOrEqual(3);
      } else {
        // Refused: more than 3 were already sold when the change took the row, and it says how many.
        expect(lowered.statusCode).toBe(409);
        expect(lowered.json().seats_taken).toBeGreaterThan(3);
        expect(row!.capacity).toBe(10);
      }
      expect(row!.seats_taken).toBeLessThanOrEqual(row!.capacity);
    }
  }, 600_000);

  it('sells nothing more once a close has committed, whoever raced it', async () => {
    const date = '2026-12-21';
    const buys = await buyers(onPostgres ? 8 : 4, date);
    const [closed, ...answers] = await Promise.all([
      patchDeparture(t, world.callers.ownerA, {
        experience_id: f.experienceId,
        date,
        hour: '08:00',
        closed: true,
      }),
      ...buys.map((buy) => buy()),
    ]);
    expect(closed.statusCode).toBe(200);
    const sold = answers.filter((answer) => answer.statusCode === 201).length;
    expect(await seatsAt(t, f.experienceId, date, '08:00')).toEqual({ counter: sold, purchases: sold });
    const [late] = await buyers(1, date);
    const refused = await late!();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('HOUR_UNAVAILABLE');
  }, 600_000);
});
