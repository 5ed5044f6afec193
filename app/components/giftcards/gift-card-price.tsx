import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import type { GiftCardQuote } from './use-gift-card-quote';

/**
 * The price as the server quoted it: the card's amount, the coupon's discount, the total to pay. Until
 * the quote answers it says so rather than showing a figure the server has not confirmed.
 */
export function GiftCardPrice({
  quote,
  pending,
  failed,
  onRetry,
}: {
  quote: GiftCardQuote | null;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t, lang } = useTranslation();
  const usd = (amount: number) => formatUsd(usdToCents(amount), lang);
  return (
    <section aria-labelledby="gift-card-price" className="rounded-card border border-line p-4 sm:p-5">
      <h2 id="gift-card-price" className="font-bold">
        {t('giftCards.price.title')}
      </h2>
      {quote ? (
        <dl className="mt-3 space-y-2">
          <div className="flex justify-between gap-4">
            <dt>{t('giftCards.price.amount')}</dt>
            <dd className="tabular">{usd(quote.amount)}</dd>
          </div>
          {quote.discount > 0 && (
            <div className="flex justify-between gap-4 text-success">
              <dt>
                {t('giftCards.price.discount')}
                {quote.coupon ? ` (${quote.coupon.code})` : ''}
              </dt>
              <dd className="tabular">−{usd(quote.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-h4 font-bold">
            <dt>{t('giftCards.price.total')}</dt>
            <dd data-testid="gift-card-total" className="tabular">
              {usd(quote.total)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div role="status" className="text-sm text-muted empty:hidden">
        {pending ? <p className="mt-3">{t('giftCards.price.updating')}</p> : null}
      </div>
      {failed && (
        <div role="alert" className="mt-3 text-sm">
          <p className="text-danger">{t('giftCards.price.failed')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-2 min-h-11 rounded-pill border border-line px-4 font-semibold text-accent-strong hover:bg-accent-soft"
          >
            {t('giftCards.price.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
