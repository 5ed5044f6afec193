import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/platform';

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
  return rows.map(toMessage);
}

export async function getMailboxMessage(db: DbOrTx, id: number): Promise<MailboxMessage | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ? toMessage(row) : undefined;
}

function toMessage(row: typeof emailOutbox.$inferSelect): MailboxMessage {
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
  };
}
