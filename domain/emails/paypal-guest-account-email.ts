import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { absoluteUrl, paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface PaypalGuestAccountEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  temporaryPassword: string;
  validHours: number;
}

/**
 * Sent when a PayPal guest checkout made an account: how its owner gets in. The account has no password,
 * so it carries a one-time temporary password (as recovery does, docs/decisions/0010); signing in with it
 * asks for a new one, which turns the guest account into a full one.
 */
export function renderPaypalGuestAccountEmail(input: PaypalGuestAccountEmailInput): RenderedEmail {
  const { lang, links } = input;
  return {
    template: 'paypal_guest_account',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'payment.guestAccountEmail.subject'),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'payment.guestAccountEmail.preheader'),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, 'payment.guestAccountEmail.intro'),
        {
          type: 'highlight',
          label: translate(lang, 'payment.guestAccountEmail.passwordLabel'),
          value: input.temporaryPassword,
        },
        paragraph(lang, 'payment.guestAccountEmail.validity', { hours: String(input.validHours) }),
        {
          type: 'button',
          label: translate(lang, 'payment.guestAccountEmail.cta'),
          href: absoluteUrl(links, '/'),
        },
        paragraph(lang, 'payment.guestAccountEmail.notYou'),
      ],
    }),
  };
}
