import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { renderTemporaryPasswordEmail } from '../emails/temporary-password-email';
import { RECOVERY_RESEND_AFTER_MS } from './abuse-limits';
import { newTemporaryPassword } from './random-codes';
import { TEMPORARY_PASSWORD_TTL_MS } from './temporary-password';
import { hashTemporaryPassword } from './temporary-password-hash.server';
import { findActiveUserByEmail } from './users.server';

export interface RecoveryContext {
  lang: Lang;
  links: EmailLinks;
  now: Date;
}

/**
 * recovery-password (docs/product.md § Account calls), first half, the part the caller waits for: hash a
 * fresh temporary password and look the address up. Both cost the same for every address. For a registered
 * one it returns the second half (store the password, queue the e-mail), which the route runs after
 * answering, so the answer's timing says nothing about who is registered (docs/decisions/0009, 0026).
 */
export async function prepareRecovery(
  db: Db,
  email: string,
  context: RecoveryContext,
): Promise<(() => Promise<void>) | null> {
  const temporaryPassword = newTemporaryPassword();
  const temporaryHash = hashTemporaryPassword(temporaryPassword);
  const user = await findActiveUserByEmail(db, email);
  if (!user) return null;
  return () => issueTemporaryPassword(db, user, temporaryPassword, temporaryHash, context);
}

/**
 * Stores the temporary password (24 hours, one sign-in) and queues its e-mail, in one transaction. It
 * ends no session and restricts none: asking is open to anyone, so only using the password does that
 * (sign-in.server.ts). While a password sent less than RECOVERY_RESEND_AFTER_MS ago is still unused,
 * nothing happens: the owner's inbox already holds a working one, and nobody can flood it.
 */
async function issueTemporaryPassword(
  db: Db,
  user: { id: number; email: string; firstName: string; lastName: string; language: string },
  temporaryPassword: string,
  temporaryHash: string,
  { now, links, lang: requestLang }: RecoveryContext,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS);
  // A password expiring at or before this was sent at least RECOVERY_RESEND_AFTER_MS ago.
  const sentLongAgo = new Date(expiresAt.getTime() - RECOVERY_RESEND_AFTER_MS);
  const lang = isLang(user.language) ? user.language : requestLang;
  await db.transaction(async (tx) => {
    const [replaced] = await tx
      .update(users)
      .set({
        temporaryPasswordHash: temporaryHash,
        temporaryPasswordExpiresAt: expiresAt,
        temporaryPasswordUsedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, user.id),
          or(
            isNull(users.temporaryPasswordHash),
            isNull(users.temporaryPasswordExpiresAt),
            isNotNull(users.temporaryPasswordUsedAt),
            lte(users.temporaryPasswordExpiresAt, sentLongAgo),
          ),
        ),
      )
      .returning({ id: users.id });
    if (!replaced) return;
    await enqueueEmail(
      tx,
      { email: user.email, name: `${user.firstName} ${user.lastName}` },
      renderTemporaryPasswordEmail({
        lang,
        links,
        firstName: user.firstName,
        temporaryPassword,
        validHours: TEMPORARY_PASSWORD_TTL_MS / 3_600_000,
      }),
      now,
    );
  });
}
