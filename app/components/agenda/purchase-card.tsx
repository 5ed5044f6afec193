import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { PARTICIPANT_TIERS, type PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { useBrowserTimeZone } from '../../lib/use-browser-time-zone';
import { Icon } from '../icon';
import type { IconName } from '../icon-names';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { localStartWords, meetingWords, refundLines, startWords } from './purchase-words';
import { isCanceled } from '../../../domain/purchases/purchase-lifecycle';
import { PickupPlace } from '../pickup-place';

/** The dialogs a card opens; the list owns them, one of each for every card (agenda-dialogs.tsx). */
export type PurchaseDialog = 'voucher' | 'map' | 'contact' | 'cancel';

function Detail({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon name={icon} className="size-4 shrink-0 text-accent" />
        {title}
      </dt>
      <dd className="mt-1 pl-6 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const action =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill border border-line px-4 text-sm font-semibold text-accent-strong hover:bg-accent-soft';
const primaryAction =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-hover';

/**
 * Where the traveller meets the activity: their pickup point, else the operator's meeting point (its name,
 * address and instructions: docs/product.md § Meeting point).
 */
function placeOf(purchase: PurchaseJson, t: (key: string, values?: Record<string, string>) => string) {
  if (purchase.pickup) {
    // The words and the map link come from <PickupPlace> (docs/decisions/0081-pickup-area.md).
    return { label: t('agendaPage.pickup'), text: '', instructions: '' };
  }
  if (purchase.meeting_point) {
    const { lat, lng } = purchase.meeting_point;
    const place = meetingWords(purchase.meeting_point);
    return {
      label: t('agendaPage.meetingPoint'),
      text: place?.where ?? t('agendaPage.coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) }),
      instructions: place?.instructions ?? '',
    };
  }
  return null;
}

/**
 * What a cancelled booking's card adds: who cancelled it when it was the operator, with its reason, and the
 * refund line by line, where each part goes back (docs/decisions/0068-supplier-cancellations.md).
 */
function Cancellation({ purchase }: { purchase: PurchaseJson }) {
  const { t, lang } = useTranslation();
  if (!isCanceled(purchase.status)) return null;
  const bySupplier = purchase.status === 'canceled_by_supplier';
  const lines = refundLines(t, lang, purchase.refunds);
  if (!bySupplier && lines.length === 0) return null;
  return (
    <div className="border-t border-line px-4 py-3 sm:px-5" data-testid="purchase-cancellation">
      {bySupplier && <p className="font-semibold">{t('agendaPage.canceledBySupplier')}</p>}
      {bySupplier && purchase.cancellation_reason && (
        <p className="mt-1 [overflow-wrap:anywhere]" data-testid="purchase-cancellation-reason">
          {t('agendaPage.supplierReason', { reason: purchase.cancellation_reason })}
        </p>
      )}
      {lines.length > 0 && (
        <>
          <p className="mt-2 text-sm text-muted">{t('agendaPage.refundLines')}</p>
          <ul className="text-sm font-medium text-success" data-testid="purchase-refund-lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * One booking of the agenda (docs/decisions/0040): the experience and its photo, when (on the experience's clock
 * and, when it differs, the traveller's), who goes, add-ons, where, the status, the total (docs/product.md §
 * Purchase: the amount shown, and what was refunded), the code, and what the traveller can do with it.
 */
export function PurchaseCard({
  purchase,
  upcoming,
  onOpen,
}: {
  purchase: PurchaseJson;
  upcoming: boolean;
  onOpen: (dialog: PurchaseDialog, purchase: PurchaseJson) => void;
}) {
  const { t, lang } = useTranslation();
  const browserZone = useBrowserTimeZone();
  const local = localStartWords(lang, purchase, browserZone);
  const place = placeOf(purchase, t);
  const titleId = `purchase-${purchase.id}`;
  const tiers = PARTICIPANT_TIERS.filter((tier) => purchase.participants[tier] > 0);
  const cancelable = upcoming && (purchase.status === 'created' || purchase.status === 'confirmed');
  return (
    <article
      aria-labelledby={titleId}
      data-testid="purchase-card"
      data-code={purchase.code}
      className="overflow-hidden rounded-card border border-line bg-surface"
    >
      <div className="flex gap-4 p-4 sm:gap-6 sm:p-5">
        <div className="aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-card bg-surface-sunk sm:w-52">
          {purchase.photo_url && (
            <img
              src={purchase.photo_url}
              alt=""
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PurchaseStatusBadge status={purchase.status} />
            <span className="text-sm text-muted">
              {t('agendaPage.code')}{' '}
              <span data-testid="purchase-code" className="tabular font-semibold text-ink">
                {purchase.code}
              </span>
            </span>
          </div>
          <h2 id={titleId} className="mt-2 text-lg font-bold leading-snug sm:text-h4">
            {purchase.experience_url ? (
              <Link to={purchase.experience_url} className="hover:text-accent-strong hover:underline">
                {purchase.experience_name}
              </Link>
            ) : (
              purchase.experience_name
            )}
          </h2>
          <p className="mt-1 font-medium first-letter:uppercase" data-testid="purchase-when">
            {startWords(t, lang, purchase)}
          </p>
          {local && (
            <p className="text-sm text-muted" data-testid="purchase-local-time">
              {t('agendaPage.yourTime', { time: local })}
            </p>
          )}
        </div>
      </div>
      <dl className="grid gap-4 border-t border-line px-4 py-4 sm:grid-cols-3 sm:px-5">
        <Detail icon="users" title={t('agendaPage.participants')}>
          <ul>
            {tiers.map((tier) => (
              <li key={tier}>{t(`bookingDetails.tiers.${tier}`, { count: purchase.participants[tier] })}</li>
            ))}
          </ul>
          {purchase.additional_products.length > 0 && (
            <>
              <p className="mt-2 text-sm text-muted">{t('agendaPage.addOns')}</p>
              <ul>
                {purchase.additional_products.map((addOn, index) => (
                  <li key={index}>
                    {t('agendaPage.addOnQuantity', { name: addOn.name, count: addOn.quantity })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Detail>
        {place && (
          <Detail icon={purchase.pickup ? 'bus' : 'map-pin'} title={place.label}>
            {purchase.pickup ? <PickupPlace lang={lang} pickup={purchase.pickup} /> : place.text}
            {place.instructions && (
              <span className="mt-1 block text-sm font-normal whitespace-pre-line text-muted">
                {place.instructions}
              </span>
            )}
          </Detail>
        )}
        <Detail icon="wallet" title={t('agendaPage.total')}>
          <span data-testid="purchase-total" className="tabular text-lg font-bold">
            {formatUsd(usdToCents(purchase.displayed_total), lang)}
          </span>
          {purchase.refunded > 0 && (
            <p className="text-sm font-medium text-success" data-testid="purchase-refunded">
              {t('agendaPage.refunded')}: {formatUsd(usdToCents(purchase.refunded), lang)}
            </p>
          )}
        </Detail>
      </dl>
      <Cancellation purchase={purchase} />
      <div className="flex flex-wrap gap-2 border-t border-line px-4 py-3 sm:px-5">
        {purchase.voucher_url && (
          <button type="button" className={primaryAction} onClick={() => onOpen('voucher', purchase)}>
            <Icon name="qr-code" className="size-5" />
            {t('agendaPage.purchaseButtons.voucher')}
          </button>
        )}
        {purchase.can_review && !upcoming && (
          <Link to={`/review-experience/${purchase.experience_id}`} className={primaryAction}>
            <Icon name="star" className="size-5" />
            {t('agendaPage.purchaseButtons.leaveReview')}
          </Link>
        )}
        {purchase.calendar_url && upcoming && (
          <a href={purchase.calendar_url} download={`${purchase.code}.ics`} className={action}>
            <Icon name="calendar-plus" className="size-5" />
            {t('agendaPage.purchaseButtons.calendar')}
          </a>
        )}
        {(purchase.pickup ?? purchase.meeting_point) && (
          <button type="button" className={action} onClick={() => onOpen('map', purchase)}>
            <Icon name="map" className="size-5" />
            {t('agendaPage.purchaseButtons.map')}
          </button>
        )}
        <button type="button" className={action} onClick={() => onOpen('contact', purchase)}>
          <Icon name="message-circle" className="size-5" />
          {t('agendaPage.purchaseButtons.contact')}
        </button>
        {cancelable && (
          <button
            type="button"
            className={purchase.can_cancel ? `${action} !text-danger hover:bg-danger-soft` : action}
            onClick={() => onOpen('cancel', purchase)}
          >
            <Icon name={purchase.can_cancel ? 'calendar-x' : 'info'} className="size-5" />
            {t(
              purchase.can_cancel
                ? 'agendaPage.purchaseButtons.cancel'
                : 'agendaPage.purchaseButtons.cannotCancel',
            )}
          </button>
        )}
      </div>
    </article>
  );
}
