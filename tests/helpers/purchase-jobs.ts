import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { Clock } from '../../domain/clock';
import { TEST_NOW } from './test-app';

/** A clock the test moves (the purchases' job reads it once per run). */
export function movableClock(start: Date = TEST_NOW): { clock: Clock; set(at: Date): void } {
  let now = start;
  return {
    clock: () => now,
    set(at: Date) {
      now = at;
    },
  };
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

export interface HistoryRow {
  from_status: string | null;
  to_status: string;
  actor: string;
  created_at: Date | string;
}

/** A purchase's status history, oldest first. */
export function statusHistory(db: DbOrTx, purchaseId: number): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select from_status::text as from_status, to_status::text as to_status, actor, created_at
        from purchase_status_history where purchase_id = ${purchaseId} order by id`,
  );
}

export async function purchaseStatus(db: DbOrTx, purchaseId: number): Promise<string> {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status::text as status from purchases where id = ${purchaseId}`,
  );
  return row!.status;
}

export interface OutboxRow {
  id: number;
  template: string;
  lang_code: string;
  subject: string;
  text: string;
  html: string;
}

/** E-mails written to an address (oldest first), optionally of one template. */
export function outboxTo(db: DbOrTx, email: string, template?: string): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    db,
    sql`select id, template, lang_code, subject, text, html from email_outbox
        where to_email = ${email} ${template ? sql`and template = ${template}` : sql``} order by id`,
  );
}

/** The traveller reviewed the experience already (as the reviews' API would leave it). */
export async function insertReview(db: DbOrTx, userId: number, experienceId: number): Promise<void> {
  await db.execute(sql`insert into reviews (experience_id, user_id, author_first_name, author_last_name, rating)
    values (${experienceId}, ${userId}, 'Eva', 'Ruiz', 5)`);
}

/**
 * `count` copies of a purchase row (own code and voucher token; no participants or add-ons), for the
 * job's batches: far faster than the factory when hundreds are needed.
 */
export async function clonePurchase(db: DbOrTx, purchaseId: number, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
          starts_at, status, lang_code, total_participants, subtotal_cents, add_ons_cents, total_cost_cents,
          wallet_discount_cents, total_payment_cents, payment_method, card_brand, card_last4, voucher_token,
          duration_minutes, cancellation_policy, created_at, updated_at, commission_cents, operator_payable_cents)
        select p.code || '-' || g, p.user_id, p.experience_id, p.company_id, p.booking_date, p.booking_hour,
          p.time_zone, p.starts_at, p.status, p.lang_code, p.total_participants, p.subtotal_cents,
          p.add_ons_cents, p.total_cost_cents, p.wallet_discount_cents, p.total_payment_cents, p.payment_method,
          p.card_brand, p.card_last4, p.voucher_token || '-' || g, p.duration_minutes, p.cancellation_policy,
          p.created_at, p.updated_at, p.commission_cents, p.operator_payable_cents
        from purchases p cross join generate_series(1, ${count}) g where p.id = ${purchaseId}
        returning id`,
  );
  return rows.map((row) => row.id);
}
