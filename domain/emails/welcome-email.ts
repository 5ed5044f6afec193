import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { VERIFICATION_LINK_TTL_MS } from '../accounts/email-verification';
import { formatUsd } from '../pricing/money';
import { absoluteUrl, type EmailBlock, paragraph, renderLayout } from './layout';
import type { PromotionalEmailLinks, RenderedEmail } from './rendered-email';

export interface WelcomeEmailInput {
  lang: Lang;
  links: PromotionalEmailLinks;
  firstName: string;
  email: string;
  creditCents: number;
  referralCode: string;
  /** The account's e-mail verification link (docs/decisions/0043): the credit arrives once it is opened. */
  verifyUrl: string;
}

/**
 * Sent at sign-up: the link that verifies the address, the credit that verifying brings and the person's
 * own referral link (docs/product.md § Audience, docs/decisions/0043).
 */
export function renderWelcomeEmail(input: WelcomeEmailInput): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const blocks: EmailBlock[] = [paragraph(lang, 'emails.welcome.intro', { brand })];
  blocks.push(
    input.creditCents > 0
      ? paragraph(lang, 'emails.welcome.credit', { amount: formatUsd(input.creditCents, lang) })
      : paragraph(lang, 'emails.welcome.verify'),
    { type: 'button', label: translate(lang, 'emails.welcome.verifyCta'), href: input.verifyUrl },
    paragraph(lang, 'emails.common.linkValidity', { hours: String(VERIFICATION_LINK_TTL_MS / 3_600_000) }),

    paragraph(lang, 'emails.welcome.referral', {
      code: input.referralCode,
      link: absoluteUrl(links, `/referent/${encodeURIComponent(input.referralCode)}`),
    }),
  );
  return {
    template: 'welcome',
    kind: 'promotional',
    lang,
    subject: translate(lang, 'emails.welcome.subject', { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'emails.welcome.preheader'),
      recipientName: input.firstName,
      blocks,
      unsubscribe: { email: input.email, signingSecret: links.signingSecret },
    }),
  };
}
