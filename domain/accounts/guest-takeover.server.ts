import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications } from '../../db/schema/accounts';
import { renderFinishSignUpEmail } from '../emails/finish-sign-up-email';
import { enqueueEmail } from '../emails/outbox.server';
import type { SignUpInput } from './auth-input';
import { FINISH_SIGN_UP_RESEND_AFTER_MS, VERIFICATION_LINK_TTL_MS } from './email-verification';
import { issueVerificationLink } from './email-verification.server';
import type { SignUpContext } from './sign-up.server';
import type { UserRow } from './users.server';

/**
 * A sign-up on an address held only by an unverified guest account (docs/decisions/0043): nothing changes
 * on the account and nobody is signed in; the address gets a finish-sign-up link, on which whoever reads
 * the mailbox chooses the password (email-verification.server.ts, finishSignUp). While a link sent less
 * than FINISH_SIGN_UP_RESEND_AFTER_MS ago is unused, nothing is sent: nobody can flood the inbox.
 */
export async function requestFinishSignUp(
  db: Db,
  guest: UserRow,
  input: SignUpInput,
  context: Pick<SignUpContext, 'lang' | 'links' | 'now' | 'signupCreditCents'>,
): Promise<void> {
  const { now } = context;
  // A link expiring after this was sent less than FINISH_SIGN_UP_RESEND_AFTER_MS ago.
  const sentRecently = new Date(now.getTime() + VERIFICATION_LINK_TTL_MS - FINISH_SIGN_UP_RESEND_AFTER_MS);
  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, guest.id),
          eq(emailVerifications.purpose, 'finish_sign_up'),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, sentRecently),
        ),
      )
      .limit(1);
    if (recent) return;
    const finishUrl = await issueVerificationLink(
      tx,
      {
        userId: guest.id,
        email: guest.email,
        purpose: 'finish_sign_up',
        details: {
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          country: input.country ?? null,
          language: context.lang,
        },
      },
      context.links,
      now,
    );
    await enqueueEmail(
      tx,
      { email: guest.email, name: `${input.first_name} ${input.last_name}` },
      renderFinishSignUpEmail({
        lang: context.lang,
        links: context.links,
        firstName: input.first_name,
        creditCents: context.signupCreditCents,
        finishUrl,
      }),
      now,
    );
  });
}
