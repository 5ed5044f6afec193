import { GiftCardPaymentPage } from '../components/giftcards/gift-card-payment-page';
import { privateHeaders, privateStepMeta, stepTitle } from '../lib/private-step-route';
import type { Route } from './+types/giftcards-payment';
import { QueryProvider } from '../lib/query-provider';

/**
 * Only the page's title, as on /booking/payment: the gift card is a draft in the buyer's browser and the
 * payment happens there, so the server renders a frame and reads no session.
 */
export function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'giftCardPayment.title');
}

/** One buyer's payment step: no cache keeps it, shared or in the browser (decisions 0023, 0034, 0037). */
export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

/** /giftcards/payment: the draft's card and price, paid by card (3-D Secure) or PayPal (decision 0041). */
export default function GiftCardPaymentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <GiftCardPaymentPage title={loaderData.title} />
    </QueryProvider>
  );
}
