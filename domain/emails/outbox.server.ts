import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailUnsubscriptions } from '../../db/schema/accounts';
import { emailAttachments } from '../../db/schema/payments';
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
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toEmail: to.email,
      toName: to.name ?? null,
      template: email.template,
      langCode: email.lang,
      subject: email.subject,
      html: email.html,
      text: email.text,
      sendAfter: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  // Same transaction as the message: a sender never claims a row whose files are not written yet.
  const attachments = email.attachments ?? [];
  if (row && attachments.length > 0) {
    await tx.insert(emailAttachments).values(
      attachments.map((attachment) => ({
        emailId: row.id,
        filename: attachment.filename,
        contentType: attachment.contentType,
        contentId: attachment.contentId ?? null,
        contentBase64: attachment.content.toString('base64'),
      })),
    );
  }
  return true;
}
