import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { VERIFICATION_LINK_TTL_MS } from '../accounts/email-verification';
import { formatUsd } from '../pricing/money';
import { type EmailBlock, paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface VerifyEmailEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  /** The sign-up credit that verifying brings (0: the promotion is off). */
  creditCents: number;
  verifyUrl: string;
}

/**
 * The verification link on its own (docs/decisions/0043): asked for again from the profile, or at sign-up
 * for an address that unsubscribed from the (promotional) welcome. Transactional: the person asked for it.
 */
export function renderVerifyEmailEmail(input: VerifyEmailEmailInput): RenderedEmail {
  const { lang, links } = input;
  const blocks: EmailBlock[] = [paragraph(lang, 'emails.verifyEmail.intro')];
  if (input.creditCents > 0) {
    blocks.push(paragraph(lang, 'emails.verifyEmail.credit', { amount: formatUsd(input.creditCents, lang) }));
  }
  blocks.push(
    { type: 'button', label: translate(lang, 'emails.welcome.verifyCta'), href: input.verifyUrl },
    paragraph(lang, 'emails.common.linkValidity', { hours: String(VERIFICATION_LINK_TTL_MS / 3_600_000) }),
    paragraph(lang, 'emails.verifyEmail.notYou'),
  );
  return {
    template: 'verify_email',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'emails.verifyEmail.subject'),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'emails.verifyEmail.preheader'),
      recipientName: input.firstName,
      blocks,
    }),
  };
}
