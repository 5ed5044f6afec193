import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { DEMO_OPERATOR_PASSWORD } from '../../db/seed/write-operator-accounts';
import { call, signInSolving } from './accounts';
import type { TestApp } from './test-app';

/** A session of a member of the company (its first owner, or its first staff member). */
export async function companyMember(
  t: TestApp,
  companyId: number,
  role: 'owner' | 'staff',
): Promise<{ token: string; id: number }> {
  const [member] = await queryRows<{ email: string; id: number }>(
    t.database.db,
    sql`select u.email::text as email, u.id from company_members m join users u on u.id = m.user_id
      where m.company_id = ${companyId} and m.role = ${role} order by u.id limit 1`,
  );
  if (!member) throw new Error(`company ${companyId} has no ${role}: was the app seeded?`);
  const answer = await signInSolving(t, member.email, DEMO_OPERATOR_PASSWORD);
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${member.email} failed: ${answer.body}`);
  return { token: answer.json().token as string, id: member.id };
}

/** `POST operator/bookings/{id}/cancel` as an operator. */
export function supplierCancel(
  t: TestApp,
  token: string | undefined,
  purchaseId: number,
  reason: unknown = 'Tormenta tropical: el mar está cerrado a la navegación.',
  lang: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return call(t, `operator/bookings/${purchaseId}/cancel`, { token, lang, payload: { reason } });
}

/** `POST operator/departures/cancel` as an operator. */
export function departureCancel(
  t: TestApp,
  token: string | undefined,
  departure: { experience_id: number; date: string; hour: string },
  reason = 'El guía está enfermo y no hay reemplazo.',
): Promise<LightMyRequestResponse> {
  return call(t, 'operator/departures/cancel', { token, payload: { ...departure, reason } });
}

/** The audit records of a booking's cancellation. */
export function bookingAudits(t: TestApp, purchaseId: number) {
  return queryRows<{ actor_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_id, before, after from audit_log
      where action = 'booking.cancel' and entity = 'purchase' and entity_id = ${String(purchaseId)} order by id`,
  );
}
