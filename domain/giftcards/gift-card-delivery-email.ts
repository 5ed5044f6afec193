import type { Lang } from '../../common/i18n/languages';
import { formatDay } from '../../common/i18n/translator';
import { translate } from '../../common/i18n/translate';
import { wallClockIn } from '../../common/time/zoned-time';
import { escapeHtml } from '../emails/escape-html';
import { absoluteUrl, type EmailBlock, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { formatUsd } from '../pricing/money';
import { GIFT_CARD_ARTWORK_HEIGHT, GIFT_CARD_ARTWORK_WIDTH } from './gift-card-artwork';
import { formatGiftCardCode } from './gift-card-code';
import { GIFT_CARD_DELIVERY_ZONE } from './gift-card-rules';

const NS = 'giftCardEmails.delivery';

/** Where a receiver redeems a card. The code never travels in a link: URLs end up in logs and histories. */
export const REDEEM_PATH = '/profile/credit-giftcard/redeem';

/** The inline artwork's Content-ID, referred to by the HTML as `cid:<id>`. */
export const giftCardArtworkContentId = (giftCardId: number) => `gift-card-${giftCardId}@rumbo`;
export const giftCardArtworkFilename = (giftCardId: number) => `gift-card-${giftCardId}.png`;

/** What the receiver's e-mail tells: the card as delivered, with its code in clear (the only place it is). */
export interface GiftCardDelivery {
  id: number;
  lang: Lang;
  amountCents: number;
  senderName: string;
  receiverName: string;
  customMessage: string | null;
  /** The normalised code (16 characters); shown in groups. */
  code: string;
  redeemableUntil: Date;
}

/**
 * The last whole day a card can be redeemed on the marketplace's clock: the day before the one its
 * deadline falls in, so a receiver who takes "until the 26th" at its word is never refused (the deadline
 * is the instant of payment six months on, in the middle of its own day).
 */
export function lastRedeemDay(redeemableUntil: Date): string {
  return wallClockIn(GIFT_CARD_DELIVERY_ZONE, new Date(redeemableUntil.getTime() - 86_400_000)).date;
}

/** The sender's message as a paragraph: escaped, its line breaks kept. */
function messageBlock(lang: Lang, message: string): EmailBlock {
  const label = translate(lang, `${NS}.messageLabel`);
  return {
    type: 'paragraph',
    html: `<strong>${escapeHtml(label)}</strong><br><span style="font-style:italic">${escapeHtml(message).replace(/\n/g, '<br>')}</span>`,
    text: `${label}\n${message}`,
  };
}

/**
 * The receiver's e-mail (docs/decisions/0041, "Delivering"), transactional, in the language the sender
 * chose: the card's artwork (an inline PNG the caller renders), who sends it and how much, the message,
 * the code in groups, until when it can be redeemed, and how (sign in or sign up, then type the code).
 * Pure: the caller passes the PNG.
 */
export function giftCardDeliveryEmail(
  card: GiftCardDelivery,
  links: EmailLinks,
  artworkPng: Buffer,
): RenderedEmail {
  const { lang } = card;
  const words = (key: string, values?: Record<string, string>) => translate(lang, `${NS}.${key}`, values);
  const brand = translate(lang, 'brand.name');
  const amount = formatUsd(card.amountCents, lang);
  const sender = card.senderName;
  const contentId = giftCardArtworkContentId(card.id);
  const blocks: EmailBlock[] = [
    paragraph(lang, `${NS}.intro`, { sender, amount, brand }),
    {
      type: 'image',
      src: `cid:${contentId}`,
      alt: words('artworkAlt', { sender, amount }),
      width: GIFT_CARD_ARTWORK_WIDTH,
      height: GIFT_CARD_ARTWORK_HEIGHT,
    },
    ...(card.customMessage ? [messageBlock(lang, card.customMessage)] : []),
    { type: 'highlight', label: words('codeLabel'), value: formatGiftCardCode(card.code) },
    paragraph(lang, `${NS}.redeemUntil`, { date: formatDay(lastRedeemDay(card.redeemableUntil), lang) }),
    paragraph(lang, `${NS}.howTo`, { brand }),
    {
      type: 'button',
      label: words('cta'),
      href: absoluteUrl(links, `${REDEEM_PATH}?lang=${lang}`),
    },
    paragraph(lang, `${NS}.terms`),
    paragraph(lang, `${NS}.keepSafe`),
  ];
  return {
    template: 'gift-card-delivery',
    kind: 'transactional',
    lang,
    subject: words('subject', { sender, amount }),
    ...renderLayout({
      lang,
      links,
      preheader: words('preheader', { sender }),
      recipientName: card.receiverName,
      blocks,
      footer: words('footer', { sender, brand }),
    }),
    attachments: [
      {
        filename: giftCardArtworkFilename(card.id),
        contentType: 'image/png',
        contentId,
        content: artworkPng,
      },
    ],
  };
}
