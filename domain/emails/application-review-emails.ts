import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { paragraph, renderLayout } from './layout';
import { renderMailboxLinkEmail } from './mailbox-link-email';
import type { EmailLinks, RenderedEmail } from './rendered-email';

/**
 * The e-mails of a supplier application's review (docs/decisions/0057-admin-second-factor), in the
 * applicant's language: approved (a link to choose the owner account's password, or to accept the
 * company with an account the address already has) or rejected (the reason).
 */
export function renderApplicationApprovedEmail(input: {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  /** `password`: a new account's password is chosen on the link; `accept`: an existing account accepts. */
  kind: 'password' | 'accept';
  url: string;
}): RenderedEmail {
  const prefix = input.kind === 'password' ? 'emails.companyApproved' : 'emails.companyAccept';
  return renderMailboxLinkEmail(
    { lang: input.lang, links: input.links, firstName: input.firstName, creditCents: 0, url: input.url },
    {
      template: input.kind === 'password' ? 'company_approved' : 'company_accept',
      prefix,
      ctaKey: `${prefix}.cta`,
    },
  );
}

export function renderApplicationRejectedEmail(input: {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  companyName: string;
  reason: string;
}): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const prefix = 'emails.applicationRejected';
  return {
    template: 'application_rejected',
    kind: 'transactional',
    lang,
    subject: translate(lang, `${prefix}.subject`, { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, `${prefix}.preheader`),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, `${prefix}.intro`, { brand, company: input.companyName }),
        paragraph(lang, 'admin.applications.rejectionReason', { reason: input.reason }),
        paragraph(lang, `${prefix}.outro`),
      ],
    }),
  };
}
