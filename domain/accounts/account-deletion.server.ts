import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { favorites, reviews } from '../../db/schema/engagement';
import { analyticsEvents, emailOutbox } from '../../db/schema/platform';
import { purchases } from '../../db/schema/purchases';
import { renderAccountDeletedEmail } from '../emails/account-deleted-email';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { AppError } from '../errors';
import { centsToUsd, formatUsd } from '../pricing/money';
import { recomputeExperienceRatings } from '../reviews/rating-aggregate.server';
import { walletBalanceCents } from '../wallet/ledger.server';
import { spendDeletionCode } from './account-deletion-code.server';
import { removeAvatar } from './avatar-image.server';
import { verifyPassword } from './password-hash.server';
import { revokeAllSessions } from './session.server';
import { findActiveUser } from './users.server';

/** docs/product.md § Roles: deletion is refused while a booking is pending, confirmed or in progress. */
const OPEN_PURCHASE_STATUSES = ['created', 'confirmed', 'in_progress'] as const;

/**
 * Deleted rows keep a unique, undeliverable address (RFC 2606 .invalid) so the real one can sign up again.
 */
function tombstoneEmail(userId: number): string {
  return `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`;
}

export interface DeletionContext {
  lang: Lang;
  links: EmailLinks;
  mediaDir: string;
  /** Keys the hashes of e-mailed deletion codes (SIGNING_SECRET). */
  signingSecret: string;
  now: Date;
}

/** How the person confirms (docs/decisions/0044): what they asked for and the proof that it is them. */
export interface DeletionConfirmation {
  deleteComments: boolean;
  /** The account's password, for an account that has one. */
  password?: string;
  /** The e-mailed code, for an account without a password of its own (a PayPal guest). */
  code?: string;
  /** The wallet credit, in cents, the person was shown and accepts to lose; needed when there is some. */
  forfeitCreditCents?: number;
}

/** What deleting would cost and how it is confirmed: the page and `GET delete-profile/{id}` show it. */
export interface DeletionTerms {
  balanceCents: number;
  confirmWith: 'password' | 'email_code';
}

export async function deletionTerms(db: Db, userId: number): Promise<DeletionTerms> {
  const user = await findActiveUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  return {
    balanceCents: await walletBalanceCents(db, userId),
    confirmWith: user.passwordHash ? 'password' : 'email_code',
  };
}

/** 409 naming the credit that would be lost, when the person did not accept losing that much. */
const creditNotAccepted = (balanceCents: number, lang: Lang) =>
  new AppError(
    409,
    'WALLET_CREDIT_NOT_ACCEPTED',
    'profile.errors.deleteCreditNotAccepted',
    { amount: formatUsd(balanceCents, lang) },
    { available_balance: centsToUsd(balanceCents) },
  );

/**
 * Deletes an account (docs/decisions/0010, 0044) once the person proved it is them (the password, or the
 * e-mailed code for an account without one: a wrong one deletes nothing) and accepted losing the wallet
 * credit, checked against the balance inside the transaction. The row stays as an anonymous tombstone, because purchases,
 * ledger entries and referrals point at it and the ledger is immutable; everything that identifies the
 * person is scrubbed. Favourites go; reviews go entirely with `deleteComments`, otherwise they stay
 * under the name they were published with, detached from the account. Every session ends, and the
 * confirmation is queued to the original address, all in one transaction.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  confirmation: DeletionConfirmation,
  context: DeletionContext,
): Promise<{ forfeitedCreditCents: number }> {
  const { now } = context;
  const { deleteComments } = confirmation;
  const user = await findActiveUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.passwordHash) {
    if (!confirmation.password) {
      throw new AppError(400, 'PASSWORD_REQUIRED', 'profile.errors.deletePasswordRequired');
    }
    if (!(await verifyPassword(user.passwordHash, confirmation.password))) {
      throw new AppError(401, 'INVALID_CREDENTIALS', 'profile.errors.deletePasswordIncorrect');
    }
  } else if (!confirmation.code) {
    throw new AppError(400, 'DELETION_CODE_REQUIRED', 'profile.errors.deleteCodeRequired');
  }

  const forfeitedCreditCents = await db.transaction(async (tx) => {
    // Lock the row: a purchase starting at this moment waits, then sees a deleted account.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    // Spent here, so two requests cannot both use it; any refusal below rolls the spending back.
    if (!user.passwordHash) {
      await spendDeletionCode(tx, context.signingSecret, userId, confirmation.code ?? '', now);
    }
    const [open] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), inArray(purchases.status, [...OPEN_PURCHASE_STATUSES])))
      .limit(1);
    if (open) throw new AppError(409, 'ACCOUNT_HAS_OPEN_PURCHASES', 'profile.cantDeleteAccount');
    // Read in the deleting transaction: the balance accepted is the one lost, not the page's old copy.
    const balanceCents = await walletBalanceCents(tx, userId);
    if (balanceCents > (confirmation.forfeitCreditCents ?? 0))
      throw creditNotAccepted(balanceCents, context.lang);

    await tx.delete(favorites).where(eq(favorites.userId, userId));
    if (deleteComments) {
      const removed = await tx
        .delete(reviews)
        .where(eq(reviews.userId, userId))
        .returning({ experienceId: reviews.experienceId });
      await recomputeExperienceRatings(tx, [...new Set(removed.map((row) => row.experienceId))]);
    } else {
      await tx.update(reviews).set({ userId: null, authorAvatarUrl: null }).where(eq(reviews.userId, userId));
    }
    await revokeAllSessions(tx, userId, now);
    await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
    // Earlier mail to the address names the person and is moot now: delivered copies are not needed,
    // and a welcome or temporary password still waiting must not arrive after the confirmation.
    await tx.delete(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    await enqueueEmail(
      tx,
      { email: user.email, name: `${user.firstName} ${user.lastName}` },
      renderAccountDeletedEmail({
        lang: isLang(user.language) ? user.language : context.lang,
        links: context.links,
        firstName: user.firstName,
        commentsDeleted: deleteComments,
      }),
      now,
    );
    await tx
      .update(users)
      .set({
        email: tombstoneEmail(userId),
        passwordHash: null,
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
        temporaryPasswordUsedAt: null,
        mustChangePassword: false,
        firstName: '',
        lastName: '',
        country: null,
        birthDate: null,
        address: null,
        avatarUrl: null,
        phone: null,
        dni: null,
        postalCode: null,
        bookingCountry: null,
        bookingCity: null,
        referralCode: null,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return balanceCents;
  });
  // After the commit: a failed deletion must not lose the photo.
  await removeAvatar(context.mediaDir, user.avatarUrl);
  return { forfeitedCreditCents };
}
