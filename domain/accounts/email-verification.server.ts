import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import type { Db, DbOrTx } from '../../db/client';
import { emailVerifications, type SignUpDetails, users } from '../../db/schema/accounts';
import { absoluteUrl } from '../emails/layout';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { renderVerifyEmailEmail } from '../emails/verify-email-email';
import { AppError } from '../errors';
import {
  heldOnlyByUnverifiedGuest,
  VERIFICATION_LINK_TTL_MS,
  VERIFICATION_PATHS,
  VERIFICATION_TOKEN_PATTERN,
  type VerificationPurpose,
} from './email-verification';
import { hashPassword } from './password-hash.server';
import { createSession, revokeAllSessions, type SessionMeta } from './session.server';
import { grantSignupCredit, type SignupCreditSettings } from './signup-credit.server';
import type { SignedIn } from './sign-up.server';
import { findActiveUser } from './users.server';

/** Every refused link answers alike: unknown, forged, used, expired or no longer the account's address. */
export const invalidLink = () =>
  new AppError(400, 'VERIFICATION_LINK_INVALID', 'errors.verificationLinkInvalid');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores a new link for `user` (only its token's SHA-256) in the caller's transaction and returns its URL,
 * the only place the token exists.
 */
export async function issueVerificationLink(
  tx: DbOrTx,
  link: { userId: number; email: string; purpose: VerificationPurpose; details?: SignUpDetails },
  links: EmailLinks,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: link.userId,
    email: link.email,
    purpose: link.purpose,
    details: link.details ?? null,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
    createdAt: now,
  });
  return absoluteUrl(links, `${VERIFICATION_PATHS[link.purpose]}/${token}`);
}

/**
 * Spends a link of `purpose` (once: a conditional update, so of two concurrent uses one wins) and locks
 * its account, still active and still at the address the link was sent to; otherwise throws the one
 * refusal. Any other unused link of the account is spent with it.
 */
export async function spendLink(tx: DbOrTx, token: string, purpose: VerificationPurpose, now: Date) {
  if (!VERIFICATION_TOKEN_PATTERN.test(token)) throw invalidLink();
  const [link] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning();
  if (!link) throw invalidLink();
  await tx.execute(sql`select id from users where id = ${link.userId} for update`);
  const user = await findActiveUser(tx, link.userId);
  if (!user || user.email.toLowerCase() !== link.email.toLowerCase()) throw invalidLink();
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
  return { link, user };
}

export interface VerificationContext {
  now: Date;
  credit: SignupCreditSettings;
}

/**
 * `verify-email` (docs/decisions/0043): the link from the welcome e-mail marks the account's address
 * verified and grants the sign-up credit, once per account and once per address, in one transaction.
 * Returns the cents granted. It signs nobody in: whoever opens the link already reads the mailbox, and
 * the account's sessions are the signer's.
 */
export async function verifyEmail(db: Db, token: string, context: VerificationContext): Promise<number> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const { user } = await spendLink(tx, token, 'verify', now);
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (!verified) return 0;
    return grantSignupCredit(tx, user, context.credit, now);
  });
}

/**
 * `finish-sign-up` (docs/decisions/0043): the link a sign-up sent to an address held only by an unverified
 * guest account. Whoever opens it reads the mailbox, so they choose the password here (never the one typed
 * at that sign-up, which anyone could have typed): the account becomes a full, verified one with the
 * sign-up's details, keeps its bookings, ends every other session (the guest's) and gets the sign-up credit
 * as any new account. Returns the new session and the cents granted.
 */
export async function finishSignUp(
  db: Db,
  input: { token: string; password: string },
  context: VerificationContext & { meta: SessionMeta },
): Promise<SignedIn & { creditCents: number }> {
  const { now } = context;
  if (!(await usableLink(db, input.token, 'finish_sign_up', now))) throw invalidLink();
  // Hashing takes tens of milliseconds: before the transaction, and only for a link that exists.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { link, user } = await spendLink(tx, input.token, 'finish_sign_up', now);
    // A guest who meanwhile set a password or verified through recovery is no longer anyone's to take.
    if (!heldOnlyByUnverifiedGuest(user)) throw invalidLink();
    const details = link.details;
    await tx
      .update(users)
      .set({
        passwordHash,
        isAutogenerated: false,
        emailVerifiedAt: now,
        mustChangePassword: false,
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
        temporaryPasswordUsedAt: null,
        ...(details && {
          firstName: details.firstName,
          lastName: details.lastName,
          phone: details.phone,
          country: details.country,
          language: details.language,
        }),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    const creditCents = await grantSignupCredit(tx, user, context.credit, now);
    const token = await createSession(tx, user.id, context.meta, now);
    return { userId: user.id, token, creditCents };
  });
}

/** Whether a link could be spent now (read only): spares an argon2 hash for a forged one. */
async function usableLink(db: DbOrTx, token: string, purpose: VerificationPurpose, now: Date) {
  if (!VERIFICATION_TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    );
  return Boolean(row);
}

/**
 * `resend-verification`: a new link for the signed-in account, by a transactional e-mail (earlier links
 * keep working until used or expired). The route limits how often (server/rate-limit).
 */
export async function resendVerification(
  db: Db,
  userId: number,
  context: { lang: Lang; links: EmailLinks; now: Date; creditCents: number },
): Promise<void> {
  const { now } = context;
  const user = await findActiveUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.emailVerifiedAt) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', 'errors.emailAlreadyVerified');
  await db.transaction(async (tx) => {
    const verifyUrl = await issueVerificationLink(
      tx,
      { userId: user.id, email: user.email, purpose: 'verify' },
      context.links,
      now,
    );
    await enqueueEmail(
      tx,
      { email: user.email, name: `${user.firstName} ${user.lastName}` },
      renderVerifyEmailEmail({
        lang: isLang(user.language) ? user.language : context.lang,
        links: context.links,
        firstName: user.firstName,
        creditCents: context.creditCents,
        verifyUrl,
      }),
      now,
    );
  });
}
