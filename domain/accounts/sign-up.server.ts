import type { Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { enqueueEmail } from '../emails/outbox.server';
import type { PromotionalEmailLinks } from '../emails/rendered-email';
import { renderWelcomeEmail } from '../emails/welcome-email';
import { AppError } from '../errors';
import { renderVerifyEmailEmail } from '../emails/verify-email-email';
import { attachReferral } from '../referrals/attach-referral.server';
import type { SignUpAutoInput, SignUpInput } from './auth-input';
import { hashPassword } from './password-hash.server';
import { newReferralCode } from './random-codes';
import { createSession, type SessionMeta } from './session.server';
import { heldOnlyByUnverifiedGuest } from './email-verification';
import { issueVerificationLink } from './email-verification.server';
import { requestFinishSignUp } from './guest-takeover.server';
import { findActiveUserByEmail, isUniqueViolation } from './users.server';

export interface SignUpContext {
  lang: Lang;
  links: PromotionalEmailLinks;
  meta: SessionMeta;
  now: Date;
  signupCreditCents: number;
  /** The referral code from the body, else from the `referent` cookie set by /referent/{code}. */
  referentCode?: string | undefined;
  /** The browser's device id (docs/decisions/0042), stored with the referral for the self-referral check. */
  deviceId?: string | undefined;
}

export interface SignedIn {
  userId: number;
  token: string;
}

/**
 * A sign-up either opens the new account's session, or, for an address held only by an unverified guest
 * account, e-mails the link that finishes it (docs/decisions/0043) and signs nobody in.
 */
export type SignUpResult = { signedIn: SignedIn } | { finishLinkSent: true };

/** docs/product.md § Errors: a taken e-mail answers the same generic message as any other sign-up failure. */
const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'signUpForm.errors.verifyInformation');

/**
 * Creates an account and, in the same transaction, its referral link, its own referral code, its welcome
 * e-mail with the link that verifies the address (which brings the sign-up credit, docs/decisions/0043)
 * and its first session: either all of it exists or none of it.
 */
export async function signUp(db: Db, input: SignUpInput, context: SignUpContext): Promise<SignUpResult> {
  const existing = await findActiveUserByEmail(db, input.email);
  if (existing) {
    // An unverified guest account proves nothing about the address: it never stands in the owner's way.
    if (!heldOnlyByUnverifiedGuest(existing)) throw emailTaken();
    await requestFinishSignUp(db, existing, input, context);
    return { finishLinkSent: true };
  }
  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(input.password);
  const { now } = context;
  try {
    return await db.transaction(async (tx) => {
      const referralCode = newReferralCode();
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          country: input.country,
          language: context.lang,
          referralCode,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await attachReferral(tx, user.id, context.referentCode, now, context.deviceId);
      const to = { email: input.email, name: `${input.first_name} ${input.last_name}` };
      const verifyUrl = await issueVerificationLink(
        tx,
        { userId: user.id, email: input.email, purpose: 'verify' },
        context.links,
        now,
      );
      const mail = { lang: context.lang, links: context.links, firstName: input.first_name, verifyUrl };
      const welcomed = await enqueueEmail(
        tx,
        to,
        renderWelcomeEmail({
          ...mail,
          email: input.email,
          creditCents: context.signupCreditCents,
          referralCode,
        }),
        now,
      );
      // The welcome is promotional: an address that unsubscribed gets the link on its own.
      if (!welcomed) {
        await enqueueEmail(
          tx,
          to,
          renderVerifyEmailEmail({ ...mail, creditCents: context.signupCreditCents }),
          now,
        );
      }
      const token = await createSession(tx, user.id, context.meta, now);
      return { signedIn: { userId: user.id, token } };
    });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
}

/**
 * PayPal guest checkout (docs/product.md § States, § Roles): a new account without a password. Its sessions
 * are guest sessions (server/plugins/auth): they can pay but cannot read or change the account. An address
 * that already has an account, guest or full, answers the same 409 after the same work: typing an e-mail
 * proves nothing about owning it, so it never opens a session on an existing account, and the answer does not
 * tell guests from full accounts. Their owner's way in is recovery (docs/decisions/0010).
 */
export async function signUpAuto(
  db: Db,
  input: SignUpAutoInput,
  context: Omit<SignUpContext, 'signupCreditCents' | 'referentCode' | 'deviceId'>,
): Promise<SignedIn> {
  const { now } = context;
  if (await findActiveUserByEmail(db, input.email)) throw emailTaken();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          language: context.lang,
          isAutogenerated: true,
          referralCode: newReferralCode(),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      return { userId: user.id, token: await createSession(tx, user.id, context.meta, now) };
    });
  } catch (error) {
    // A concurrent sign-up for the same address created it first: it is someone else's now.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
}
