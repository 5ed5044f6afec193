import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';
import { useBookingDetails } from '../../lib/use-booking-details';
import { BookingStepBody, BookingStepPage } from '../booking/booking-step';
import { bookingCheckout } from '../checkout/booking-checkout';
import { CheckoutMessages } from '../checkout/checkout-messages';
import { noticeOf } from '../checkout/checkout-machine';
import { useCheckout } from '../checkout/use-checkout';
import { BookingPayment } from './booking-payment';
import { PurchaseConfirmation } from './purchase-confirmation';

/**
 * /booking/payment in the browser: the draft read as on /booking/details (same states), the payment, and
 * the confirmation once paid. PayPal's return is handled whatever the draft's state.
 */
export function PaymentPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { state, retry } = useBookingDetails();
  const checkout = useCheckout(bookingCheckout);
  const { state: paying, running } = checkout;

  // Once paid, the outcome is the page's heading: "Step 2 of 2: pay for your booking" above it would
  // say the payment is still to do.
  if (paying.kind === 'paid') {
    return (
      <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <PurchaseConfirmation
          purchase={paying.result}
          email={user?.email ?? null}
          country={state.kind === 'ready' ? state.experience.country.name : null}
          experiencePath={state.kind === 'ready' ? state.draft.experiencePath : null}
        />
      </div>
    );
  }
  let body: React.ReactNode;
  if (running === 'authorizingPaypal') {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-12 font-semibold">
        <span
          aria-hidden
          className="size-6 rounded-pill border-2 border-line border-t-accent motion-safe:animate-spin"
        />
        {t('paymentPage.steps.authorizingPaypal')}
      </p>
    );
  } else {
    body = (
      <>
        {state.kind !== 'ready' && (paying.kind === 'failed' || noticeOf(paying)) && (
          <div className="mb-6">
            <CheckoutMessages state={paying} editPath={null} />
          </div>
        )}
        <BookingStepBody state={state} retry={retry}>
          {(ready, editPath) => <BookingPayment ready={ready} editPath={editPath} checkout={checkout} />}
        </BookingStepBody>
      </>
    );
  }
  return (
    <BookingStepPage step={t('paymentPage.step')} title={title} busy={state.kind === 'loading'}>
      {body}
    </BookingStepPage>
  );
}
