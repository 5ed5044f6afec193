import { sql } from 'drizzle-orm';
import { instantAt } from '../../common/time/zoned-time';
import { recordAudit } from '../../domain/audit/audit-log.server';
import { type DbOrTx, queryRows } from '../client';
import { users } from '../schema/accounts';
import { insertReturningIds } from './insert-rows';
import type { PlannedDemoBooking } from './plan-demo-agenda';
import { OPERATOR_DAY_TRAVELLERS, planDemoOperatorDay } from './plan-demo-operator-day';
import { type DemoBookingContext, writeDemoBooking } from './write-demo-booking';

/** How long before its departure (or before now) a demo traveller was checked in. */
const CHECKED_IN_BEFORE_MS = 10 * 60_000;
/** How long after its departure the demo no-show was marked. */
const NO_SHOW_AFTER_MS = 30 * 60_000;

/**
 * The demo operators' day (plan-demo-operator-day.ts): its travellers, their bookings written like every
 * demo booking (the cancelled one refunded in full), and their attendance as the check-in and no-show
 * routes record it, audited as the company's owner's.
 */
export async function writeDemoOperatorDay(
  db: DbOrTx,
  ctx: DemoBookingContext,
  agenda: readonly PlannedDemoBooking[],
) {
  const companyNames = [...new Set(ctx.planned.map((p) => p.companyName))];
  const bookings = planDemoOperatorDay(
    ctx.planned,
    companyNames,
    new Set(agenda.map((b) => b.experience)),
    (iso) => ctx.zones.get(iso)!,
    instantAt,
    ctx.now,
  );
  if (bookings.length === 0) return;
  const travellerIds = await insertReturningIds(
    db,
    users,
    OPERATOR_DAY_TRAVELLERS.map((t) => ({ ...t, newUser: false })),
  );
  for (const b of bookings) {
    const { id, companyId, startsAt } = await writeDemoBooking(db, ctx, b, {
      userId: travellerIds[b.traveller]!,
      ...(b.token ? { token: b.token } : {}),
    });
    if (!b.attendance) continue;
    const [owner] = await queryRows<{ user_id: number }>(
      db,
      sql`select user_id from company_members where company_id = ${companyId} and role = 'owner'
          order by user_id limit 1`,
    );
    const at =
      b.attendance === 'checked_in'
        ? new Date(Math.min(ctx.now.getTime(), startsAt.getTime()) - CHECKED_IN_BEFORE_MS)
        : new Date(startsAt.getTime() + NO_SHOW_AFTER_MS);
    await db.execute(
      b.attendance === 'checked_in'
        ? sql`update purchases set checked_in_at = ${at}, checked_in_by = ${owner?.user_id ?? null} where id = ${id}`
        : sql`update purchases set no_show_at = ${at} where id = ${id}`,
    );
    if (owner) {
      const column = b.attendance === 'checked_in' ? 'checked_in_at' : 'no_show_at';
      await recordAudit(db, {
        actorId: owner.user_id,
        actorKind: 'operator',
        companyId,
        action: b.attendance === 'checked_in' ? 'booking.check_in' : 'booking.no_show',
        entity: 'purchase',
        entityId: id,
        before: { [column]: null },
        after: { [column]: at.toISOString() },
        at,
      });
    }
  }
}
