import type { Lang } from '../../../common/i18n/languages';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import type { Quote, QuoteReply } from '../../../domain/pricing/quote';
import { useTranslation } from '../../i18n/translation-context';
import type { BookingExperience } from './booking-experience';

/** The total to show: the server's quote when it is in (it is what will be charged), else the browser's. */
export function shownTotalCents(quote: Quote, server: QuoteReply | null): number {
  return server ? usdToCents(server.total) : quote.totalCents;
}

/**
 * The all-in price before Book: participants (per group or the package), the group discount, add-ons,
 * the coupon and the service fee, and the total that will be charged. The lines are the browser's quote
 * (the same function as the server's); when the server's quote is in, its amounts are shown, and if it
 * ever differs the card says so.
 */
export function PriceBreakdown({
  quote,
  server,
  couponCode,
  addOnNames,
  lang,
}: {
  quote: Quote;
  server: QuoteReply | null;
  couponCode: string | null;
  addOnNames: BookingExperience['additional_products'];
  lang: Lang;
}) {
  const { t } = useTranslation();
  const usd = (cents: number) => formatUsd(cents, lang);
  const differs = server !== null && usdToCents(server.total) !== quote.totalCents;
  // The server's figures when they differ: the total shown is always what will be charged.
  const amounts = differs
    ? {
        groupPercent: server.group_discount_percent,
        group: usdToCents(server.group_discount),
        couponPercent: server.coupon_percent,
        coupon: usdToCents(server.coupon_discount),
        fee: usdToCents(server.service_fee),
        total: usdToCents(server.total),
      }
    : {
        groupPercent: quote.groupDiscountPercent,
        group: quote.groupDiscountCents,
        couponPercent: quote.couponPercent,
        coupon: quote.couponDiscountCents,
        fee: quote.serviceFeeCents,
        total: quote.totalCents,
      };
  const capped = (server?.notices ?? quote.notices).includes('couponHasMaxDiscount');
  const name = (id: number) => addOnNames.find((addOn) => addOn.id === id)?.additional_item.name ?? '';
  const row = 'flex justify-between gap-3';
  return (
    <section aria-labelledby="booking-breakdown" className="rounded-card bg-surface-warm p-4 text-sm">
      <h3 id="booking-breakdown" className="sr-only">
        {t('booking.card.breakdown')}
      </h3>
      <dl className="space-y-1.5">
        {quote.isPackage ? (
          <div className={row}>
            <dt>{t('booking.card.package')}</dt>
            <dd className="tabular">{usd(quote.participantsCents)}</dd>
          </div>
        ) : (
          quote.tiers.map((line) => (
            <div key={line.tier} className={row}>
              <dt>
                {t(`booking.card.tiers.${line.tier}`)}{' '}
                <span className="tabular text-muted">
                  {t('booking.card.tierLine', { count: line.quantity, price: usd(line.unitPriceCents) })}
                </span>
              </dt>
              <dd className="tabular">{usd(line.quantity * line.unitPriceCents)}</dd>
            </div>
          ))
        )}
        {amounts.group > 0 && (
          <div className={`${row} text-success`}>
            <dt>{t('booking.card.groupDiscount', { percent: amounts.groupPercent })}</dt>
            <dd className="tabular">−{usd(amounts.group)}</dd>
          </div>
        )}
        {quote.addOns.map((line) => (
          <div key={line.id} className={row}>
            <dt>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {name(line.id)}
            </dt>
            <dd className="tabular">{usd(line.totalCents)}</dd>
          </div>
        ))}
        {amounts.coupon > 0 && (
          <div className={`${row} text-success`}>
            <dt>
              {/* A capped coupon's percent is named once, in the card's notice (booking-panel). */}
              {capped
                ? t('booking.card.couponLineCapped', { code: couponCode ?? '' })
                : t('booking.card.couponLine', { code: couponCode ?? '', percent: amounts.couponPercent })}
            </dt>
            <dd className="tabular">−{usd(amounts.coupon)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>{t('booking.card.serviceFee', { count: quote.totalParticipants })}</dt>
          <dd className="tabular">{usd(amounts.fee)}</dd>
        </div>
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt>{t('booking.card.total')}</dt>
          <dd className="tabular" data-booking-total>
            {usd(amounts.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted">{t('booking.card.totalHint')}</p>
      {differs && (
        <p role="status" className="mt-2 text-xs font-semibold text-warning">
          {t('booking.card.serverPrice')}
        </p>
      )}
    </section>
  );
}
