import nodemailer from 'nodemailer';
import type { EmailTransport } from './transport';

/**
 * SMTP through nodemailer. SMTP_URL carries host, port, credentials and TLS mode, e.g.
 * smtps://user:pass@smtp.example:465 or smtp://localhost:1025; `from` is the sender address.
 */
export function smtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.toName ? { name: message.toName, address: message.to } : message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // An inline image carries its cid (the HTML's `cid:` URL); nodemailer puts it in a related part.
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          ...(attachment.contentId
            ? { cid: attachment.contentId, contentDisposition: 'inline' as const }
            : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
