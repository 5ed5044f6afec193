import { type MailboxLinkEmailInput, renderMailboxLinkEmail } from './mailbox-link-email';
import type { RenderedEmail } from './rendered-email';

export type FinishSignUpEmailInput = Omit<MailboxLinkEmailInput, 'url'> & { finishUrl: string };

/**
 * A sign-up on an address held only by an unverified guest account (docs/decisions/0043): the link on
 * which whoever reads this mailbox chooses the password and makes the account, with its bookings, theirs.
 */
export function renderFinishSignUpEmail(input: FinishSignUpEmailInput): RenderedEmail {
  const { finishUrl, ...rest } = input;
  return renderMailboxLinkEmail(
    { ...rest, url: finishUrl },
    { template: 'finish_sign_up', prefix: 'emails.finishSignUp', ctaKey: 'emails.finishSignUp.cta' },
  );
}
