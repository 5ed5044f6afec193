import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { violatedConstraint } from '../../db/violated-constraint';
import { createTestDatabase } from '../helpers/test-database';
import { refusal } from '../helpers/database-refusal';

/** Rules the schema itself enforces, whatever code writes to it: money and capacity cannot go wrong. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

describe('wallet ledger', () => {
  it('accepts a balanced transaction and refuses an unbalanced one at commit', async () => {
    await run(sql`insert into ledger_accounts (kind) values ('promotions_expense')`);
    await run(
      sql`insert into users (email, first_name, last_name) values ('ana@example.com', 'Ana', 'Pérez')`,
    );
    await run(sql`insert into ledger_accounts (kind, user_id) select 'user_wallet', id from users`);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_transactions (kind, reference_type, reference_id) values ('signup_credit', 'user', '1')`,
      );
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
        select t.id, a.id, case when a.kind = 'user_wallet' then 1500 else -1500 end
        from ledger_transactions t, ledger_accounts a`);
    });
    const [balance] = (
      (await run(sql`select sum(amount_cents)::int as cents from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.kind = 'user_wallet'`)) as unknown as {
        rows: { cents: number }[];
      }
    ).rows;
    expect(balance?.cents).toBe(1500);

    expect(
      await refusal(
        database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into ledger_transactions (kind, reference_type, reference_id) values ('gift', 'user', '2')`,
          );
          await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
          select max(t.id), (select id from ledger_accounts where kind = 'user_wallet'), 999 from ledger_transactions t`);
        }),
      ),
    ).toMatch(/ledger transaction \d+ is not balanced/);
  });

  it('never lets an entry change or disappear', async () => {
    expect(await refusal(run(sql`update ledger_entries set amount_cents = 1`))).toMatch(
      /ledger entries are immutable/,
    );
    expect(await refusal(run(sql`delete from ledger_entries`))).toMatch(/ledger entries are immutable/);
  });

  it('posts the same cause only once', async () => {
    expect(
      await refusal(
        run(
          sql`insert into ledger_transactions (kind, reference_type, reference_id) values ('signup_credit', 'user', '1')`,
        ),
      ),
    ).toMatch(/ledger_transactions_reference_idx/);
  });
});

describe('capacity and amounts', () => {
  it('refuses a time slot with more seats taken than places', async () => {
    await run(
      sql`insert into countries (iso_code, time_zone, latitude, longitude) values ('PA', 'America/Panama', 9, -79.5)`,
    );
    await run(
      sql`insert into destinations (country_id, latitude, longitude) select id, 9, -79.5 from countries`,
    );
    await run(sql`insert into companies (company_name, owner_first_name, owner_last_name, email, country_id)
      select 'Tours', 'Ana', 'Pérez', 'ops@example.com', id from countries`);
    await run(sql`insert into experiences (country_id, destination_id, company_id, latitude, longitude, duration_minutes,
        price_adults_cents, display_price_cents)
      select c.id, d.id, co.id, 9, -79.5, 120, 4500, 4500 from countries c, destinations d, companies co`);
    await run(sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity)
      select e.id, e.company_id, '2026-12-01', '08:00', 2 from experiences e`);
    await run(sql`update time_slots set seats_taken = seats_taken + 2`);
    expect(await refusal(run(sql`update time_slots set seats_taken = seats_taken + 1`))).toMatch(
      /time_slots_capacity_check/,
    );
    expect(
      await refusal(
        run(sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity)
        select e.id, e.company_id, '2026-12-01', '08:00', 5 from experiences e`),
      ),
    ).toMatch(/time_slots_unique_idx/);
  });

  it('refuses a purchase whose card and wallet parts do not add up to its total', async () => {
    expect(
      await refusal(
        run(sql`insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
          starts_at, total_participants, subtotal_cents, total_cost_cents, wallet_discount_cents, total_payment_cents,
          payment_method, commission_cents, operator_payable_cents)
        select 'ABC123', u.id, e.id, e.company_id, '2026-12-01', '08:00', 'America/Panama', now(), 1, 4500, 4600, 500, 4000, 'card',
          900, 3600
        from users u, experiences e`),
      ),
    ).toMatch(/purchases_amounts_check/);
  });

  it('keeps gift cards between 5 and 200 USD', async () => {
    expect(
      await refusal(
        run(sql`insert into gift_cards (amount_cents, total_cents, celebration_type, delivery_date, sender_name,
          sender_email, receiver_name, receiver_email, redeemable_until)
        values (400, 400, 'birthday', '2026-12-01', 'Ana', 'a@example.com', 'Luis', 'l@example.com', now())`),
      ),
    ).toMatch(/gift_cards_amount_check/);
  });
});

describe('coupon limits (docs/decisions/0045)', () => {
  /** The constraint a write was refused by, as the coupon's code reads it (db/violated-constraint.ts). */
  async function refusedBy(write: Promise<unknown>): Promise<string | null> {
    try {
      await write;
    } catch (error) {
      return violatedConstraint(error, '23514');
    }
    throw new Error('the database accepted the write');
  }
  const use = (code: string, email: string) =>
    run(sql`insert into coupon_uses (coupon_id, user_id, discount_cents)
      select c.id, u.id, 100 from coupons c, users u where c.code = ${code} and u.email = ${email}`);
  const counts = async () =>
    (
      (await run(sql`select c.code::text as code, c.uses_count as total,
          (select coalesce(sum(m.uses), 0)::int from coupon_user_uses m where m.coupon_id = c.id) as mine,
          (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as rows
        from coupons c where c.code in ('DB-ONCE', 'DB-FIRST2') order by c.code`)) as unknown as {
        rows: { code: string; total: number; mine: number; rows: number }[];
      }
    ).rows;

  it('records a use only within the traveller’s limit and the coupon’s, whatever code writes it', async () => {
    await run(sql`insert into users (email, first_name, last_name) values
      ('c1@example.com', 'Ana', 'Uno'), ('c2@example.com', 'Luis', 'Dos')`);
    await run(sql`insert into coupons (code, percent, max_uses, max_uses_per_user) values
      ('DB-ONCE', 10, null, 1), ('DB-FIRST2', 10, 2, 10)`);
    await use('DB-ONCE', 'c1@example.com');
    expect(await refusedBy(use('DB-ONCE', 'c1@example.com'))).toBe('coupon_uses_max_uses_per_user');
    await use('DB-ONCE', 'c2@example.com');
    await use('DB-FIRST2', 'c1@example.com');
    await use('DB-FIRST2', 'c2@example.com');
    expect(await refusedBy(use('DB-FIRST2', 'c1@example.com'))).toBe('coupon_uses_max_uses');
    expect(await counts()).toEqual([
      { code: 'DB-FIRST2', total: 2, mine: 2, rows: 2 },
      { code: 'DB-ONCE', total: 2, mine: 2, rows: 2 },
    ]);
  });

  it('frees a place when a use is given back, and never lets a use change hands', async () => {
    await run(sql`delete from coupon_uses where coupon_id = (select id from coupons where code = 'DB-FIRST2')
      and user_id = (select id from users where email = 'c2@example.com')`);
    await use('DB-FIRST2', 'c1@example.com');
    expect(await counts()).toEqual([
      { code: 'DB-FIRST2', total: 2, mine: 2, rows: 2 },
      { code: 'DB-ONCE', total: 2, mine: 2, rows: 2 },
    ]);
    expect(
      await refusal(
        run(sql`update coupon_uses set user_id = (select id from users where email = 'c2@example.com')
          where coupon_id = (select id from coupons where code = 'DB-FIRST2')`),
      ),
    ).toMatch(/keeps its coupon and its traveller/);
  });
});
