import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { VERIFICATION_LINK_TTL_MS } from '../accounts/email-verification';
import { formatUsd } from '../pricing/money';
import { type EmailBlock, paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface MailboxLinkEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  /** The sign-up credit that the link brings (0: the promotion is off). */
  creditCents: number;
  url: string;
}

/** What tells one mailbox-link e-mail from another: its template name and its catalogue keys. */
export interface MailboxLinkWords {
  template: RenderedEmail['template'];
  /** Catalogue keys: `subject`, `preheader`, `intro` and `notYou` under this prefix (e.g. emails.verifyEmail). */
  prefix: string;
  ctaKey: string;
}

/**
 * An e-mail whose one button proves the mailbox (docs/decisions/0043): the verification link and the
 * finish-sign-up link of a guest-held address. Transactional: the person asked for it. It names the credit
 * the link brings and how long the link works.
 */
export function renderMailboxLinkEmail(input: MailboxLinkEmailInput, words: MailboxLinkWords): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const blocks: EmailBlock[] = [paragraph(lang, `${words.prefix}.intro`, { brand })];
  if (input.creditCents > 0) {
    blocks.push(paragraph(lang, 'emails.verifyEmail.credit', { amount: formatUsd(input.creditCents, lang) }));
  }
  blocks.push(
    { type: 'button', label: translate(lang, words.ctaKey), href: input.url },
    paragraph(lang, 'emails.common.linkValidity', { hours: String(VERIFICATION_LINK_TTL_MS / 3_600_000) }),
    paragraph(lang, `${words.prefix}.notYou`),
  );
  return {
    template: words.template,
    kind: 'transactional',
    lang,
    subject: translate(lang, `${words.prefix}.subject`, { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, `${words.prefix}.preheader`),
      recipientName: input.firstName,
      blocks,
    }),
  };
}
