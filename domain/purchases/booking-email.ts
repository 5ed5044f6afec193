import { translate } from '../../common/i18n/translate';
import { type EmailBlock, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import type { PurchaseVoucher } from './purchase-voucher';

type Values = Record<string, string | number>;

/** The texts of one e-mail's catalogue namespace (`emails.purchaseReminder`) in the purchase's language. */
export function emailWords(voucher: PurchaseVoucher, ns: string) {
  return (key: string, values?: Values) => translate(voucher.lang, `${ns}.${key}`, values);
}

/**
 * The frame every transactional e-mail about one booking shares (confirmation, reminder, cancellation):
 * the subject naming the booking code and the experience, the preheader, the greeting by first name,
 * then `blocks`, closing with where to get help quoting the code. All texts from the namespace `ns`.
 */
export function bookingEmail(
  voucher: PurchaseVoucher,
  links: EmailLinks,
  frame: { template: string; ns: string },
  blocks: EmailBlock[],
): RenderedEmail {
  const { lang } = voucher;
  const words = emailWords(voucher, frame.ns);
  const brand = translate(lang, 'brand.name');
  return {
    template: frame.template,
    kind: 'transactional',
    lang,
    subject: words('subject', { code: voucher.code, experience: voucher.experience.name }),
    ...renderLayout({
      lang,
      links,
      preheader: words('preheader'),
      recipientName: voucher.user.firstName,
      blocks: [...blocks, paragraph(lang, `${frame.ns}.help`, { brand, code: voucher.code })],
    }),
  };
}
