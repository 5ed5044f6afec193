import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailUnsubscriptions } from '../../db/schema/accounts';
import { emailOutbox } from '../../db/schema/platform';
import type { RenderedEmail } from './rendered-email';

/**
 * Writes an e-mail to the outbox inside the caller's transaction: it is sent if and only if the change
 * that caused it commits. Promotional mail to an address that unsubscribed is not written at all.
 * Returns whether it was queued.
 */
export async function enqueueEmail(
  tx: DbOrTx,
  to: { email: string; name?: string | null },
  email: RenderedEmail,
  now: Date,
): Promise<boolean> {
  if (email.kind === 'promotional') {
    const [unsubscribed] = await tx
      .select({ email: emailUnsubscriptions.email })
      .from(emailUnsubscriptions)
      .where(eq(emailUnsubscriptions.email, to.email));
    if (unsubscribed) return false;
  }
  await tx.insert(emailOutbox).values({
    toEmail: to.email,
    toName: to.name ?? null,
    template: email.template,
    langCode: email.lang,
    subject: email.subject,
    html: email.html,
    text: email.text,
    sendAfter: now,
    createdAt: now,
  });
  return true;
}
