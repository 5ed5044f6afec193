import type { Lang } from '../../common/i18n/languages';

/**
 * A rendered e-mail, ready for the outbox. Promotional ones carry an unsubscribe link and are not sent
 * to addresses that unsubscribed; transactional ones (passwords, deletion) always are.
 */
export interface RenderedEmail {
  template: string;
  kind: 'transactional' | 'promotional';
  lang: Lang;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message: inline images the HTML shows by `cid:`, or documents (an invite). */
  attachments?: EmailAttachment[];
}

/** One attachment. `contentId` makes it an inline part that the HTML refers to as `cid:<contentId>`. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentId?: string;
  content: Buffer;
}

/** Where links in e-mails point: the configured public origin, never a request's Host header. */
export interface EmailLinks {
  publicUrl: string;
}

/** What promotional mail also needs: the server's key that signs its unsubscribe link (decision 0044). */
export interface PromotionalEmailLinks extends EmailLinks {
  signingSecret: string;
}
