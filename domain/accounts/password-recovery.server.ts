import { eq } from 'drizzle-orm';
import { isLang, type Lang } from '../../app/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { renderTemporaryPasswordEmail } from '../emails/temporary-password-email';
import { hashPassword } from './password-hash.server';
import { newTemporaryPassword } from './random-codes';
import { revokeAllSessions } from './session.server';
import { TEMPORARY_PASSWORD_TTL_MS } from './temporary-password';
import { findActiveUserByEmail } from './users.server';

/**
 * recovery-password (spec §7): when the address has an account, a one-time temporary password is set
 * (hashed, 24 hours), every session of the account ends and the password e-mail is queued, all in one
 * transaction. The caller always answers the same, and an unknown address costs the same argon2 work,
 * so the call reveals nothing about who is registered (docs/decisions/0009).
 */
export async function requestPasswordRecovery(
  db: Db,
  email: string,
  context: { lang: Lang; links: EmailLinks; now: Date },
): Promise<void> {
  const temporaryPassword = newTemporaryPassword();
  const temporaryHash = await hashPassword(temporaryPassword);
  const user = await findActiveUserByEmail(db, email);
  if (!user) return;
  const { now } = context;
  const lang = isLang(user.language) ? user.language : context.lang;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        temporaryPasswordHash: temporaryHash,
        temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
        temporaryPasswordUsedAt: null,
        mustChangePassword: true,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    await enqueueEmail(
      tx,
      { email: user.email, name: `${user.firstName} ${user.lastName}` },
      renderTemporaryPasswordEmail({
        lang,
        links: context.links,
        firstName: user.firstName,
        temporaryPassword,
        validHours: TEMPORARY_PASSWORD_TTL_MS / 3_600_000,
      }),
      now,
    );
  });
}
