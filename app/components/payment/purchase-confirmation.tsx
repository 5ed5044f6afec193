import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { twelveHour } from '../../../domain/booking/departures';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { longDate, zonedDateTime } from '../../../domain/booking/date-words';
import { Icon } from '../icon';
import { NextStepsFacts } from '../next-steps/next-steps-facts';
import { useNextSteps } from './use-next-steps';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';

/**
 * The booking is paid: its code, what and when, the total paid, where the confirmation went, what to do
 * next (when and where to be, whom to contact, what to bring, until when to cancel: the words of the voucher
 * and the e-mail, domain/purchases/next-steps.ts), the voucher, its calendar file and the way back to the
 * experience (or home). Focus moves to the heading so a screen reader announces the outcome.
 */
export function PurchaseConfirmation({
  purchase,
  email,
  country,
  experiencePath,
}: {
  purchase: PurchaseJson;
  email: string | null;
  /** The experience's country, to name the clock of the departure; unknown after a PayPal return without a draft. */
  country: string | null;
  /** The booked experience's page, from the draft; unknown after a PayPal return without one. */
  experiencePath: string | null;
}) {
  const { t, lang } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useNextSteps(purchase.voucher_url);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const when = country
    ? zonedDateTime(t, lang, { date: purchase.booking_date, time: purchase.booking_hour, country })
    : `${longDate(purchase.booking_date, lang)}, ${twelveHour(purchase.booking_hour)}`;
  return (
    <section aria-labelledby="purchase-confirmed" className="mx-auto max-w-xl py-4 text-center">
      <Icon name="circle-check" className="mx-auto size-12 text-success" />
      <h1
        ref={heading}
        id="purchase-confirmed"
        tabIndex={-1}
        className="mt-4 text-h3 font-bold focus-visible:outline-none"
      >
        {t('paymentPage.success.title')}
      </h1>
      <dl className="mt-6 divide-y divide-line rounded-card border border-line text-left">
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-muted">{t('paymentPage.success.code')}</dt>
          <dd data-testid="purchase-code" className="tabular font-bold">
            {purchase.code}
          </dd>
        </div>
        <div className="p-4">
          <dt className="text-muted">{t('paymentPage.success.experience')}</dt>
          <dd className="mt-1 font-semibold">{purchase.experience_name}</dd>
        </div>
        <div className="p-4">
          <dt className="text-muted">{t('paymentPage.success.when')}</dt>
          <dd className="mt-1 font-semibold first-letter:uppercase">{when}</dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-muted">{t('paymentPage.success.totalPaid')}</dt>
          <dd className="tabular font-bold">{formatUsd(usdToCents(purchase.displayed_total), lang)}</dd>
        </div>
      </dl>
      {email && <p className="mt-4 text-muted">{t('paymentPage.success.email', { email })}</p>}
      {next.data && (
        <section
          aria-labelledby="purchase-next-steps"
          className="mt-6 rounded-card border border-line px-4 pt-4 text-left"
        >
          <h2 id="purchase-next-steps" className="text-h4 font-bold">
            {next.data.title}
          </h2>
          <div className="mt-2 -mx-4 px-4">
            <NextStepsFacts next={next.data} />
          </div>
        </section>
      )}
      {next.isPending && purchase.voucher_url && (
        <p role="status" className="mt-6 text-sm text-muted">
          {t('paymentPage.success.nextStepsLoading')}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {purchase.voucher_url && (
          <a
            href={purchase.voucher_url}
            className="flex min-h-12 items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('paymentPage.success.voucher')}
          </a>
        )}
        {purchase.calendar_url && (
          <a
            href={purchase.calendar_url}
            download={`${purchase.code}.ics`}
            className="flex min-h-12 items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft"
          >
            <Icon name="calendar-plus" className="size-5" />
            {t('voucher.addToCalendar')}
          </a>
        )}
        <Link
          to={experiencePath ?? '/'}
          className="flex min-h-12 items-center justify-center rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft"
        >
          {t(experiencePath ? 'paymentPage.success.experienceLink' : 'paymentPage.success.home')}
        </Link>
      </div>
    </section>
  );
}
