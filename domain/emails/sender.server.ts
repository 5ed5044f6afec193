import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { emailAttachments } from '../../db/schema/payments';
import type { EmailAttachment } from './rendered-email';
import type { EmailTransport } from './transport';

/** After this many failed attempts a message is marked failed and left for a person to look at. */
export const MAX_SEND_ATTEMPTS = 5;

/** How long a claimed message is reserved for one sender before another may retry it. */
export const SEND_LEASE_MS = 5 * 60_000;

/** Retry delay after the n-th failure: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

interface ClaimedRow {
  id: number;
  to_email: string;
  to_name: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends due outbox messages, oldest first. Each message is claimed by one statement that pushes its
 * `send_after` forward by a lease (FOR UPDATE SKIP LOCKED picks rows no other sender holds), then sent
 * outside any transaction, so a slow SMTP server never holds a database lock. A sender that dies
 * mid-send leaves the lease to expire and the message is retried: delivery is at least once.
 */
export async function drainOutbox(
  db: Db,
  transport: EmailTransport,
  now: () => Date,
  limit = 50,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const claimedAt = now();
    const [row] = await queryRows<ClaimedRow>(
      db,
      sql`update email_outbox set attempts = attempts + 1,
          send_after = ${new Date(claimedAt.getTime() + SEND_LEASE_MS)}
        where id = (select id from email_outbox where status = 'pending' and send_after <= ${claimedAt}
          order by send_after, id limit 1 for update skip locked)
        returning id, to_email, to_name, subject, html, text, attempts`,
    );
    if (!row) break;
    try {
      const attachments = await loadAttachments(db, row.id);
      await transport.send({
        to: row.to_email,
        toName: row.to_name,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments,
      });
      await queryRows(
        db,
        sql`update email_outbox set status = 'sent', sent_at = ${now()}, last_error = null where id = ${row.id}`,
      );
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      const giveUp = row.attempts >= MAX_SEND_ATTEMPTS;
      await queryRows(
        db,
        sql`update email_outbox set last_error = ${message},
          status = ${giveUp ? 'failed' : 'pending'}::email_status,
          send_after = ${new Date(now().getTime() + retryDelayMs(row.attempts))} where id = ${row.id}`,
      );
      result.failed += 1;
    }
  }
  return result;
}

/** The files of one outbox message, in the order they were written. */
export async function loadAttachments(db: Db, emailId: number): Promise<EmailAttachment[]> {
  const rows = await db
    .select()
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, emailId))
    .orderBy(asc(emailAttachments.id));
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.contentType,
    ...(row.contentId ? { contentId: row.contentId } : {}),
    content: Buffer.from(row.contentBase64, 'base64'),
  }));
}
