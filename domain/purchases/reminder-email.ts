import { translate } from '../../common/i18n/translate';
import { escapeHtml } from '../emails/escape-html';
import { type EmailBlock, paragraph } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { mapUrl } from './map-url';
import { bookingEmail, emailWords } from './booking-email';
import type { PurchaseVoucher } from './purchase-voucher';
import { voucherUrl } from './voucher-url';
import { departureWords, durationHours, placeRows, placeWords, tierWords } from './voucher-words';

const NS = 'emails.purchaseReminder';

/** The operator of the experience, as the traveller may reach them (the company's own contact). */
export interface OperatorContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The reminder a traveller receives the day before (docs/decisions/0040; when: reminder-due.ts), in the purchase's
 * language: the experience, its departure on the experience's clock, where to meet (the pickup point or
 * the meeting point, with a map), the voucher link and the operator's contact. Transactional: it is part
 * of the booking, so an address that unsubscribed from promotions still gets it. Pure.
 */
export function purchaseReminderEmail(
  voucher: PurchaseVoucher,
  operator: OperatorContact,
  links: EmailLinks,
): RenderedEmail {
  const { lang } = voucher;
  const words = emailWords(voucher, NS);
  const brand = translate(lang, 'brand.name');
  const place = placeWords(voucher, NS);
  const at = voucher.pickup ?? voucher.experience.meeting;
  const hours = durationHours(voucher);

  const details = [
    { label: words('experience'), value: voucher.experience.name },
    { label: words('when'), value: departureWords(voucher) },
    ...(hours > 0 ? [{ label: words('durationLabel'), value: words('duration', { count: hours }) }] : []),
    ...(place ? placeRows(place, words('instructions')) : []),
    ...voucher.participants.map((participant, index) => ({
      label: index === 0 ? words('participants') : '',
      value: tierWords(lang, participant.tier, participant.quantity),
    })),
  ];
  const contact = [
    { label: words('operatorName'), value: operator.name },
    { label: words('operatorEmail'), value: operator.email },
    { label: words('operatorPhone'), value: operator.phone },
  ].filter((row) => row.value.trim() !== '');

  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro`, { brand }),
    { type: 'highlight', label: words('codeLabel'), value: voucher.code },
    { type: 'rows', title: words('details'), rows: details },
    ...(at ? [mapLink(words('map'), mapUrl(at))] : []),
    { type: 'button', label: words('cta'), href: voucherUrl(links.publicUrl, voucher) },
    paragraph(lang, `${NS}.voucherHelp`),
    { type: 'rows', title: words('operator'), rows: contact },
    paragraph(lang, `${NS}.operatorHelp`),
  ];

  return bookingEmail(voucher, links, { template: 'purchase-reminder', ns: NS }, blocks);
}

function mapLink(label: string, href: string): EmailBlock {
  return {
    type: 'paragraph',
    html: `<a href="${escapeHtml(href)}" style="color:#0f766e">${escapeHtml(label)}</a>`,
    text: `${label}: ${href}`,
  };
}
