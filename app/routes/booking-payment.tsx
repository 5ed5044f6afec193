import { privateHeaders, privateStepMeta, stepTitle } from '../lib/private-step-route';
import { PaymentPage } from '../components/payment/payment-page';
import type { Route } from './+types/booking-payment';
import { QueryProvider } from '../lib/query-provider';

/**
 * Only the page's title, as on /booking/details (docs/decisions/0037): the booking is a draft in the
 * traveller's browser and the payment happens there, so the server renders a frame and reads no session.
 */
export function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'paymentPage.title');
}

/** One traveller's payment step: no cache keeps it, shared or in the browser (decisions 0023, 0034, 0037). */
export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

/** /booking/payment: the draft's summary and price, the payment by card, wallet or PayPal (decision 0039). */
export default function BookingPaymentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <PaymentPage title={loaderData.title} />
    </QueryProvider>
  );
}
