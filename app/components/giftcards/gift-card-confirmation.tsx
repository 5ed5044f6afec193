import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../domain/booking/date-words';
import type { GiftCardJson } from '../../../domain/giftcards/gift-card-json';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/**
 * The gift card is paid: its amount, who gets it and when, the total paid, the receipt, and the ways on.
 * Focus moves to the heading so a screen reader announces the outcome.
 */
export function GiftCardConfirmation({
  giftCard,
  receiver,
}: {
  giftCard: GiftCardJson;
  /** The receiver's name from the draft; unknown after a PayPal return in a browser without it. */
  receiver: string | null;
}) {
  const { t, lang } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const date = longDate(giftCard.delivery_date, lang);
  const usd = (amount: number) => formatUsd(usdToCents(amount), lang);
  return (
    <section aria-labelledby="gift-card-paid" className="mx-auto max-w-xl py-4 text-center">
      <Icon name="circle-check" className="mx-auto size-12 text-success" />
      <h1
        ref={heading}
        id="gift-card-paid"
        tabIndex={-1}
        className="mt-4 text-h3 font-bold focus-visible:outline-none"
      >
        {t('giftCardPayment.success.title')}
      </h1>
      <dl className="mt-6 divide-y divide-line rounded-card border border-line text-left">
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-muted">{t('giftCardPayment.success.amount')}</dt>
          <dd className="tabular font-bold">{usd(giftCard.amount)}</dd>
        </div>
        {receiver && (
          <div className="flex justify-between gap-4 p-4">
            <dt className="text-muted">{t('giftCardPayment.success.receiver')}</dt>
            <dd className="break-words text-right font-semibold">{receiver}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-muted">{t('giftCardPayment.success.deliveryDate')}</dt>
          <dd className="text-right font-semibold first-letter:uppercase">{date}</dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-muted">{t('giftCardPayment.success.totalPaid')}</dt>
          <dd data-testid="gift-card-paid-total" className="tabular font-bold">
            {usd(giftCard.total)}
          </dd>
        </div>
      </dl>
      {receiver && (
        <p className="mt-4 text-muted">{t('giftCardPayment.success.receipt', { receiver, date })}</p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to="/giftcards"
          className="flex min-h-12 items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          <Icon name="gift" className="size-5" />
          {t('giftCardPayment.success.another')}
        </Link>
        <Link
          to="/"
          className="flex min-h-12 items-center justify-center rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft"
        >
          {t('giftCardPayment.success.home')}
        </Link>
      </div>
    </section>
  );
}
