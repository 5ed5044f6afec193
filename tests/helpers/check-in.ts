import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { wallClockIn } from '../../common/time/zoned-time';
import { voucherUrl } from '../../domain/purchases/voucher-url';
import { call } from './accounts';
import { insertPurchase, type InsertPurchaseOptions } from './purchase-factory';
import type { TestApp } from './test-app';

/** A published experience of a company, its zone, and "today" on its clock at `now`. */
export async function companyExperience(t: TestApp, companyId: number, now: Date) {
  const [row] = await queryRows<{ id: number; time_zone: string }>(
    t.app.db,
    sql`select e.id, c.time_zone from experiences e join countries c on c.id = e.country_id
        where e.company_id = ${companyId} and e.status = 'published' order by e.id limit 1`,
  );
  if (!row) throw new Error(`company ${companyId} has no published experience`);
  return { id: row.id, timeZone: row.time_zone, today: wallClockIn(row.time_zone, now).date };
}

/** A booking of the experience (confirmed, two adults and a child, one lunch each, unless said). */
export function booking(t: TestApp, experienceId: number, options: InsertPurchaseOptions = {}) {
  return insertPurchase(t.app.db, { experienceId, firstName: 'Lucía', lastName: 'Mora', ...options });
}

/** What the voucher's QR holds. */
export const qrText = (purchase: { code: string; token: string | null }) =>
  voucherUrl('https://rumbo.example', { code: purchase.code, token: purchase.token ?? '' });

/** A purchase's voucher: its code and the secret token its QR and link carry. */
export async function voucherOf(t: TestApp, id: number): Promise<{ code: string; token: string }> {
  const [row] = await queryRows<{ code: string; token: string | null }>(
    t.app.db,
    sql`select code, voucher_token as token from purchases where id = ${id}`,
  );
  if (!row?.token) throw new Error(`purchase ${id} has no voucher`);
  return { code: row.code, token: row.token };
}

export const scan = (t: TestApp, token: string, scanned: string, lang: 'es' | 'en' = 'es') =>
  call(t, 'operator/check-in', { token, payload: { scanned }, lang });

export const markNoShow = (t: TestApp, token: string, id: number) =>
  call(t, `operator/bookings/${id}/no-show`, { method: 'POST', token });

/** The attendance columns of a purchase. */
export async function attendanceOf(t: TestApp, id: number) {
  const [row] = await queryRows<{
    checked_in_at: Date | string | null;
    checked_in_by: number | null;
    no_show_at: Date | string | null;
    status: string;
    refunded_cents: number;
  }>(
    t.app.db,
    sql`select checked_in_at, checked_in_by, no_show_at, status::text as status, refunded_cents
        from purchases where id = ${id}`,
  );
  return row!;
}

/** The audit records of a purchase's attendance, oldest first. */
export function attendanceAudit(t: TestApp, id: number) {
  return queryRows<{ action: string; actor_id: number }>(
    t.app.db,
    sql`select action, actor_id from audit_log where entity = 'purchase' and entity_id = ${String(id)}
        order by id`,
  );
}
