import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import type { Db, DbOrTx } from '../../db/client';
import { accountDeletionCodes } from '../../db/schema/accounts';
import { renderAccountDeletionCodeEmail } from '../emails/account-deletion-code-email';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { AppError } from '../errors';
import { findActiveUser } from './users.server';

/** How long an e-mailed deletion code works (docs/decisions/0044). */
export const DELETION_CODE_TTL_MS = 15 * 60_000;

const CODE_PATTERN = /^\d{6}$/;

export const invalidDeletionCode = () =>
  new AppError(400, 'INVALID_DELETION_CODE', 'profile.errors.deleteCodeInvalid');

/** An HMAC of the code bound to its account, keyed with the server's SIGNING_SECRET. */
function codeHash(signingSecret: string, userId: number, code: string): string {
  return createHmac('sha256', signingSecret)
    .update(`account-deletion-code\u0000${userId}\u0000${code}`)
    .digest('base64url');
}

/** Six digits as typed: spaces and dashes a person copies along are ignored. */
const tidyCode = (code: string) => code.replace(/[\s-]/g, '');

export interface DeletionCodeContext {
  lang: Lang;
  links: EmailLinks;
  signingSecret: string;
  now: Date;
}

/**
 * E-mails a 6-digit code to an account without a password of its own (a PayPal guest), the proof that
 * the person deleting it holds its mailbox. A new code replaces the previous one; the row and the e-mail
 * are written in one transaction. Accounts with a password confirm with it instead (409).
 */
export async function sendDeletionCode(db: Db, userId: number, context: DeletionCodeContext): Promise<void> {
  const user = await findActiveUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.passwordHash)
    throw new AppError(409, 'DELETION_CODE_NOT_NEEDED', 'profile.errors.deleteCodeNotNeeded');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { now } = context;
  const row = {
    codeHash: codeHash(context.signingSecret, userId, code),
    expiresAt: new Date(now.getTime() + DELETION_CODE_TTL_MS),
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletionCodes)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: accountDeletionCodes.userId, set: row });
    await enqueueEmail(
      tx,
      { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
      renderAccountDeletionCodeEmail({
        lang: isLang(user.language) ? user.language : context.lang,
        links: context.links,
        firstName: user.firstName,
        code,
        validMinutes: DELETION_CODE_TTL_MS / 60_000,
      }),
      now,
    );
  });
}

/**
 * Spends the account's code when it matches and has not expired (inside the deletion's transaction, so
 * two requests cannot both use it); otherwise 400 INVALID_DELETION_CODE and nothing changes.
 */
export async function spendDeletionCode(
  tx: DbOrTx,
  signingSecret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<void> {
  const typed = tidyCode(code);
  if (!CODE_PATTERN.test(typed)) throw invalidDeletionCode();
  const spent = await tx
    .delete(accountDeletionCodes)
    .where(
      and(
        eq(accountDeletionCodes.userId, userId),
        eq(accountDeletionCodes.codeHash, codeHash(signingSecret, userId, typed)),
        gt(accountDeletionCodes.expiresAt, now),
      ),
    )
    .returning({ userId: accountDeletionCodes.userId });
  if (spent.length === 0) throw invalidDeletionCode();
}
