import { privateHeaders, privateStepMeta, stepTitle } from '../lib/private-step-route';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../components/icon';
import { useTranslation } from '../i18n/translation-context';
import { threeDsSuccessReturn } from '../lib/checkout-attempt';
import type { Route } from './+types/booking-3ds-success';

export function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'paymentPage.threeDsSuccess.title');
}

export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

/**
 * The mobile app's 3-D Secure success page (docs/product.md § Pages): the app's web view closes when it
 * reaches it; in a browser, Continue goes on to the agenda, or to the app's `?return=` when that is a path
 * of this site (never elsewhere).
 */
export default function ThreeDsSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = threeDsSuccessReturn(searchParams.get('return'));
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <Icon name="circle-check" className="mx-auto size-12 text-success" />
      <h1 className="mt-4 text-h3 font-bold">{loaderData.title}</h1>
      <p className="mt-3 text-muted">{t('paymentPage.threeDsSuccess.text')}</p>
      <Link
        to={next}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-pill bg-accent px-8 font-semibold text-white hover:bg-accent-hover"
      >
        {t('paymentPage.threeDsSuccess.continue')}
      </Link>
    </div>
  );
}
