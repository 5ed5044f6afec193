import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '../../../common/i18n/languages';
import { choosesPickup, draftFromSelection } from '../../../domain/booking/draft-restore';
import { pickupAddress } from '../../../domain/booking/pickup-address';
import { missingSelection } from '../../../domain/booking/participant-counter';
import { offersTransport } from '../../../domain/catalog/add-on-types';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { saveBookingDraft } from '../../lib/draft-storage';
import { Icon } from '../icon';
import { useToast } from '../toasts';
import { AddOnChoice } from './add-on-choice';
import { BookingCalendar } from './booking-calendar';
import type { BookingExperience } from './booking-experience';
import { CapacityDialog } from './capacity-dialog';
import { CouponField } from './coupon-field';
import { HourChoice } from './hour-choice';
import { ParticipantCounters } from './participant-counters';
import { PickupStep } from './pickup-step';
import { PriceBreakdown, shownTotalCents } from './price-breakdown';
import { useBookingCard } from './use-booking-card';
import { type RequestedDay, useRequestedDay } from './use-requested-day';
import { QueryProvider } from '../../lib/query-provider';

/** A call that failed (days or hours): say so, and let the traveller ask again. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm">
      {t('booking.card.loadError')}{' '}
      <button type="button" onClick={onRetry} className="font-semibold text-accent-strong underline">
        {t('booking.card.retry')}
      </button>
    </p>
  );
}

type Banner = 'general' | 'hour' | 'participants' | 'pickup' | 'pickupAddress';

function Step({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-4">
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The interactive booking card (loaded after hydration, docs/decisions/0035): date, hour, participants,
 * add-ons, coupon, the all-in price and Book, top to bottom. Book saves the draft and goes on to
 * /booking/details.
 */
interface PanelProps {
  experience: BookingExperience;
  lang: Lang;
  layout: 'inline' | 'drawer';
  /** A day chosen among the page's next departures. */
  requested?: RequestedDay | null;
}

/** The card asks the API through TanStack Query, which comes with this chunk (docs/decisions/0050-server-state). */
export default function BookingPanel(props: PanelProps) {
  return (
    <QueryProvider>
      <Panel {...props} />
    </QueryProvider>
  );
}

function Panel({ experience, lang, layout, requested }: PanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const card = useBookingCard(experience);
  useRequestedDay(requested, card.dates, card.chooseDate);
  const [banner, setBanner] = useState<Banner | null>(null);
  const { selection, pricing } = card;
  const id = (name: string) => `booking-${layout}-${name}`;

  const pickupChosen = choosesPickup(pricing, selection.addOnIds);
  const transport = offersTransport(
    experience.meeting_latitude,
    experience.additional_products
      .filter((addOn) => selection.addOnIds.includes(addOn.id))
      .map((addOn) => addOn.additional_item.type.code),
  );
  // Banners clear themselves once what they asked for is chosen.
  const missing = missingSelection(selection, pricing.minPersons);
  const addressMissing = pickupChosen && pickupAddress(selection.pickupAddress) === null;
  const shownBanner =
    banner === 'pickup'
      ? pickupChosen && !selection.pickup
        ? 'pickup'
        : null
      : banner === 'pickupAddress'
        ? addressMissing
          ? 'pickupAddress'
          : null
        : banner && missing;

  const book = () => {
    if (missing) return setBanner(missing);
    if (addressMissing) return setBanner('pickupAddress');
    if (pickupChosen && !selection.pickup) return setBanner('pickup');
    if (!selection.date || !selection.hour || !card.localQuote.ok) return;
    saveBookingDraft(
      draftFromSelection(
        { ...selection, date: selection.date, hour: selection.hour, coupon: card.coupon?.code ?? null },
        { id: experience.id, path: experience.url },
        pricing,
      ),
      new Date(),
    );
    void navigate('/booking/details');
  };

  const press = (tier: Parameters<typeof card.press>[0], delta: 1 | -1) => {
    const refused = card.press(tier, delta);
    if (refused) toast({ kind: 'warning', message: t(refused) });
  };

  const notices =
    card.serverQuote?.reply?.notices ?? (card.localQuote.ok ? card.localQuote.value.notices : []);
  // A capped coupon (docs/decisions/0088-small-things.md): one notice names its percent and the real discount.
  const capped = notices.includes('couponHasMaxDiscount');
  const bannerText =
    shownBanner === 'pickup'
      ? t('booking.pickupRequired')
      : shownBanner === 'pickupAddress'
        ? t('booking.pickupAddressRequired')
        : shownBanner
          ? t(`booking.card.missing.${shownBanner}`, { min: Math.max(1, pricing.minPersons) })
          : null;

  return (
    <div className="space-y-4">
      <Step title={t('booking.card.date')} id={id('date')}>
        <div className="min-h-[22rem]">
          {card.dates.status === 'ready' &&
            (card.dates.value.dates.length > 0 ? (
              <BookingCalendar
                lang={lang}
                dates={card.dates.value.dates}
                unavailable={card.dates.value.unavailable_days}
                today={card.today}
                selected={selection.date}
                onSelect={card.chooseDate}
              />
            ) : (
              <p className="text-sm">{t('booking.card.noDates')}</p>
            ))}
          {card.dates.status === 'error' && <LoadError onRetry={card.retryDates} />}
          {/* Stays in the page, emptied once the days are in: a live region that is removed says nothing. */}
          <p
            role="status"
            className={card.dates.status === 'loading' ? 'py-32 text-center text-sm text-muted' : 'sr-only'}
          >
            {card.dates.status === 'loading' ? t('booking.card.calendarLoading') : ''}
          </p>
        </div>
      </Step>

      <fieldset className="border-t border-line pt-4">
        <legend className="float-left mb-2 w-full font-semibold">{t('booking.card.hour')}</legend>
        <div className="clear-left">
          {!selection.date ? (
            <p className="text-sm text-muted">{t('booking.card.chooseDateHint')}</p>
          ) : card.hours.status === 'ready' ? (
            <HourChoice
              hours={card.hours.value}
              selected={selection.hour}
              minPersons={experience.min_persons}
              onSelect={card.chooseHour}
            />
          ) : card.hours.status === 'error' ? (
            <LoadError onRetry={card.retryHours} />
          ) : (
            <p className="text-sm text-muted" role="status">
              {t('booking.card.hoursLoading')}
            </p>
          )}
        </div>
      </fieldset>

      <Step title={t('booking.card.participants')} id={id('participants')}>
        <ParticipantCounters
          participants={selection.participants}
          limits={card.limits}
          minPersons={experience.min_persons}
          onPress={press}
        />
      </Step>

      {experience.additional_products.length > 0 && (
        <Step title={t('booking.card.addOns')} id={id('add-ons')}>
          <AddOnChoice
            addOns={experience.additional_products}
            chosen={selection.addOnIds}
            lang={lang}
            onToggle={card.toggleAddOn}
          />
          {pickupChosen && (
            <PickupStep
              experience={experience}
              lang={lang}
              address={selection.pickupAddress}
              point={selection.pickup}
              onAddress={card.setPickupAddress}
              onPoint={card.setPickup}
              addressMissing={shownBanner === 'pickupAddress'}
            />
          )}
        </Step>
      )}
      {transport && (
        <p className="flex items-start gap-2 text-sm">
          <Icon name="bus" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('booking.card.transport')}
        </p>
      )}

      <Step title={t('booking.card.coupon')} id={id('coupon')}>
        <CouponField
          coupon={card.coupon}
          message={capped && card.couponMessage?.kind === 'success' ? null : card.couponMessage}
          pending={card.couponPending}
          onApply={card.applyCoupon}
          onRemove={card.removeCoupon}
        />
        {capped && card.coupon && (
          <p className="mt-1 text-sm text-warning" role="status">
            {t('resumeCard.couponHasMaxDiscount', {
              code: card.coupon.code,
              percent: card.coupon.terms.percent,
              amount: formatUsd(
                card.serverQuote?.reply
                  ? usdToCents(card.serverQuote.reply.coupon_discount)
                  : card.localQuote.ok
                    ? card.localQuote.value.couponDiscountCents
                    : 0,
                lang,
              ),
            })}
          </p>
        )}
      </Step>

      {card.localQuote.ok && (
        <PriceBreakdown
          quote={card.localQuote.value}
          server={card.serverQuote?.reply ?? null}
          couponCode={card.coupon?.code ?? null}
          addOnNames={experience.additional_products}
          lang={lang}
        />
      )}
      {card.serverQuote?.error && <p className="text-sm text-danger">{card.serverQuote.error}</p>}
      <div
        // Total and Book stay in view at the bottom of the drawer, and of the desktop column that scrolls
        // inside itself once the card is taller than the window.
        className={`sticky z-10 space-y-2 border-t border-line bg-surface pt-3 ${
          layout === 'drawer' ? '-bottom-4 -mx-4 px-4 pb-4' : '-mx-5 -bottom-2 px-5 pb-3'
        }`}
      >
        {bannerText && (
          <p role="alert" className="flex items-start gap-2 rounded-card bg-warning-soft px-3 py-2 text-sm">
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0 text-warning" />
            {bannerText}
          </p>
        )}
        <div className="flex items-center gap-4">
          {card.localQuote.ok && (
            <p className="shrink-0 leading-tight">
              <span className="block text-xs text-muted">{t('booking.card.total')}</span>
              <span className="tabular text-h4 font-bold">
                {formatUsd(shownTotalCents(card.localQuote.value, card.serverQuote?.reply ?? null), lang)}
              </span>
            </p>
          )}
          <button
            type="button"
            onClick={book}
            className="flex min-h-12 w-full items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('booking.card.book')}
          </button>
        </div>
      </div>
      <CapacityDialog notice={card.capacity} lang={lang} onClose={card.closeCapacity} />
    </div>
  );
}
