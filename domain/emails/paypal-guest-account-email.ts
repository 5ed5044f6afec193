import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { VERIFICATION_LINK_TTL_MS } from '../accounts/email-verification';
import { paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface PaypalGuestAccountEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  /** The account's finish-sign-up link (docs/decisions/0043). */
  finishUrl: string;
}

/**
 * Sent when a PayPal guest checkout made an account: how its owner gets in. The account has no password;
 * the button opens the finish-sign-up link, where the reader of the mailbox chooses one, which turns the
 * guest account into a full, verified one with the sign-up credit (docs/decisions/0043).
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
        { type: 'button', label: translate(lang, 'payment.guestAccountEmail.cta'), href: input.finishUrl },
        paragraph(lang, 'payment.guestAccountEmail.validity', {
          hours: String(VERIFICATION_LINK_TTL_MS / 3_600_000),
        }),
        paragraph(lang, 'payment.guestAccountEmail.notYou'),
      ],
    }),
  };
}
