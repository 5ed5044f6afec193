/**
 * The purchase bench's preparation and checks (bench/purchases.ts times the load): fresh database,
 * the departure's capacity, signed-up travellers with 3-D Secured cards, and the after-run tallies.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DbOrTx, queryRows } from '../db/client';
import { SEAT_HOLDING_STATUSES } from '../domain/purchases/purchase-lifecycle';

const JSON_HEADERS = {
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
};

let ipCounter = 0;
/** A client address of its own (10.x.y.z), as the per-address limits see one shopper. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': nextIp(), ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Runs `work(i)` for i in [0, count) on `width` workers. */
export async function inParallel(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A weekly-scheduled published experience one adult may book alone. */
export async function pickExperience(db: DbOrTx) {
  const [row] = await queryRows<{ id: number; company_id: number }>(
    db,
    sql`select e.id, e.company_id from experiences e
        where e.status = 'published' and e.min_persons <= 1
          and exists (select 1 from company_schedules s where s.experience_id = e.id)
          and not exists (select 1 from unique_dates u where u.experience_id = e.id)
        order by e.rating desc, e.id limit 1`,
  );
  if (!row) throw new Error('no weekly-scheduled experience for one adult');
  return row;
}

const holding = sql.join(
  SEAT_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The departure's counter with `seats` places, the seats seeded purchases hold already counted. */
export async function setCapacity(
  db: DbOrTx,
  departure: { experienceId: number; companyId: number; date: string; hour: string },
  seats: number,
) {
  const { experienceId, companyId, date, hour } = departure;
  await queryRows(
    db,
    sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity, seats_taken)
      select ${experienceId}, ${companyId}, ${date}::date, ${hour}::time, ${seats}::smallint,
        coalesce(sum(p.total_participants), 0)::smallint
      from purchases p where p.experience_id = ${experienceId} and p.booking_date = ${date}::date
        and p.booking_hour = ${hour}::time and p.status in (${holding})
      on conflict (experience_id, slot_date, slot_time) do update set capacity = excluded.capacity`,
  );
}

export async function checks(
  db: DbOrTx,
  departure: { experienceId: number; date: string; hour: string },
  sinceCharges: number,
) {
  const { experienceId, date, hour } = departure;
  const [row] = await queryRows<{
    capacity: number;
    seats_taken: number;
    held: number;
    ledger: number;
    captured: number;
    pending: number;
  }>(
    db,
    sql`select s.capacity, s.seats_taken,
        (select coalesce(sum(p.total_participants), 0)::int from purchases p
          where p.experience_id = ${experienceId} and p.booking_date = ${date}::date
            and p.booking_hour = ${hour}::time and p.status in (${holding})) as held,
        (select coalesce(sum(amount_cents), 0)::int from ledger_entries) as ledger,
        (select count(*)::int from sandbox_charges where status = 'captured'
          and operation in ('authorize', 'charge')) - ${sinceCharges}::int as captured,
        (select count(*)::int from payment_attempts where status = 'pending') as pending
      from time_slots s
      where s.experience_id = ${experienceId} and s.slot_date = ${date}::date and s.slot_time = ${hour}::time`,
  );
  if (!row) throw new Error('the departure has no counter');
  return row;
}

/** A booking selection as purchase-experience takes it (one adult on the bench's departure). */
export interface BenchSelection {
  experience_id: number;
  booking_date: string;
  booking_hour: string;
  participants: { adults: number; children: number; babies: number; seniors: number };
  additional_products: never[];
}

/**
 * The untimed preparation: `connections` travellers sign up, then each of `total` purchases gets a
 * tokenized, 3-D Secured (frictionless Visa) card and a random Idempotency-Key, ready to send as is.
 */
export async function preparePurchases(
  base: string,
  options: {
    selection: BenchSelection;
    amount: number;
    total: number;
    connections: number;
    headers: Record<string, string>;
  },
): Promise<{ body: string; headers: Record<string, string> }[]> {
  const { selection, amount, total, connections, headers: HEADERS } = options;
  const travellers: string[] = [];
  await inParallel(connections, 16, async (i) => {
    const answer = (await post(base, '/api/v1/sign-up', {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: `bench-${i}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+507 6123 4567',
      password: 'Secret123',
      country: 'PA',
      accept_terms: true,
    })) as { token: string };
    travellers[i] = answer.token;
  });
  const requests: { body: string; headers: Record<string, string> }[] = [];
  await inParallel(total, connections, async (i) => {
    const session = { authorization: `Bearer ${travellers[i % connections]}` };
    const { token } = (await post(base, '/sandbox/gateway/tokens', {
      card_number: '4111111111111111',
      expiration_month: 12,
      expiration_year: 2030,
      cvv: '123',
      holder_name: 'Ana Pérez',
    })) as { token: string };
    const setup = await post(base, '/api/v1/auth-setup', { card_token: token }, session);
    const enrolment = await post(
      base,
      '/api/v1/auth-check-enrollment',
      {
        card_token: token,
        reference_id: setup.reference_id,
        amount,
        billing: {
          first_name: 'Ana',
          last_name: 'Pérez',
          email: 'ana@example.com',
          address: 'Calle 50, Edificio Global',
          city: 'Panamá',
          country: 'PA',
          postal_code: '0801',
        },
      },
      session,
    );
    const validated = await post(
      base,
      '/api/v1/validate-authorization',
      { transaction_id: enrolment.transaction_id },
      session,
    );
    if (!validated.authorized) throw new Error('a frictionless card was not authorized');
    requests[i] = {
      body: JSON.stringify({
        ...selection,
        apply_wallet: false,
        payment: { method: 'card', card_token: token, transaction_id: enrolment.transaction_id },
        captcha_token: 'off',
      }),
      headers: {
        ...HEADERS,
        ...session,
        'idempotency-key': randomUUID(),
        'x-forwarded-for': nextIp(),
      },
    };
  });
  return requests;
}
