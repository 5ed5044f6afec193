/**
 * The e-mail a traveller receives when the marketplace team refunds a part of a booking
 * (docs/decisions/0074-admin-booking-support), in the booking's language: how much, where it goes back (the
 * wallet at once, the card or PayPal through the provider) and that the booking still stands. Pure.
 */
import { translate } from '../../common/i18n/translate';
import { paragraph, type EmailBlock } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import { bookingEmail, emailWords } from '../purchases/booking-email';
import type { RefundBreakdown } from '../purchases/purchase-refunds.server';
import type { PurchaseVoucher } from '../purchases/purchase-voucher';
import { departureWords, paymentMethodWords } from '../purchases/voucher-words';

const NS = 'emails.purchaseRefund';

export function purchaseRefundEmail(
  voucher: PurchaseVoucher,
  refunded: RefundBreakdown,
  links: EmailLinks,
  canceled: boolean,
): RenderedEmail {
  const { lang } = voucher;
  const words = emailWords(voucher, NS);
  const money = (cents: number) => formatUsd(cents, lang);
  const total = refunded.wallet + refunded.card + refunded.paypal;
  const rows = [
    ...(refunded.wallet > 0 ? [{ label: words('wallet'), value: money(refunded.wallet) }] : []),
    ...(refunded.card > 0
      ? [{ label: words('card', { method: paymentMethodWords(voucher, NS) }), value: money(refunded.card) }]
      : []),
    ...(refunded.paypal > 0 ? [{ label: words('paypal'), value: money(refunded.paypal) }] : []),
    { label: words('total'), value: money(total), strong: true },
  ];
  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro`, { brand: translate(lang, 'brand.name'), amount: money(total) }),
    { type: 'highlight', label: words('codeLabel'), value: voucher.code },
    {
      type: 'rows',
      title: words('details'),
      rows: [
        { label: words('experience'), value: voucher.experience.name },
        { label: words('when'), value: departureWords(voucher) },
      ],
    },
    { type: 'rows', title: words('refund'), rows },
    ...(canceled ? [] : [paragraph(lang, `${NS}.stillBooked`)]),
    ...(refunded.wallet > 0 ? [paragraph(lang, `${NS}.walletNote`)] : []),
    ...(refunded.card + refunded.paypal > 0 ? [paragraph(lang, `${NS}.providerNote`)] : []),
    paragraph(lang, `${NS}.currencyNote`),
  ];
  return bookingEmail(voucher, links, { template: 'purchase-refund', ns: NS }, blocks);
}
