import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { call } from './accounts';
import type { TestApp } from './test-app';

/** `POST admin/purchases/{id}/refund` (docs/decisions/0074-admin-booking-support) under an Idempotency-Key. */
export function adminRefund(
  t: TestApp,
  token: string | undefined,
  purchaseId: number,
  body: unknown,
  options: { key?: string | null; lang?: 'es' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  const key =
    options.key === undefined ? `refund-${purchaseId}-${Math.random().toString(36).slice(2)}` : options.key;
  return call(t, `admin/purchases/${purchaseId}/refund`, {
    token,
    lang: options.lang,
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** `POST admin/purchases/{id}/cancel`. */
export function adminCancel(
  t: TestApp,
  token: string | undefined,
  purchaseId: number,
  reason: unknown = 'El viajero llamó: enfermedad en la familia.',
  lang: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return call(t, `admin/purchases/${purchaseId}/cancel`, { token, lang, payload: { reason } });
}

/** The audit records of a booking written by admins, oldest first. */
export function adminBookingAudits(t: TestApp, purchaseId: number) {
  return queryRows<{
    action: string;
    actor_id: number;
    company_id: number | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>(
    t.database.db,
    sql`select action, actor_id, company_id, before, after from audit_log
      where entity = 'purchase' and entity_id = ${String(purchaseId)} and actor_kind = 'admin' order by id`,
  );
}

/** The reversals of a booking's payable posted to its company, in cents (positive), oldest first. */
export function payableReversals(t: TestApp, purchaseId: number) {
  return queryRows<{ reference_type: string; cents: number }>(
    t.database.db,
    sql`select t.reference_type, -e.amount_cents as cents from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
      where t.kind = 'operator_earning_reversal' and (
        (t.reference_type = 'purchase' and t.reference_id = ${String(purchaseId)})
        or (t.reference_type = 'purchase_refund' and t.reference_id in
          (select id::text from purchase_refunds where purchase_id = ${purchaseId})))
      order by t.id`,
  );
}

/** The booking's price paid for the experience and the operator's payable, in cents. */
export async function bookingShare(t: TestApp, purchaseId: number) {
  const [row] = await queryRows<{ price: number; payable: number; code: string }>(
    t.database.db,
    sql`select total_cost_cents - service_fee_cents as price, operator_payable_cents as payable, code
      from purchases where id = ${purchaseId}`,
  );
  return row!;
}
