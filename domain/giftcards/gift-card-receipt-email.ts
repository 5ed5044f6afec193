/**
 * The buyer's receipt for a paid gift card (docs/decisions/0041 "Buying"), in the buyer's language: what
 * the card is worth, what was paid, the design, who receives it and when. The code is never in it: it
 * exists only in the receiver's e-mail (gift-card-delivery.server.ts), and the receipt says so.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { longDate } from '../booking/date-words';
import { type EmailBlock, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import type { CelebrationType } from './gift-card-rules';

const NS = 'giftCardEmails.receipt';

/** The card's facts the receipt shows, read when it is paid. */
export interface GiftCardReceipt {
  id: number;
  lang: Lang;
  buyerFirstName: string;
  amountCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
  celebrationType: CelebrationType;
  receiverName: string;
  receiverEmail: string;
  /** yyyy-MM-dd on the marketplace's clock. */
  deliveryDate: string;
  /** Whether the card's day has come: it is delivered in the same transaction as the payment. */
  deliveredNow: boolean;
}

export function giftCardReceiptEmail(receipt: GiftCardReceipt, links: EmailLinks): RenderedEmail {
  const { lang } = receipt;
  const words = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `${NS}.${key}`, values);
  const brand = translate(lang, 'brand.name');
  const usd = (cents: number) => formatUsd(cents, lang);
  const payment = [
    { label: words('amount'), value: usd(receipt.amountCents) },
    ...(receipt.discountCents > 0
      ? [
          {
            label: words('coupon', { code: receipt.couponCode ?? '' }),
            value: `−${usd(receipt.discountCents)}`,
          },
        ]
      : []),
    { label: words('total'), value: usd(receipt.totalCents), strong: true },
  ];
  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro`, { brand }),
    { type: 'highlight', label: words('amount'), value: usd(receipt.amountCents) },
    {
      type: 'rows',
      title: words('details'),
      rows: [
        { label: words('design'), value: words(`designs.${receipt.celebrationType}`) },
        { label: words('receiver'), value: `${receipt.receiverName} <${receipt.receiverEmail}>` },
        { label: words('deliveryDate'), value: longDate(receipt.deliveryDate, lang) },
      ],
    },
    { type: 'rows', title: words('payment'), rows: payment },
    paragraph(lang, receipt.deliveredNow ? `${NS}.sentNow` : `${NS}.sentOnDate`, {
      name: receipt.receiverName,
      date: longDate(receipt.deliveryDate, lang),
    }),
    paragraph(lang, `${NS}.codeOnlyReceiver`),
    paragraph(lang, `${NS}.help`, { brand, reference: `GC-${receipt.id}` }),
  ];
  return {
    template: 'gift-card-receipt',
    kind: 'transactional',
    lang,
    subject: words('subject', { amount: usd(receipt.amountCents), name: receipt.receiverName }),
    ...renderLayout({
      lang,
      links,
      preheader: words('preheader', { name: receipt.receiverName }),
      recipientName: receipt.buyerFirstName,
      blocks,
    }),
  };
}
