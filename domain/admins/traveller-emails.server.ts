/**
 * E-mails the back office sends an account again (docs/decisions/0073-admin-travellers-and-companies): its
 * verification link (the flow of `resend-verification`) or a recovery password (the flow of
 * `recovery-password`, which itself keeps a password sent minutes ago instead of sending another). The
 * route limits how often per account; each request is in the audit log.
 */
import type { Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { resendVerification } from '../accounts/email-verification.server';
import { prepareRecovery } from '../accounts/password-recovery.server';
import { findActiveUser } from '../accounts/users.server';
import { recordAudit } from '../audit/audit-log.server';
import type { EmailLinks } from '../emails/rendered-email';
import { travellerNotFound } from './admin-travellers.server';

export type TravellerEmail = 'verification' | 'recovery';

export async function resendTravellerEmail(
  db: Db,
  adminId: number,
  userId: number,
  kind: TravellerEmail,
  context: { lang: Lang; links: EmailLinks; now: Date; creditCents: number; reason?: string | undefined },
): Promise<void> {
  const user = await findActiveUser(db, userId);
  if (!user) throw travellerNotFound();
  if (kind === 'verification') {
    await resendVerification(db, userId, context);
  } else {
    const issue = await prepareRecovery(db, user.email, context);
    await issue?.();
  }
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: 'user.email',
      entity: 'user',
      entityId: userId,
      before: null,
      after: { kind, reason: context.reason ?? null },
      at: context.now,
    }),
  );
}
