import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailAttachments } from '../../db/schema/payments';
import { emailOutbox } from '../../db/schema/platform';

/** An attachment as the mailbox lists it; `url` serves its bytes (developer clients only, like the mailbox). */
export interface MailboxAttachment {
  id: number;
  filename: string;
  content_type: string;
  content_id: string | null;
  size: number;
  url: string;
}

export interface MailboxMessage {
  id: number;
  to: string;
  to_name: string | null;
  template: string;
  lang_code: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  created_at: string;
  sent_at: string | null;
  attachments: MailboxAttachment[];
}

/** The mailbox's address of one attachment's bytes. */
export function mailboxAttachmentPath(emailId: number, attachmentId: number): string {
  return `/dev/mailbox/${emailId}/attachments/${attachmentId}`;
}

/** The outbox as a developer's mailbox, newest first (outside production only: server/plugins/dev-mailbox). */
export async function listMailbox(
  db: DbOrTx,
  options: { to?: string | undefined; limit: number },
): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.toEmail, options.to) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(options.limit);
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, attachments.get(row.id) ?? []));
}

export async function getMailboxMessage(db: DbOrTx, id: number): Promise<MailboxMessage | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ? toMessage(row, (await attachmentsOf(db, [id])).get(id) ?? []) : undefined;
}

/** One attachment's bytes, only under the message it belongs to. */
export async function getMailboxAttachment(
  db: DbOrTx,
  emailId: number,
  attachmentId: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.id, attachmentId), eq(emailAttachments.emailId, emailId)));
  return row
    ? {
        filename: row.filename,
        contentType: row.contentType,
        content: Buffer.from(row.contentBase64, 'base64'),
      }
    : undefined;
}

async function attachmentsOf(db: DbOrTx, emailIds: number[]): Promise<Map<number, MailboxAttachment[]>> {
  const byEmail = new Map<number, MailboxAttachment[]>();
  if (emailIds.length === 0) return byEmail;
  // Sizes, not bytes: each attachment's bytes are fetched from its own URL.
  const rows = await db
    .select({
      id: emailAttachments.id,
      emailId: emailAttachments.emailId,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      contentId: emailAttachments.contentId,
      size: sql<number>`octet_length(decode(${emailAttachments.contentBase64}, 'base64'))`,
    })
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, emailIds))
    .orderBy(asc(emailAttachments.id));
  for (const row of rows) {
    const list = byEmail.get(row.emailId) ?? [];
    list.push({
      id: row.id,
      filename: row.filename,
      content_type: row.contentType,
      content_id: row.contentId,
      size: Number(row.size),
      url: mailboxAttachmentPath(row.emailId, row.id),
    });
    byEmail.set(row.emailId, list);
  }
  return byEmail;
}

function toMessage(row: typeof emailOutbox.$inferSelect, attachments: MailboxAttachment[]): MailboxMessage {
  return {
    id: row.id,
    to: row.toEmail,
    to_name: row.toName,
    template: row.template,
    lang_code: row.langCode,
    subject: row.subject,
    html: row.html,
    text: row.text,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    attachments,
  };
}
