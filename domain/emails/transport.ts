import type { EmailAttachment } from './rendered-email';

/** One message as a transport delivers it. */
export interface OutgoingEmail {
  to: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/**
 * Where outbox messages go: SMTP when SMTP_URL is set, otherwise the local mailbox (the message stays
 * readable at /dev/mailbox and is simply marked sent).
 */
export interface EmailTransport {
  readonly name: string;
  send(message: OutgoingEmail): Promise<void>;
  close?(): Promise<void> | void;
}

export const localMailboxTransport: EmailTransport = {
  name: 'local-mailbox',
  async send() {
    // Nothing leaves the machine: /dev/mailbox reads the outbox rows themselves.
  },
};
