import { giftCardArtworkSvg, giftCardInk } from '../../../domain/giftcards/gift-card-artwork';
import type { CelebrationType } from '../../../domain/giftcards/gift-card-rules';
import { formatUsd } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';

/**
 * The card as the receiver will see it (docs/decisions/0041): the design's artwork with the amount, then
 * who it is from and for and the message. The artwork is the only markup set as HTML: the product draws
 * it (gift-card-artwork.ts), no typed text is in it. Every typed text is a React text node, escaped, so
 * the preview shows exactly the characters typed and never interprets them.
 */
export function GiftCardPreview({
  design,
  amountCents,
  sender,
  receiver,
  message,
}: {
  design: CelebrationType;
  amountCents: number | null;
  sender: string;
  receiver: string;
  message: string;
}) {
  const { t, lang } = useTranslation();
  const designName = t(`giftCards.design.${design}`);
  return (
    <figure
      aria-label={`${t('giftCards.preview.title')}: ${designName}`}
      data-testid="gift-card-preview"
      className="overflow-hidden rounded-card border border-line bg-surface shadow-soft"
    >
      <div className="relative aspect-[5/3] w-full">
        <div
          aria-hidden
          className="absolute inset-0 [&>svg]:block [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: giftCardArtworkSvg(design) }}
        />
        {/* The artwork leaves its top band and lower left free of motifs for these texts, in the design's
            own ink. */}
        <div
          className="absolute inset-0 flex flex-col justify-between p-4 sm:p-6"
          style={{ color: giftCardInk(design) }}
        >
          <p className="text-sm font-bold uppercase tracking-wide">{t('giftCards.preview.card')}</p>
          <p data-testid="preview-amount" className="tabular text-h2 font-bold md:text-h1">
            {amountCents === null ? t('giftCards.preview.noAmount') : formatUsd(amountCents, lang)}
          </p>
        </div>
      </div>
      <figcaption className="space-y-3 p-4 sm:p-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-sm font-semibold text-muted">{t('giftCards.preview.from')}</dt>
          <dd data-testid="preview-from" className="break-words font-semibold">
            {sender.trim() || '—'}
          </dd>
          <dt className="text-sm font-semibold text-muted">{t('giftCards.preview.to')}</dt>
          <dd data-testid="preview-to" className="break-words font-semibold">
            {receiver.trim() || '—'}
          </dd>
        </dl>
        {message.trim() && (
          <p
            data-testid="preview-message"
            className="whitespace-pre-line break-words rounded-card bg-surface-warm p-3 italic"
          >
            {message.trim()}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
