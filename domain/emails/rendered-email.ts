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
}

/** Where links in e-mails point: the configured public origin, never a request's Host header. */
export interface EmailLinks {
  publicUrl: string;
}
