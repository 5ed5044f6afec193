import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
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
}

/** Sent at sign-up: the credit received and the person's own referral link (docs/product.md § Audience). */
export function renderWelcomeEmail(input: WelcomeEmailInput): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const blocks: EmailBlock[] = [paragraph(lang, 'emails.welcome.intro', { brand })];
  if (input.creditCents > 0) {
    blocks.push(paragraph(lang, 'emails.welcome.credit', { amount: formatUsd(input.creditCents, lang) }));
  }
  blocks.push(
    paragraph(lang, 'emails.welcome.referral', {
      code: input.referralCode,
      link: absoluteUrl(links, `/referent/${encodeURIComponent(input.referralCode)}`),
    }),
    { type: 'button', label: translate(lang, 'emails.welcome.cta'), href: absoluteUrl(links, '/') },
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
