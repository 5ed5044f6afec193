/**
 * Each operator user's choice of operator e-mails (docs/decisions/0064-operator-earnings-basis.md): the
 * columns of its own `company_members` row. A change is audited in its transaction.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { changedFields, recordAudit } from '../audit/audit-log.server';
import type { NotificationChoices } from './notifications-contract';

interface ChoicesRow {
  new_booking: boolean;
  cancellation: boolean;
  daily_manifest: boolean;
  contact_email: string;
}

/** The member's choices and the company's contact address (the company's e-mail when it set none). */
export async function notificationChoices(
  db: DbOrTx,
  member: { companyId: number; userId: number },
  lock = false,
): Promise<ChoicesRow> {
  const [row] = await queryRows<ChoicesRow>(
    db,
    sql`select m.notify_new_booking as new_booking, m.notify_cancellation as cancellation,
        m.notify_daily_manifest as daily_manifest, coalesce(c.contact_email, c.email)::text as contact_email
      from company_members m join companies c on c.id = m.company_id
      where m.company_id = ${member.companyId} and m.user_id = ${member.userId}
      ${lock ? sql`for update of m` : sql``}`,
  );
  // operatorAccess found the membership in this request: only a removal racing it gets here.
  if (!row) throw new Error(`no membership of user ${member.userId} in company ${member.companyId}`);
  return row;
}

/** Replaces the member's three choices; answers them as stored. */
export async function chooseNotifications(
  db: Db,
  member: { companyId: number; userId: number },
  choices: NotificationChoices,
  now: Date,
): Promise<ChoicesRow> {
  return db.transaction(async (tx) => {
    const before = await notificationChoices(tx, member, true);
    await tx.execute(
      sql`update company_members set notify_new_booking = ${choices.new_booking},
        notify_cancellation = ${choices.cancellation}, notify_daily_manifest = ${choices.daily_manifest}
        where company_id = ${member.companyId} and user_id = ${member.userId}`,
    );
    const change = changedFields(
      {
        new_booking: before.new_booking,
        cancellation: before.cancellation,
        daily_manifest: before.daily_manifest,
      },
      { ...choices },
    );
    if (change) {
      await recordAudit(tx, {
        actorId: member.userId,
        actorKind: 'operator',
        companyId: member.companyId,
        action: 'member.notifications',
        entity: 'company_member',
        entityId: member.userId,
        ...change,
        at: now,
      });
    }
    return { ...before, ...choices };
  });
}
