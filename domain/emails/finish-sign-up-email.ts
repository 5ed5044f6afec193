import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { VERIFICATION_LINK_TTL_MS } from '../accounts/email-verification';
import { formatUsd } from '../pricing/money';
import { type EmailBlock, paragraph, renderLayout } from './layout';
import type { EmailLinks, RenderedEmail } from './rendered-email';

export interface FinishSignUpEmailInput {
  lang: Lang;
  links: EmailLinks;
  firstName: string;
  creditCents: number;
  finishUrl: string;
}

/**
 * A sign-up on an address held only by an unverified guest account (docs/decisions/0043): the link on
 * which whoever reads this mailbox chooses the password and makes the account, with its bookings, theirs.
 */
export function renderFinishSignUpEmail(input: FinishSignUpEmailInput): RenderedEmail {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const blocks: EmailBlock[] = [paragraph(lang, 'emails.finishSignUp.intro', { brand })];
  if (input.creditCents > 0) {
    blocks.push(paragraph(lang, 'emails.verifyEmail.credit', { amount: formatUsd(input.creditCents, lang) }));
  }
  blocks.push(
    { type: 'button', label: translate(lang, 'emails.finishSignUp.cta'), href: input.finishUrl },
    paragraph(lang, 'emails.common.linkValidity', { hours: String(VERIFICATION_LINK_TTL_MS / 3_600_000) }),
    paragraph(lang, 'emails.finishSignUp.notYou'),
  );
  return {
    template: 'finish_sign_up',
    kind: 'transactional',
    lang,
    subject: translate(lang, 'emails.finishSignUp.subject', { brand }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, 'emails.finishSignUp.preheader'),
      recipientName: input.firstName,
      blocks,
    }),
  };
}
