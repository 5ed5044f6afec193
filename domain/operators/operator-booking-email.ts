/**
 * The e-mails an operator receives about its company's bookings (docs/product.md § Operator e-mails,
 * docs/decisions/0065-review-replies-and-operator-emails.md): a new booking, or a cancellation and who made
 * it. Written in the recipient's language from the booking read in that language: its code, experience,
 * date and hour on the experience's clock, participants, add-ons and pickup or meeting point, with a link
 * to the departure in the workspace. Pure.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { type EmailBlock, absoluteUrl, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import type { Canceller } from '../purchases/purchase-lifecycle';
import type { PurchaseVoucher } from '../purchases/purchase-voucher';
import { departureWords, placeWords, tierWords } from '../purchases/voucher-words';

const NS = 'emails.operatorBooking';

/** What happened to the booking: it was confirmed, or cancelled by someone. */
export type OperatorBookingEvent = { kind: 'new_booking' } | { kind: 'cancellation'; canceller: Canceller };

/** The departure in the workspace: its month's calendar, of this experience. */
export function workspaceDeparturePath(voucher: Pick<PurchaseVoucher, 'bookingDate' | 'experience'>): string {
  const search = new URLSearchParams({
    month: voucher.bookingDate.slice(0, 7),
    experience: String(voucher.experience.id),
  });
  return `/operator/departures?${search}`;
}

/**
 * One operator e-mail. `voucher` must be read in the recipient's language (its `lang`), so the
 * experience's name and meeting point are the ones the recipient reads.
 */
export function operatorBookingEmail(
  voucher: PurchaseVoucher,
  event: OperatorBookingEvent,
  recipient: { name: string },
  links: EmailLinks,
): RenderedEmail {
  const lang: Lang = voucher.lang;
  const words = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `${NS}.${key}`, values);
  const brand = translate(lang, 'brand.name');
  const kind = event.kind === 'new_booking' ? 'newBooking' : 'cancellation';
  const values = { code: voucher.code, experience: voucher.experience.name, brand };
  const place = placeWords(voucher, NS);

  const rows = [
    { label: words('experience'), value: voucher.experience.name },
    { label: words('when'), value: departureWords(voucher) },
    {
      label: words('participants'),
      value: voucher.participants
        .filter((line) => line.quantity > 0)
        .map((line) => tierWords(lang, line.tier, line.quantity))
        .join(', '),
    },
    ...(voucher.addOns.length > 0
      ? [
          {
            label: words('addOns'),
            value: voucher.addOns
              .map((addOn) => words('addOnLine', { name: addOn.name, count: addOn.quantity }))
              .join(', '),
          },
        ]
      : []),
    ...(place ? [{ label: place.label, value: place.text }] : []),
    ...(place?.mapUrl ? [{ label: '', value: place.mapUrl }] : []),
    {
      label: words('traveller'),
      value: `${voucher.user.firstName} ${voucher.user.lastName}`.trim(),
    },
  ];

  const intro = event.kind === 'new_booking' ? 'newBooking' : event.canceller;
  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro.${intro}`, { brand }),
    { type: 'highlight', label: words('codeLabel'), value: voucher.code },
    { type: 'rows', title: words('details'), rows },
    { type: 'button', label: words('cta'), href: absoluteUrl(links, workspaceDeparturePath(voucher)) },
  ];

  return {
    template: `operator-${event.kind.replace('_', '-')}`,
    kind: 'transactional',
    lang,
    subject: words(`subject.${kind}`, values),
    ...renderLayout({
      lang,
      links,
      preheader: words(`preheader.${kind}`, values),
      recipientName: recipient.name,
      footer: words('footer', { brand }),
      blocks,
    }),
  };
}
