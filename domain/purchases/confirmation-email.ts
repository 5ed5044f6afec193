import { translate } from '../../common/i18n/translate';
import { type EmailBlock, paragraph } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import { bookingEmail, emailWords } from './booking-email';
import { nextSteps } from './next-steps';
import { nextStepsBlocks } from './next-steps-email';
import type { PurchaseVoucher } from './purchase-voucher';
import { amountLines, durationHours, tierWords } from './voucher-words';
import { voucherUrl } from './voucher-url';

const NS = 'emails.purchaseConfirmation';

/** File names of the two attachments, safe in a MIME header whatever a code holds. */
const safeCode = (code: string) => code.replace(/[^A-Za-z0-9_-]/g, '_');
export const voucherQrFilename = (code: string) => `voucher-${safeCode(code)}.png`;
export const voucherIcsFilename = (code: string) => `${safeCode(code)}.ics`;
/** The inline QR image's Content-ID, referred to by the HTML as `cid:<id>`. */
export const voucherQrContentId = (code: string) => `voucher-qr-${safeCode(code)}@rumbo`;

const QR_SIZE = 240;

/**
 * The e-mail a traveller receives once paid (docs/decisions/0039 step 5), in the purchase's language:
 * the booking code, the QR code of the voucher link as an inline image, the next steps (when and where
 * to be, whom to contact, what to bring, the cancellation deadline as of the booking: decision
 * 0083-after-paying), the experience, participants, add-ons, what was paid and how, and the calendar
 * invite as a file. Pure: the caller renders the QR and the invite.
 */
export function purchaseConfirmationEmail(
  voucher: PurchaseVoucher,
  links: EmailLinks,
  qrPng: Buffer,
  ics: string,
): RenderedEmail {
  const { lang } = voucher;
  const words = emailWords(voucher, NS);
  const brand = translate(lang, 'brand.name');
  const url = voucherUrl(links.publicUrl, voucher);
  const hours = durationHours(voucher);
  const contentId = voucherQrContentId(voucher.code);
  const icsFile = voucherIcsFilename(voucher.code);

  const details: { label: string; value: string }[] = [
    { label: words('experience'), value: voucher.experience.name },
    ...(hours > 0 ? [{ label: words('durationLabel'), value: words('duration', { count: hours }) }] : []),
    ...voucher.participants.map((participant, index) => ({
      label: index === 0 ? words('participants') : '',
      value: words('tierLine', {
        participants: tierWords(lang, participant.tier, participant.quantity),
        price: formatUsd(participant.unitPriceCents, lang),
      }),
    })),
    ...voucher.addOns.map((addOn, index) => ({
      label: index === 0 ? words('addOns') : '',
      value: words('addOnLine', {
        name: addOn.name,
        count: addOn.quantity,
        amount: formatUsd(addOn.totalCents, lang),
      }),
    })),
  ];

  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro`, { brand }),
    { type: 'highlight', label: words('codeLabel'), value: voucher.code },
    {
      type: 'image',
      src: `cid:${contentId}`,
      alt: words('qrAlt', { code: voucher.code }),
      width: QR_SIZE,
      height: QR_SIZE,
    },
    paragraph(lang, `${NS}.qrHelp`),
    { type: 'button', label: words('cta'), href: url },
    ...nextStepsBlocks(nextSteps(voucher, voucher.createdAt)),
    { type: 'rows', title: words('details'), rows: details },
    {
      type: 'rows',
      title: words('payment'),
      rows: amountLines(voucher, NS).map((line) => ({
        label: line.label,
        value: line.amount,
        strong: line.key === 'total',
      })),
    },
    paragraph(lang, `${NS}.currencyNote`),
    paragraph(lang, `${NS}.calendar`, { file: icsFile }),
  ];

  return {
    ...bookingEmail(voucher, links, { template: 'purchase-confirmation', ns: NS }, blocks),
    attachments: [
      { filename: voucherQrFilename(voucher.code), contentType: 'image/png', contentId, content: qrPng },
      {
        filename: icsFile,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  };
}
