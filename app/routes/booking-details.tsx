import { privateHeaders, privateStepMeta, stepTitle } from '../lib/private-step-route';
import { BookingStepBody, BookingStepPage } from '../components/booking/booking-step';
import { BookingSummary } from '../components/booking/booking-summary';
import { DetailsPriceBreakdown } from '../components/booking/details-price-breakdown';
import { useTranslation } from '../i18n/translation-context';
import { useBookingDetails } from '../lib/use-booking-details';
import type { Route } from './+types/booking-details';
import { QueryProvider } from '../lib/query-provider';

/**
 * Only the page's title: the booking is a draft in the traveller's browser (docs/product.md § Booking), so
 * the server knows nothing of it and reads no session here (docs/decisions/0037).
 */
export function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'bookingDetails.title');
}

/**
 * The frame holds nothing personal, but the page is one traveller's booking step: no cache keeps it, shared
 * or in the browser (docs/decisions/0023, 0034, 0037).
 */
export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

/**
 * /booking/details: the whole booking read back before paying, with the server's price, an edit link back
 * to the card and Continue to /booking/payment. Rendered by the browser from the stored draft.
 */
export default function BookingDetailsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <BookingDetails title={loaderData.title} />
    </QueryProvider>
  );
}

function BookingDetails({ title }: { title: string }) {
  const { t } = useTranslation();
  const { state, retry } = useBookingDetails();
  return (
    <BookingStepPage step={t('bookingDetails.step')} title={title} busy={state.kind === 'loading'}>
      <BookingStepBody state={state} retry={retry}>
        {(ready, editPath) => (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-10">
            <BookingSummary draft={ready.draft} experience={ready.experience} now={new Date()} />
            <div className="mt-8 lg:mt-0">
              <DetailsPriceBreakdown
                draft={ready.draft}
                experience={ready.experience}
                quote={ready.quote}
                editPath={editPath}
              />
            </div>
          </div>
        )}
      </BookingStepBody>
    </BookingStepPage>
  );
}
