import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getMailboxAttachment,
  getMailboxMessage,
  listMailbox,
  type MailboxMessage,
} from '../../domain/emails/mailbox.server';
import { escapeHtml } from '../../domain/emails/escape-html';
import { idSchema } from '../../domain/id-schema';
import { idParams } from '../../domain/contract/common-schemas';
import { developerOnly } from './developer-pages';
import { sendError } from './errors';

const attachmentParams = z.object({ id: idSchema, attachmentId: idSchema });

const attachmentsHtml = (message: MailboxMessage) =>
  message.attachments.length === 0
    ? ''
    : `<ul style="margin:4px 0;font-size:13px">${message.attachments
        .map(
          (attachment) =>
            `<li><a href="${escapeHtml(attachment.url)}">${escapeHtml(attachment.filename)}</a> · ${escapeHtml(attachment.content_type)} · ${attachment.size} bytes${attachment.content_id ? ` · cid:${escapeHtml(attachment.content_id)}` : ''}</li>`,
        )
        .join('')}</ul>`;

/** A message's HTML with its `cid:` images pointed at the mailbox's attachment URLs, so a browser shows them. */
function withInlineImages(message: MailboxMessage): string {
  let html = message.html;
  for (const attachment of message.attachments) {
    if (attachment.content_id) html = html.split(`cid:${attachment.content_id}`).join(attachment.url);
  }
  return html;
}

const mailboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function pageHtml(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0">
<h2 style="font-size:16px;margin:0 0 4px"><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></h2>
<p style="margin:0;color:#555;font-size:13px">To ${escapeHtml(message.to)} · ${escapeHtml(message.template)} · ${escapeHtml(message.lang_code)} · ${escapeHtml(message.status)} · ${escapeHtml(message.created_at)}</p>
${attachmentsHtml(message)}
<details><summary>Text</summary><pre style="white-space:pre-wrap">${escapeHtml(message.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px">
<h1>Mailbox</h1><p>E-mails the product sent, newest first. Development only: not served in production. JSON at <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items || '<p>No e-mail yet.</p>'}
</body></html>`;
}

/**
 * Every e-mail the product wrote, newest first, for people and tests (docs/decisions/0024). It shows
 * temporary passwords, so it answers only a developer's own machine (developer-pages.ts: a loopback
 * socket, no proxy headers, a loopback Host) and is not registered at all when NODE_ENV is production;
 * everyone else gets the 404 of an unknown path (docs/decisions/0024). Fastify matches these static
 * paths before the web app's catch-all, whatever the registration order.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  if (app.env.NODE_ENV === 'production') return;
  const noStore = { 'cache-control': 'no-store' };
  const { constraints } = developerOnly(app);

  app.get(
    '/dev/mailbox.json',
    { constraints, schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof mailboxQuery>;
      return reply.headers(noStore).send({ data: await listMailbox(app.db, query) });
    },
  );

  app.get(
    '/dev/mailbox',
    { constraints, schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof mailboxQuery>;
      const messages = await listMailbox(app.db, query);
      return reply.headers(noStore).type('text/html; charset=utf-8').send(pageHtml(messages));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    { constraints, schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParams>;
      const message = await getMailboxMessage(app.db, id);
      if (!message) return sendError(request, reply, 404, 'EMAIL_NOT_FOUND', 'errors.routeNotFound');
      return reply.headers(noStore).type('text/html; charset=utf-8').send(withInlineImages(message));
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:attachmentId',
    { constraints, schema: { hide: true, params: attachmentParams } },
    async (request, reply) => {
      const { id, attachmentId } = request.params as z.infer<typeof attachmentParams>;
      const attachment = await getMailboxAttachment(app.db, id, attachmentId);
      if (!attachment) return sendError(request, reply, 404, 'EMAIL_NOT_FOUND', 'errors.routeNotFound');
      // Served as a download with its own type: an attachment is never rendered as a page of this origin.
      return reply
        .headers({
          ...noStore,
          'content-disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
          'x-content-type-options': 'nosniff',
        })
        .type(attachment.contentType)
        .send(attachment.content);
    },
  );
}
