/**
 * An admin takes a live (or paused) experience out of the catalogue with a reason the operator reads in
 * the workspace and by e-mail (docs/decisions/0076-moderation). One transaction on the experience's locked
 * row: the status (`unpublished`, the reason kept in `rejection_reason`), its pending change rejected with
 * the same reason, its search words removed, the audit record and the operator's e-mails. Existing
 * bookings stay as they are; the operator corrects it and submits it again.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { rebuildSearchText } from '../catalog/search-index.server';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { operatorRecipients } from '../operators/operator-recipients';
import { canTakeAction, type ExperienceStatus } from './experience-lifecycle';
import { decideRevision } from './experience-revisions.server';
import { setStatus, type StatusChange, statusConflict } from './experience-status.server';
import { experienceNotFound } from './operator-experiences.server';
import { experienceUnpublishedEmail } from './experience-unpublished-email';

export interface Unpublishing {
  adminId: number;
  reason: string;
  links: EmailLinks;
  now: Date;
}

/** The company's owners and contact address, each once in their language (as booking e-mails do). */
async function ownersOf(tx: Tx, companyId: number) {
  const [company] = await queryRows<{ email: string; name: string; language: string | null }>(
    tx,
    sql`select coalesce(c.contact_email, c.email)::text as email, c.company_name as name,
        (select u.language from company_members o join users u on u.id = o.user_id
          where o.company_id = c.id and o.role = 'owner' order by o.created_at, o.user_id limit 1) as language
      from companies c where c.id = ${companyId}`,
  );
  if (!company) return [];
  const members = await queryRows<{ email: string; firstName: string; language: string }>(
    tx,
    sql`select u.email::text as email, u.first_name as "firstName", u.language
      from company_members m join users u on u.id = m.user_id
      where m.company_id = ${companyId} and m.role = 'owner' order by m.created_at, m.user_id`,
  );
  return operatorRecipients({ contact: company, members });
}

export async function unpublishExperience(db: Db, id: number, input: Unpublishing): Promise<StatusChange> {
  const { adminId, reason, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: ExperienceStatus; company_id: number }>(
      tx,
      sql`select status, company_id from experiences where id = ${id} for update`,
    );
    if (!row) throw experienceNotFound();
    if (!canTakeAction(row.status, 'unpublish')) throw statusConflict(row.status, 'unpublish');
    await setStatus(tx, id, 'unpublish', reason, now);
    const revision = await decideRevision(tx, id, 'rejected', { adminId, reason, now });
    await rebuildSearchText(tx, [id]);
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      companyId: row.company_id,
      action: 'experience.unpublish',
      entity: 'experience',
      entityId: id,
      before: { status: row.status },
      after: { status: 'unpublished', rejection_reason: reason, rejected_revision_id: revision?.id ?? null },
      at: now,
    });
    const names = await queryRows<{ lang_code: string; name: string }>(
      tx,
      sql`select lang_code, name from experience_translations where experience_id = ${id}`,
    );
    const nameIn = (lang: string) =>
      names.find((n) => n.lang_code === lang)?.name ?? names[0]?.name ?? `#${id}`;
    for (const recipient of await ownersOf(tx, row.company_id)) {
      const email = experienceUnpublishedEmail({
        lang: recipient.lang,
        links: input.links,
        recipientName: recipient.name,
        experience: { id, name: nameIn(recipient.lang) },
        reason,
      });
      await enqueueEmail(tx, { email: recipient.email, name: recipient.name }, email, now);
    }
    return { id, from: row.status, status: 'unpublished', liveChanged: row.status === 'published' };
  });
}
