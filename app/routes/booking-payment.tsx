import { translate } from '../../common/i18n/translate';
import { PaymentPage } from '../components/payment/payment-page';
import { requestLanguage } from '../i18n/language-cookie';
import { withOpenGraph } from '../lib/seo';
import type { Route } from './+types/booking-payment';

/**
 * Only the page's title, as on /booking/details (docs/decisions/0037): the booking is a draft in the
 * traveller's browser and the payment happens there, so the server renders a frame and reads no session.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { title: translate(await requestLanguage(request), 'paymentPage.title') };
}

/** One traveller's payment step: no cache keeps it, shared or in the browser (decisions 0023, 0034, 0037). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

/** /booking/payment: the draft's summary and price, the payment by card, wallet or PayPal (decision 0039). */
export default function BookingPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentPage title={loaderData.title} />;
}
