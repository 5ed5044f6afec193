import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { absoluteUrl, paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface TemporaryPasswordEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  temporaryPassword: string;
  validHours: number;
}

/** Sent by recover-password: a one-time password that must be changed right after signing in. */
export function renderTemporaryPasswordEmail(input: TemporaryPasswordEmailInput): RenderedEmail {
  const { lang, links } = input;
  return {
    template: 'temporary_password',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'emails.temporaryPassword.subject'),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'emails.temporaryPassword.preheader'),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, 'emails.temporaryPassword.intro'),
        {
          type: 'highlight',
          label: translate(lang, 'emails.temporaryPassword.passwordLabel'),
          value: input.temporaryPassword,
        },
        paragraph(lang, 'emails.temporaryPassword.validity', { hours: String(input.validHours) }),
        {
          type: 'button',
          label: translate(lang, 'emails.temporaryPassword.cta'),
          href: absoluteUrl(links, '/'),
        },
        paragraph(lang, 'emails.temporaryPassword.notYou'),
      ],
    }),
  };
}
