import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { absoluteUrl, paragraph, renderLayout } from '../emails/layout';
import type { PromotionalEmailLinks, RenderedEmail } from '../emails/rendered-email';

const NS = 'emails.reviewRequest';

export interface ReviewRequestInput {
  lang: Lang;
  links: PromotionalEmailLinks;
  firstName: string;
  email: string;
  experience: { id: number; name: string };
}

/** The review form of an experience, where the e-mail's button leads (the reviews' page, docs/decisions/0040). */
export function reviewFormPath(experienceId: number): string {
  return `/review-experience/${experienceId}`;
}

/**
 * Asks a traveller whose experience is completed for a review, linking straight to its form. Promotional
 * (decision 0040): the booking does not need it, so it carries the unsubscribe link and is not written
 * for an address that unsubscribed. Pure.
 */
export function reviewRequestEmail(input: ReviewRequestInput): RenderedEmail {
  const { lang, links, experience } = input;
  return {
    template: 'review-request',
    kind: 'promotional',
    lang,
    subject: translate(lang, `${NS}.subject`, { experience: experience.name }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, `${NS}.preheader`),
      recipientName: input.firstName,
      blocks: [
        paragraph(lang, `${NS}.intro`, { experience: experience.name }),
        paragraph(lang, `${NS}.why`),
        {
          type: 'button',
          label: translate(lang, `${NS}.cta`),
          href: absoluteUrl(links, reviewFormPath(experience.id)),
        },
      ],
      unsubscribe: { email: input.email, signingSecret: links.signingSecret },
    }),
  };
}
