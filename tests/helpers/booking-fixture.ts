import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUpVerified } from './accounts';
import { apiHeaders, createTestApp, type TestApp } from './test-app';

/**
 * One seeded experience given a known schedule, prices, locks and sold seats, so the booking calls can
 * be checked against numbers worked out by hand. TEST_NOW (2026-11-22T15:00Z) is Sunday 10:00 in
 * Panama (UTC-5, no daylight saving):
 * - Monday to Saturday at 08:00 (10 places) and 14:00 (4 places), anticipation 24 hours: the earliest
 *   day is Monday 23, from 10:00 on (so only its 14:00 departure);
 * - Wednesday 25 locked for the whole day, Thursday 26 at 08:00 only;
 * - Tuesday 24 at 14:00: 2 seats confirmed and 2 cancelled, so 2 places left;
 * - Friday 27: both departures sold out (a day as unavailable as a closed one);
 * - adults 50 USD, children 30 USD, no babies' or seniors' price (neither is offered); 1 to 10 persons;
 *   10 % off from 4 participants; a pickup at 15 USD once and a lunch at 12 USD per participant.
 */
export interface BookingFixture {
  experienceId: number;
  companyId: number;
  pickupId: number;
  lunchId: number;
  /** An experience of another company, for coupons limited to one experience. */
  otherExperienceId: number;
}

export async function prepareBookingFixture(t: TestApp): Promise<BookingFixture> {
  const db = t.database.db;
  const [pa] = await queryRows<{ id: number }>(
    db,
    sql`select id from countries where time_zone = 'America/Panama' limit 1`,
  );
  const rows = await queryRows<{ id: number; company_id: number }>(
    db,
    sql`select id, company_id from experiences where status = 'published' order by id limit 2`,
  );
  const [{ id, company_id: companyId }, other] = [rows[0]!, rows[1]!];
  await db.execute(sql`update experiences set country_id = ${pa!.id}, is_package = false,
    price_package_cents = 0, price_adults_cents = 5000, price_children_cents = 3000,
    price_babies_cents = null, price_seniors_cents = null, include_babies = false,
    min_persons = 1, max_persons = 10,
    -- Moved to Panama: its seeded pickup area (a Colombian city) goes, so the country bounds the pickup.
    pickup_area = '[]'::jsonb where id = ${id}`);
  for (const table of ['company_schedules', 'locked_dates', 'unique_dates', 'price_discount_groups']) {
    await db.execute(sql`delete from ${sql.identifier(table)} where experience_id = ${id}`);
  }
  await db.execute(sql`delete from experience_add_ons where experience_id = ${id}`);
  // Seats the demo seed sold on this experience would change the numbers below.
  await db.execute(sql`delete from purchases where experience_id = ${id}`);
  await db.execute(sql`delete from time_slots where experience_id = ${id}`);
  const [schedule] = await queryRows<{ id: number }>(
    db,
    sql`insert into company_schedules (company_id, experience_id, all_days, anticipation_hours)
        values (${companyId}, ${id}, false, 24) returning id`,
  );
  for (const weekday of [1, 2, 3, 4, 5, 6]) {
    await db.execute(sql`insert into schedule_hours (schedule_id, weekday, hour, capacity)
      values (${schedule!.id}, ${weekday}, '08:00', 10), (${schedule!.id}, ${weekday}, '14:00', 4)`);
  }
  await db.execute(sql`insert into locked_dates
    (experience_id, company_id, type_date, lock_full_day, dates, start_date, end_date, time_slots) values
    (${id}, ${companyId}, 0, true, '{2026-11-25}', null, null, '{}'),
    (${id}, ${companyId}, 0, false, '{2026-11-26}', null, null, '{08:00}')`);
  await db.execute(sql`insert into price_discount_groups
    (experience_id, min_participants, max_participants, discount_percent) values (${id}, 4, 10, 10)`);
  const items = await queryRows<{ id: number; type_code: number }>(
    db,
    sql`select distinct on (type_code) id, type_code from add_on_items where type_code in (0, 1)
        order by type_code, id`,
  );
  const itemOf = (code: number) => items.find((item) => item.type_code === code)!.id;
  const [pickup] = await queryRows<{ id: number }>(
    db,
    sql`insert into experience_add_ons (experience_id, add_on_item_id, price_cents, apply_to)
        values (${id}, ${itemOf(0)}, 1500, 1) returning id`,
  );
  const [lunch] = await queryRows<{ id: number }>(
    db,
    sql`insert into experience_add_ons (experience_id, add_on_item_id, price_cents, apply_to)
        values (${id}, ${itemOf(1)}, 1200, 2) returning id`,
  );
  const [buyer] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, first_name, last_name) values ('buyer@example.com', 'Eva', 'Ruiz')
        returning id`,
  );
  let code = 0;
  const purchase = (date: string, hour: string, seats: number, status: string) => {
    code += 1;
    return db.execute(sql`insert into purchases (code, user_id, experience_id, company_id, booking_date,
        booking_hour, time_zone, starts_at, status, total_participants, subtotal_cents, total_cost_cents,
        total_payment_cents, payment_method, commission_cents, operator_payable_cents)
      values (${`FIX${code}`}, ${buyer!.id}, ${id}, ${companyId}, ${date}, ${hour}, 'America/Panama',
        ${`${date}T${hour}:00-05:00`}, ${status}::purchase_status, ${seats}, 0, 0, 0, 'card', 0, 0)`);
  };
  await purchase('2026-11-24', '14:00', 2, 'confirmed');
  await purchase('2026-11-24', '14:00', 2, 'canceled_by_customer');
  await purchase('2026-11-27', '08:00', 6, 'created');
  await purchase('2026-11-27', '08:00', 4, 'completed');
  await purchase('2026-11-27', '14:00', 4, 'in_progress');
  return {
    experienceId: id,
    companyId,
    pickupId: pickup!.id,
    lunchId: lunch!.id,
    otherExperienceId: other.id,
  };
}

/** Coupons of each kind, with codes of their own so the demo seed's never collide. */
async function insertTestCoupons(t: TestApp, f: BookingFixture, travellerId: number) {
  const db = t.database.db;
  await db.execute(sql`insert into coupons (code, percent, max_price_by_experience_cents,
      max_discount_applied_cents, affiliate_code, valid_from, valid_until, max_uses, max_uses_per_user) values
    ('T-TEN', 10, null, null, null, null, null, null, 100),
    ('T-MAX5', 20, null, 500, null, null, null, null, 100),
    ('T-UNDER60', 15, 6000, null, null, null, null, null, 100),
    ('T-EXPIRED', 20, null, null, null, '2026-01-01T00:00Z', '2026-06-30T23:59Z', null, 100),
    ('T-ONCE', 15, null, null, null, null, null, null, 1),
    ('T-LATER', 10, null, null, null, '2027-01-01T00:00Z', null, null, 100),
    ('T-COPA', 10, null, null, 'copa', null, null, null, 100),
    ('T-OTHER', 10, null, null, null, null, null, null, 100),
    ('T-USEDUP', 10, null, null, null, null, null, 1, 100)`);
  await db.execute(sql`insert into coupon_experiences (coupon_id, experience_id)
    select id, ${f.otherExperienceId} from coupons where code = 'T-OTHER'`);
  const [buyer] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = 'buyer@example.com'`,
  );
  await db.execute(sql`insert into coupon_uses (coupon_id, user_id, discount_cents)
    select id, ${travellerId}::int, 100 from coupons where code = 'T-ONCE'
    union all select id, ${buyer!.id}::int, 100 from coupons where code = 'T-USEDUP'`);
}

export interface QuoteOverrides {
  booking_date?: string;
  booking_hour?: string;
  participants?: Record<string, unknown>;
  additional_products?: unknown[];
  coupon_code?: string;
  apply_wallet?: boolean;
  affiliateCode?: string;
  experience_id?: unknown;
}

type Lang = 'es' | 'en';
type CallerOptions = { lang?: Lang; token?: string | undefined; ip?: string };

/** A booking test file's app, fixture and calls; its fields are set once its beforeAll has run. */
export interface BookingSuite {
  t: TestApp;
  f: BookingFixture;
  /** With `traveller` or `coupons`: one with the sign-up credit (15 USD); with `coupons`, who used T-ONCE. */
  traveller: { id: number; token: string };
  get(url: string, lang?: Lang): ReturnType<TestApp['app']['inject']>;
  post(url: string, payload: unknown, lang?: Lang): ReturnType<TestApp['app']['inject']>;
  /** booking/quote for Tuesday 24 at 08:00, 2 adults and a child, unless overridden. */
  quote(overrides?: QuoteOverrides, options?: CallerOptions): ReturnType<typeof call>;
  validate(code: string, extra?: Record<string, unknown>, options?: CallerOptions): ReturnType<typeof call>;
}

/**
 * Registers a booking test file's set-up and tear-down: the server on a fresh database with 12 demo
 * experiences and the fixture above; with `traveller`, a signed-up traveller; with `coupons`, one and the
 * T-* coupons.
 */
export function bookingSuite(
  options: { traveller?: boolean; coupons?: boolean; env?: Record<string, string> } = {},
): BookingSuite {
  const suite = {
    get: (url, lang = 'es') =>
      suite.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: apiHeaders(lang) }),
    post: (url, payload, lang = 'es') =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: apiHeaders(lang),
        payload: payload as object,
      }),
    quote: (overrides = {}, callOptions = {}) =>
      call(suite.t, 'booking/quote', {
        ...callOptions,
        payload: {
          experience_id: suite.f.experienceId,
          booking_date: '2026-11-24',
          booking_hour: '08:00',
          participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
          additional_products: [],
          ...overrides,
        },
      }),
    validate: (code, extra = {}, callOptions = {}) =>
      call(suite.t, 'validate-coupon', {
        ...callOptions,
        payload: { coupon_code: code, experience_id: suite.f.experienceId, ...extra },
      }),
  } as BookingSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ seed: true, experiences: 12, env: options.env });
    suite.f = await prepareBookingFixture(suite.t);
    if (options.traveller || options.coupons) suite.traveller = await signUpVerified(suite.t);
    if (options.coupons) await insertTestCoupons(suite.t, suite.f, suite.traveller.id);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
