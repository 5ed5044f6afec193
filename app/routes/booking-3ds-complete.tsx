import { privateHeaders, privateStepMeta, stepTitle } from '../lib/private-step-route';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '../components/icon';
import { useTranslation } from '../i18n/translation-context';
import { isThreeDsAck, THREE_DS_COMPLETE, THREE_DS_RETRY_MS, threeDsNextStep } from '../lib/checkout-attempt';
import type { Route } from './+types/booking-3ds-complete';

/** Rendered inside the 3-D Secure frame: no site chrome (docs/product.md § Pages, root.tsx). */
export const handle = { chrome: 'none' };

export function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'paymentPage.threeDsComplete.title');
}

export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

/**
 * The bank's challenge ends here, inside the payment page's frame: tell the parent (this origin only) that
 * 3-D Secure is complete, at once and every 5 s until it acknowledges; after more than 3 unanswered
 * attempts, say so and offer the payment page (docs/product.md § Booking and payment input).
 */
export default function ThreeDsComplete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const transactionId =
    searchParams.get('transaction_id') ??
    searchParams.get('transactionId') ??
    searchParams.get('TransactionId');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const origin = window.location.origin;
    let posted = 0;
    const stop = () => {
      clearInterval(timer);
      window.removeEventListener('message', listen);
    };
    const listen = (event: MessageEvent) => {
      if (isThreeDsAck(event, { origin, parent: window.parent })) stop();
    };
    const post = () => {
      if (threeDsNextStep(posted) === 'give-up') {
        stop();
        setFailed(true);
        return;
      }
      window.parent.postMessage({ type: THREE_DS_COMPLETE, transactionId }, origin);
      posted += 1;
    };
    window.addEventListener('message', listen);
    const timer = setInterval(post, THREE_DS_RETRY_MS);
    post();
    return stop;
  }, [transactionId]);

  return (
    <div className="mx-auto max-w-md px-4 py-10 text-center">
      {failed ? (
        <>
          <Icon name="triangle-alert" className="mx-auto size-10 text-warning" />
          <h1 className="mt-4 text-h4 font-bold">{loaderData.title}</h1>
          <p role="alert" className="mt-3">
            {t('payment.threeDSecureRedirectError')}
          </p>
          <a
            href="/booking/payment"
            target="_top"
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('paymentPage.threeDsComplete.continue')}
          </a>
        </>
      ) : (
        <>
          <Icon name="circle-check" className="mx-auto size-10 text-success" />
          <h1 className="mt-4 text-h4 font-bold">{loaderData.title}</h1>
          <p role="status" className="mt-3 text-muted">
            {t('paymentPage.threeDsComplete.text')}
          </p>
        </>
      )}
    </div>
  );
}
