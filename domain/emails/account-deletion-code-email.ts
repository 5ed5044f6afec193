import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

const NS = 'emails.accountDeletionCode';

export interface AccountDeletionCodeEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  code: string;
  validMinutes: number;
}

/**
 * The code that confirms the deletion of an account without a password of its own (docs/decisions/0044):
 * it proves the mailbox, as recovery does. Transactional: it reaches an address that unsubscribed too.
 */
export function renderAccountDeletionCodeEmail(input: AccountDeletionCodeEmailInput): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  return {
    template: 'account_deletion_code',
    kind: 'transactional',
    lang,
    subject: translate(lang, `${NS}.subject`, { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, `${NS}.preheader`),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, `${NS}.intro`, { brand }),
        { type: 'highlight', label: translate(lang, `${NS}.codeLabel`), value: input.code },
        paragraph(lang, `${NS}.validity`, { minutes: String(input.validMinutes) }),
        paragraph(lang, `${NS}.notYou`),
      ],
    }),
  };
}
