import { Link } from 'react-router';
import { DRAFT_TTL_MINUTES } from '../../../domain/booking/booking-draft';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

const block = 'rounded-card bg-surface-sunk motion-safe:animate-pulse';
const primary =
  'mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover';

/**
 * The summary's shape while the draft, the experience and the quote are read: what the server renders (it
 * cannot see the draft) and what the browser shows until the answers arrive.
 */
export function BookingDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
      <span className="sr-only">{t('bookingDetails.loading')}</span>
      <div aria-hidden="true">
        <div className="flex gap-4">
          <div className={`aspect-[4/3] w-28 shrink-0 sm:w-40 ${block}`} />
          <div className="flex-1 space-y-3 pt-1">
            <div className={`h-4 w-24 ${block}`} />
            <div className={`h-6 w-4/5 ${block}`} />
            <div className={`h-4 w-1/2 ${block}`} />
          </div>
        </div>
        <div className="mt-6 space-y-4">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-3 border-t border-line pt-4">
              <div className={`size-5 ${block}`} />
              <div className="flex-1 space-y-2">
                <div className={`h-4 w-28 ${block}`} />
                <div className={`h-5 w-3/4 ${block}`} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="mt-8 rounded-card border border-line p-5 lg:mt-0">
        <div className={`h-6 w-40 ${block}`} />
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex justify-between">
              <div className={`h-4 w-32 ${block}`} />
              <div className={`h-4 w-12 ${block}`} />
            </div>
          ))}
        </div>
        <div className={`mt-6 h-12 ${block}`} />
      </div>
    </div>
  );
}

function StateMessage({
  icon,
  title,
  children,
}: {
  icon: 'search' | 'circle-alert' | 'triangle-alert';
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <Icon name={icon} className="mx-auto size-10 text-accent" />
      <h2 className="mt-4 text-h3 font-bold">{title}</h2>
      {children}
    </div>
  );
}

/** No draft, or a stale one that was just discarded: where to go next, and why drafts go away. */
export function NoBookingDraft() {
  const { t } = useTranslation();
  return (
    <StateMessage icon="search" title={t('bookingDetails.empty.title')}>
      <p className="mt-3 text-muted">{t('bookingDetails.empty.text', { minutes: DRAFT_TTL_MINUTES })}</p>
      <Link to="/search" className={primary}>
        {t('bookingDetails.empty.cta')}
      </Link>
    </StateMessage>
  );
}

/** A stale draft: it expired, and the way back to its experience's booking card to choose again. */
export function BookingDraftExpired({ experiencePath }: { experiencePath: string | null }) {
  const { t } = useTranslation();
  return (
    <StateMessage icon="circle-alert" title={t('bookingDetails.expired.title')}>
      <p className="mt-3 text-muted">{t('bookingDetails.expired.text', { minutes: DRAFT_TTL_MINUTES })}</p>
      {experiencePath ? (
        <Link to={experiencePath} className={primary}>
          <Icon name="arrow-left" className="size-5" />
          {t('bookingDetails.expired.cta')}
        </Link>
      ) : (
        <Link to="/search" className={primary}>
          {t('bookingDetails.empty.cta')}
        </Link>
      )}
    </StateMessage>
  );
}

/** The server refused the selection (its translated reason): back to the card to choose again. */
export function BookingRefused({ message, editPath }: { message: string; editPath: string | null }) {
  const { t } = useTranslation();
  return (
    <StateMessage icon="triangle-alert" title={t('bookingDetails.refused.title')}>
      <p role="alert" className="mt-3 rounded-card bg-danger-soft p-4 text-ink">
        {message}
      </p>
      {editPath ? (
        <Link to={editPath} className={primary}>
          <Icon name="arrow-left" className="size-5" />
          {t('bookingDetails.refused.cta')}
        </Link>
      ) : (
        <Link to="/search" className={primary}>
          {t('bookingDetails.empty.cta')}
        </Link>
      )}
    </StateMessage>
  );
}

/** The calls failed (no network, a server error): the draft is still there, so trying again may work. */
export function BookingDetailsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage icon="circle-alert" title={t('bookingDetails.failed.title')}>
      <p role="alert" className="mt-3 text-muted">
        {t('bookingDetails.failed.text')}
      </p>
      <button type="button" onClick={onRetry} className={primary}>
        {t('bookingDetails.failed.retry')}
      </button>
    </StateMessage>
  );
}
