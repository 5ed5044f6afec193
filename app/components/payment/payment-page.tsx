import { useNavigationWarning } from './checkout-hooks';
import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';
import { useBookingDetails } from '../../lib/use-booking-details';
import { BookingStepBody, BookingStepPage } from '../booking/booking-step';
import { BookingPayment, CheckoutMessages } from './booking-payment';
import { PurchaseConfirmation } from './purchase-confirmation';
import { useCheckout } from './use-checkout';

/**
 * /booking/payment in the browser: the draft read as on /booking/details (same states), the payment, and
 * the confirmation once paid. PayPal's return is handled whatever the draft's state.
 */
export function PaymentPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { state, retry } = useBookingDetails();
  const checkout = useCheckout();
  const { purchase, running } = checkout.state;

  useNavigationWarning(running !== null);

  // Once paid, the outcome is the page's heading: "Step 2 of 2: pay for your booking" above it would
  // say the payment is still to do.
  if (purchase) {
    return (
      <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <PurchaseConfirmation
          purchase={purchase}
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
        {state.kind !== 'ready' && (checkout.state.error || checkout.state.notice) && (
          <div className="mb-6">
            <CheckoutMessages checkout={checkout} editPath={null} />
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
