import { translate } from '../../common/i18n/translate';
import {
  BookingDetailsFailed,
  BookingDetailsSkeleton,
  BookingRefused,
  NoBookingDraft,
} from '../components/booking/booking-details-states';
import { BookingSummary } from '../components/booking/booking-summary';
import { DetailsPriceBreakdown } from '../components/booking/details-price-breakdown';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { safeRedirectPath } from '../lib/safe-redirect';
import { withOpenGraph } from '../lib/seo';
import { useBookingDetails } from '../lib/use-booking-details';
import type { Route } from './+types/booking-details';

/**
 * Only the page's title: the booking is a draft in the traveller's browser (docs/product.md § Booking), so
 * the server knows nothing of it and reads no session here (docs/decisions/0037).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { title: translate(await requestLanguage(request), 'bookingDetails.title') };
}

/**
 * The frame holds nothing personal, but the page is one traveller's booking step: no cache keeps it, shared
 * or in the browser (docs/decisions/0023, 0034, 0037).
 */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

/** The card's draft path, back at its booking card; a path that would leave the site is not followed. */
const cardPath = (experiencePath: string, fallback: string | null) => {
  const path = safeRedirectPath(experiencePath.split('#')[0], { fallback: fallback ?? '' });
  return path ? `${path}#booking` : null;
};

/**
 * /booking/details: the whole booking read back before paying, with the server's price, an edit link back
 * to the card and Continue to /booking/payment. Rendered by the browser from the stored draft.
 */
export default function BookingDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, retry } = useBookingDetails();
  let body: React.ReactNode;
  switch (state.kind) {
    case 'loading':
      body = <BookingDetailsSkeleton />;
      break;
    case 'empty':
      body = <NoBookingDraft />;
      break;
    case 'failed':
      body = <BookingDetailsFailed onRetry={retry} />;
      break;
    case 'refused':
      body = (
        <BookingRefused
          message={state.message}
          editPath={state.code === 'EXPERIENCE_NOT_FOUND' ? null : cardPath(state.draft.experiencePath, null)}
        />
      );
      break;
    case 'ready': {
      const editPath = cardPath(state.draft.experiencePath, state.experience.url) ?? state.experience.url;
      body = (
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-10">
          <BookingSummary draft={state.draft} experience={state.experience} now={new Date()} />
          <div className="mt-8 lg:mt-0">
            <DetailsPriceBreakdown
              draft={state.draft}
              experience={state.experience}
              quote={state.quote}
              editPath={editPath}
            />
          </div>
        </div>
      );
      break;
    }
  }
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <p className="text-sm font-semibold text-accent-strong">{t('bookingDetails.step')}</p>
      <h1 className="mt-1 text-h3 font-bold md:text-h2">{loaderData.title}</h1>
      <div className="mt-6" aria-busy={state.kind === 'loading'}>
        {body}
      </div>
    </div>
  );
}
