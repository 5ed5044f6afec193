/**
 * The e-mail an operator's owners and contact address receive when the marketplace unpublishes one of its
 * experiences (docs/decisions/0076-moderation): which one, the reason, and a link to its editor. In the
 * recipient's language. Pure.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { absoluteUrl, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';

const NS = 'emails.experienceUnpublished';

export function experienceUnpublishedEmail(input: {
  lang: Lang;
  links: EmailLinks;
  recipientName: string;
  experience: { id: number; name: string };
  reason: string;
}): RenderedEmail {
  const { lang, links, experience } = input;
  const brand = translate(lang, 'brand.name');
  return {
    template: 'experience_unpublished',
    kind: 'transactional',
    lang,
    subject: translate(lang, `${NS}.subject`, { experience: experience.name }),
    ...renderLayout({
      lang,
      links,
      preheader: translate(lang, `${NS}.preheader`, { brand }),
      recipientName: input.recipientName,
      blocks: [
        paragraph(lang, `${NS}.intro`, { brand, experience: experience.name }),
        paragraph(lang, `${NS}.reason`, { reason: input.reason }),
        paragraph(lang, `${NS}.outro`),
        {
          type: 'button',
          label: translate(lang, `${NS}.cta`),
          href: absoluteUrl(links, `/operator/experiences/${experience.id}`),
        },
      ],
    }),
  };
}
