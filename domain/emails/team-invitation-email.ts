import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface TeamInvitationEmailInput {
  lang: Lang;
  links: EmailLinks;
  companyName: string;
  inviterName: string;
  /** The invitee's name when the address has an account; the address otherwise. */
  recipientName: string;
  acceptUrl: string;
  validDays: number;
}

/**
 * An owner's invitation to work for the company on Rumbo (docs/product.md § Operators): one button to the
 * page that accepts it, signed in to the account of this address or making one. Transactional.
 */
export function renderTeamInvitationEmail(input: TeamInvitationEmailInput): RenderedEmail {
  const { lang } = input;
  const brand = translate(lang, 'brand.name');
  const values = { brand, company: input.companyName, inviter: input.inviterName };
  return {
    template: 'team_invitation',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'emails.teamInvitation.subject', values),
    ...renderLayout({
      lang,
      links: input.links,
      preheader: translate(lang, 'emails.teamInvitation.preheader', values),
      recipientName: input.recipientName,
      footer: translate(lang, 'emails.teamInvitation.footer', values),
      blocks: [
        paragraph(lang, 'emails.teamInvitation.intro', values),
        { type: 'button', label: translate(lang, 'emails.teamInvitation.cta'), href: input.acceptUrl },
        paragraph(lang, 'emails.teamInvitation.validity', { days: String(input.validDays) }),
        paragraph(lang, 'emails.teamInvitation.notYou'),
      ],
    }),
  };
}
