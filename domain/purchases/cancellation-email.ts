import type { Canceller } from './purchase-lifecycle';
import { translate } from '../../common/i18n/translate';
import { longDate } from '../booking/date-words';
import { absoluteUrl, type EmailBlock, paragraph } from '../emails/layout';
import type { Alternative } from '../supplier-cancellations/alternatives';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import type { RefundBreakdown } from './purchase-refunds.server';
import { bookingEmail, emailWords } from './booking-email';
import type { PurchaseVoucher } from './purchase-voucher';
import { departureWords, paymentMethodWords } from './voucher-words';

const NS = 'emails.purchaseCancellation';

/** What an operator's cancellation adds: its reason and similar experiences on nearby dates. */
export interface SupplierCancellationWords {
  reason: string | null;
  alternatives: readonly Alternative[];
}

/**
 * The e-mail a traveller receives when a purchase is cancelled (decision 0040), in the purchase's
 * language: which booking, who cancelled it, and the refund by where the money goes back: the wallet
 * at once, the card or PayPal through the provider (which may take days to show). An operator's
 * cancellation also gives its reason and up to three similar experiences with places on nearby dates
 * (docs/decisions/0068-supplier-cancellations.md). Pure.
 */
export function purchaseCancellationEmail(
  voucher: PurchaseVoucher,
  canceller: Canceller,
  refunded: RefundBreakdown,
  links: EmailLinks,
  supplier?: SupplierCancellationWords,
): RenderedEmail {
  const { lang } = voucher;
  const words = emailWords(voucher, NS);
  const brand = translate(lang, 'brand.name');
  const money = (cents: number) => formatUsd(cents, lang);
  const total = refunded.wallet + refunded.card + refunded.paypal;

  const refundRows = [
    ...(refunded.wallet > 0 ? [{ label: words('wallet'), value: money(refunded.wallet) }] : []),
    ...(refunded.card > 0
      ? [{ label: words('card', { method: paymentMethodWords(voucher, NS) }), value: money(refunded.card) }]
      : []),
    ...(refunded.paypal > 0 ? [{ label: words('paypal'), value: money(refunded.paypal) }] : []),
    { label: words('total'), value: money(total), strong: true },
  ];

  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro.${canceller}`, { brand }),
    ...(supplier?.reason ? [paragraph(lang, `${NS}.reason`, { reason: supplier.reason })] : []),
    { type: 'highlight', label: words('codeLabel'), value: voucher.code },
    {
      type: 'rows',
      title: words('details'),
      rows: [
        { label: words('experience'), value: voucher.experience.name },
        { label: words('when'), value: departureWords(voucher) },
      ],
    },
    ...(total > 0
      ? [{ type: 'rows' as const, title: words('refund'), rows: refundRows }]
      : [paragraph(lang, `${NS}.noRefund`)]),
    ...(refunded.wallet > 0 ? [paragraph(lang, `${NS}.walletNote`)] : []),
    ...(refunded.card + refunded.paypal > 0 ? [paragraph(lang, `${NS}.providerNote`)] : []),
    paragraph(lang, `${NS}.currencyNote`),
    ...alternativeBlocks(voucher, links, supplier?.alternatives ?? []),
  ];

  return bookingEmail(voucher, links, { template: 'purchase-cancellation', ns: NS }, blocks);
}

/** The similar experiences offered after an operator's cancellation: one link each, with its nearby day. */
function alternativeBlocks(
  voucher: PurchaseVoucher,
  links: EmailLinks,
  alternatives: readonly Alternative[],
): EmailBlock[] {
  if (alternatives.length === 0) return [];
  const { lang } = voucher;
  return [
    paragraph(lang, `${NS}.alternativesIntro`),
    ...alternatives.map((alternative) => ({
      type: 'button' as const,
      label: translate(lang, `${NS}.alternative`, {
        name: alternative.name,
        day: longDate(alternative.day, lang),
      }),
      href: absoluteUrl(links, alternative.path),
    })),
  ];
}
