import { type MailboxLinkEmailInput, renderMailboxLinkEmail } from './mailbox-link-email';
import type { RenderedEmail } from './rendered-email';

export type VerifyEmailEmailInput = Omit<MailboxLinkEmailInput, 'url'> & { verifyUrl: string };

/**
 * The verification link on its own (docs/decisions/0043): asked for again from the profile, or at sign-up
 * for an address that unsubscribed from the (promotional) welcome. Transactional: the person asked for it.
 */
export function renderVerifyEmailEmail(input: VerifyEmailEmailInput): RenderedEmail {
  const { verifyUrl, ...rest } = input;
  return renderMailboxLinkEmail(
    { ...rest, url: verifyUrl },
    { template: 'verify_email', prefix: 'emails.verifyEmail', ctaKey: 'emails.welcome.verifyCta' },
  );
}
