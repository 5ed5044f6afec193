import { Link } from 'react-router';
import type { Lang } from '../../../common/i18n/languages';
import { DRAFT_TTL_MINUTES, type BookingDraft } from '../../../domain/booking/booking-draft';
import { pricingFromExperienceJson } from '../../../domain/pricing/experience-pricing';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { type QuoteReply, quoteCents } from '../../../domain/pricing/quote';
import { useTranslation } from '../../i18n/translation-context';
import type { DetailsExperience } from '../../lib/use-booking-details';

interface Line {
  key: string;
  label: string;
  cents: number;
  /** A discount, shown with a minus sign. */
  off?: boolean;
}

/**
 * The lines of the price: the server's quote gives every amount that is charged (docs/decisions/0033);
 * the same engine run here on the experience's prices splits the participants and add-ons into lines.
 * Should the split ever not add up to the server's amounts, the server's subtotals are shown instead.
 */
function priceLines(
  t: ReturnType<typeof useTranslation>['t'],
  lang: Lang,
  draft: BookingDraft,
  experience: DetailsExperience,
  quote: QuoteReply,
): Line[] {
  const cents = usdToCents;
  let split: ReturnType<typeof quoteCents> | null;
  try {
    split = quoteCents(pricingFromExperienceJson(experience), {
      participants: draft.totalParticipants,
      addOnIds: draft.additionalProducts,
      coupon: null,
      walletCents: 0,
      placesLeft: null,
    });
  } catch {
    split = null;
  }
  const local = split?.ok ? split.value : null;
  const lines: Line[] = [];

  if (local && local.participantsCents === cents(quote.participants_amount)) {
    if (local.isPackage)
      lines.push({
        key: 'package',
        label: t('bookingDetails.package', { count: quote.total_participants }),
        cents: local.participantsCents,
      });
    else
      for (const tier of local.tiers)
        lines.push({
          key: tier.tier,
          label: t('bookingDetails.tierLine', {
            participants: t(`bookingDetails.tiers.${tier.tier}`, { count: tier.quantity }),
            price: formatUsd(tier.unitPriceCents, lang),
          }),
          cents: tier.quantity * tier.unitPriceCents,
        });
  } else {
    lines.push({
      key: 'participants',
      label: t('bookingDetails.participants'),
      cents: cents(quote.participants_amount),
    });
  }
  if (quote.group_discount > 0)
    lines.push({
      key: 'group',
      label: t('bookingDetails.groupDiscount', { percent: quote.group_discount_percent }),
      cents: cents(quote.group_discount),
      off: true,
    });
  if (local && local.additionalCents === cents(quote.additional_amount)) {
    for (const line of local.addOns) {
      const name = experience.additional_products.find((addOn) => addOn.id === line.id)?.additional_item.name;
      lines.push({
        key: `add-on-${line.id}`,
        label: t('bookingDetails.addOnQuantity', { name: name ?? '', count: line.quantity }),
        cents: line.totalCents,
      });
    }
  } else if (quote.additional_amount > 0) {
    lines.push({ key: 'add-ons', label: t('bookingDetails.addOns'), cents: cents(quote.additional_amount) });
  }
  if (quote.coupon_discount > 0)
    lines.push({
      key: 'coupon',
      label: quote.notices.includes('couponHasMaxDiscount')
        ? t('bookingDetails.couponCapped', { code: draft.coupon ?? '' })
        : t('bookingDetails.coupon', { code: draft.coupon ?? '', percent: quote.coupon_percent }),
      cents: cents(quote.coupon_discount),
      off: true,
    });
  if (quote.wallet_discount > 0)
    lines.push({
      key: 'wallet',
      label: t('bookingDetails.wallet'),
      cents: cents(quote.wallet_discount),
      off: true,
    });
  lines.push({ key: 'fee', label: t('bookingDetails.serviceFee'), cents: cents(quote.service_fee) });
  return lines;
}

/**
 * The price card: every line and the total of the server's quote, then the step's own actions (Continue on
 * /booking/details, the payment on /booking/payment).
 */
export function BookingPriceCard({
  draft,
  experience,
  quote,
  sticky = true,
  children,
}: {
  draft: BookingDraft;
  experience: DetailsExperience;
  quote: QuoteReply;
  /** Kept in view on wide screens while the column beside it scrolls (not when more follows it). */
  sticky?: boolean;
  children?: React.ReactNode;
}) {
  const { t, lang } = useTranslation();
  const lines = priceLines(t, lang, draft, experience, quote);
  return (
    <section
      aria-labelledby="price-title"
      className={`rounded-card border border-line p-5 shadow-soft ${sticky ? 'lg:sticky lg:top-24' : ''}`}
    >
      <h2 id="price-title" className="text-h4 font-bold">
        {t('bookingDetails.price')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-4">
            <dt className="min-w-0">{line.label}</dt>
            <dd className={`tabular shrink-0 text-right ${line.off ? 'text-success' : ''}`}>
              {line.off ? `−${formatUsd(line.cents, lang)}` : formatUsd(line.cents, lang)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold">{t('bookingDetails.total')}</dt>
          <dd data-testid="booking-total" className="tabular text-h4 font-bold">
            {formatUsd(usdToCents(quote.total), lang)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted">{t('bookingDetails.currencyNote')}</p>
      {children}
    </section>
  );
}

/** The price column of /booking/details: the price card, Continue to payment and the way back to the card. */
export function DetailsPriceBreakdown({
  draft,
  experience,
  quote,
  editPath,
}: {
  draft: BookingDraft;
  experience: DetailsExperience;
  quote: QuoteReply;
  editPath: string;
}) {
  const { t } = useTranslation();
  return (
    <BookingPriceCard draft={draft} experience={experience} quote={quote}>
      <Link
        to="/booking/payment"
        className="mt-5 flex min-h-12 w-full items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        {t('bookingDetails.continue')}
      </Link>
      <Link
        to={editPath}
        className="mt-3 flex min-h-12 w-full items-center justify-center rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft"
      >
        {t('bookingDetails.edit')}
      </Link>
      <p className="mt-3 text-center text-xs text-muted">
        {t('bookingDetails.keptFor', { minutes: DRAFT_TTL_MINUTES })}
      </p>
    </BookingPriceCard>
  );
}
