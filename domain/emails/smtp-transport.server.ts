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
      });
    },
    close() {
      transporter.close();
    },
  };
}
