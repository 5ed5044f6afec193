import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface AccountDeletedEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  commentsDeleted: boolean;
}

/** Confirms a deletion to the address the account had, the last mail the product sends it. */
export function renderAccountDeletedEmail(input: AccountDeletedEmailInput): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  return {
    template: 'account_deleted',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'emails.accountDeleted.subject', { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'emails.accountDeleted.preheader'),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, 'emails.accountDeleted.intro', { brand }),
        paragraph(
          lang,
          input.commentsDeleted
            ? 'emails.accountDeleted.reviewsDeleted'
            : 'emails.accountDeleted.reviewsKept',
        ),
        paragraph(lang, 'emails.accountDeleted.notYou'),
      ],
    }),
  };
}
