import { useState } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../domain/booking/date-words';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import type { GiftCardJson } from '../../../domain/giftcards/gift-card-json';
import { validAmountCents } from '../../../domain/giftcards/gift-card-form';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { cardChanged } from '../../lib/card-form';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';
import { PaypalLogo } from '../payment-logos';
import { refusedCardOf } from '../checkout/checkout-machine';
import { CheckoutMessages } from '../checkout/checkout-messages';
import type { GiftCardOrder } from '../checkout/gift-card-checkout';
import type { useCheckout } from '../checkout/use-checkout';
import { PaymentSignIn } from '../payment/payment-sign-in';
import { type ChargeMethod, PaymentMethodChoice } from '../payment/payment-method-choice';
import { CardFields } from '../payment/card-fields';
import { ThreeDsDialog } from '../payment/three-ds-dialog';
import { useCaptchaToken } from '../payment/use-captcha-token';
import { CardErrorSummary, useCardForm } from '../payment/use-card-form';
import { GiftCardPreview } from './gift-card-preview';
import { GiftCardPrice } from './gift-card-price';
import { useGiftCardQuote } from './use-gift-card-quote';

type Checkout = ReturnType<typeof useCheckout<GiftCardOrder, GiftCardJson, { method: 'none' }>>;

const primary =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';

/** The server priced the card at 0 (a 100 % gift-card coupon): nothing to charge, nothing to choose. */
function FreeNotice() {
  const { t } = useTranslation();
  return (
    <div className="rounded-card border border-line bg-accent-soft p-5">
      <h3 className="flex items-center gap-2 font-bold">
        <Icon name="gift" className="size-5 shrink-0 text-accent" />
        {t('giftCardPayment.free.title')}
      </h3>
      <p className="mt-2 text-sm">{t('giftCardPayment.free.text')}</p>
    </div>
  );
}

/**
 * The gift card's payment: the card as the receiver will see it and the server's price beside the
 * payment (stacked on phones, the Pay bar kept in view at the bottom). Buying needs an account (docs/product.md § Roles);
 * card with 3-D Secure for the total, or PayPal; never wallet credit. A card that costs nothing is
 * confirmed without a payment.
 */
export function GiftCardPayment({ draft, checkout }: { draft: GiftCardDraft; checkout: Checkout }) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const captcha = useCaptchaToken();
  const [method, setMethod] = useState<ChargeMethod>('card');
  const cardForm = useCardForm(user, now);
  const [couponRefused, setCouponRefused] = useState<string | null>(null);
  const quote = useGiftCardQuote(
    validAmountCents(draft.amount),
    couponRefused === null ? draft.coupon : null,
    (message) => setCouponRefused(message.text ?? t(message.key)),
  );

  const { state, running } = checkout;
  const refusedCard = refusedCardOf(state);
  const cardBlocked = refusedCard !== null && !cardChanged(refusedCard, cardForm.values);
  const busy = running !== null;
  const total = quote.quote ? formatUsd(usdToCents(quote.quote.total), lang) : null;
  // The server's price is 0 (a 100 % coupon): nothing to charge, a single Confirm.
  const free = quote.quote?.total === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !user || captcha.token === null || !quote.quote) return;
    const captchaToken = captcha.token;
    if (free) {
      captcha.reset();
      void checkout.payWithoutCard({ order: { draft }, payment: { method: 'none' }, captchaToken });
      return;
    }
    if (method === 'paypal') {
      captcha.reset();
      void checkout.payWithPaypal({ order: { draft }, captchaToken });
      return;
    }
    if (!cardForm.check() || cardBlocked) return;
    // A token pays once: the next one is solved while this attempt runs.
    captcha.reset();
    void checkout.payByCard({
      order: { draft },
      form: cardForm.values,
      amount: quote.quote.total,
      captchaToken,
    });
  };

  const payLabel = running
    ? running === 'purchasing'
      ? t('giftCardPayment.purchasing')
      : t(`paymentPage.steps.${running}`)
    : free
      ? t('giftCardPayment.free.confirm')
      : method === 'paypal'
        ? t('paymentPage.payPaypal')
        : t('paymentPage.pay', { amount: total ?? '' });

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start lg:gap-10">
      <aside aria-labelledby="gift-card-summary" className="space-y-4 lg:col-start-2 lg:row-start-1">
        <h2 id="gift-card-summary" className="font-bold">
          {t('giftCardPayment.summaryTitle')}
        </h2>
        <GiftCardPreview
          design={draft.celebrationType}
          amountCents={validAmountCents(draft.amount)}
          sender={draft.sender.name}
          receiver={draft.receiver.name}
          message={draft.message}
        />
        {/* Stacked on phones: beside their labels, the address and the long Spanish date wrap badly. */}
        <dl className="grid grid-cols-1 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1">
          <dt className="text-muted">{t('giftCardPayment.receiver')}</dt>
          <dd className="mb-2 break-words font-semibold sm:mb-0">
            {draft.receiver.name} ({draft.receiver.email})
          </dd>
          <dt className="text-muted">{t('giftCardPayment.deliveryDate')}</dt>
          <dd className="font-semibold first-letter:uppercase">{longDate(draft.deliveryDate, lang)}</dd>
        </dl>
        <GiftCardPrice
          quote={quote.quote}
          pending={quote.pending}
          failed={quote.failed}
          onRetry={quote.retry}
        />
        {couponRefused && (
          <p role="alert" className="rounded-card bg-danger-soft p-4 text-sm">
            {couponRefused}
          </p>
        )}
        <Link
          to="/giftcards"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('giftCardPayment.edit')}
        </Link>
      </aside>

      <section aria-labelledby="payment-title" className="mt-8 min-w-0 lg:col-start-1 lg:row-start-1 lg:mt-0">
        <h2 id="payment-title" className="text-h3 font-bold">
          {t('paymentPage.sectionTitle')}
        </h2>
        {!user ? (
          <div className="mt-4">
            <PaymentSignIn
              title={t('giftCardPayment.signIn.title')}
              text={t('giftCardPayment.signIn.text')}
              button={t('giftCardPayment.signIn.button')}
            />
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 space-y-6">
            {free ? (
              <FreeNotice />
            ) : (
              <>
                <PaymentMethodChoice method={method} onChange={setMethod} disabled={busy}>
                  <p className="mt-3 flex items-start gap-2 text-sm text-muted">
                    <Icon name="wallet" className="mt-0.5 size-4 shrink-0" />
                    {t('giftCardPayment.walletNote')}
                  </p>
                </PaymentMethodChoice>

                <CardErrorSummary form={cardForm} />
                {method === 'card' ? (
                  <CardFields
                    values={cardForm.values}
                    errors={cardForm.shownErrors}
                    now={now}
                    disabled={busy}
                    onChange={cardForm.change}
                    onBlur={cardForm.blur}
                  />
                ) : (
                  <p className="flex items-start gap-3 text-sm text-muted">
                    <PaypalLogo />
                    <span>{t('paymentPage.method.paypalHint')}</span>
                  </p>
                )}
              </>
            )}

            {captcha.widget}

            {!free && cardBlocked && state.kind !== 'failed' && (
              <p role="alert" className="rounded-card bg-danger-soft p-4 text-sm">
                {t('paymentPage.cardFailed')}
              </p>
            )}
            <CheckoutMessages state={state} editPath={null} />

            <div
              data-pay-bar
              className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface px-4 py-3 shadow-soft sm:px-6 lg:static lg:z-auto lg:border-0 lg:p-0 lg:shadow-none"
            >
              <div className="mb-2 flex items-baseline justify-between gap-4 lg:hidden">
                <span className="font-semibold">{t('paymentPage.total')}</span>
                <span className="tabular text-h4 font-bold">{total ?? '—'}</span>
              </div>
              <button
                type="submit"
                disabled={
                  busy ||
                  captcha.token === null ||
                  !quote.quote ||
                  couponRefused !== null ||
                  (!free && method === 'card' && cardBlocked)
                }
                className={primary}
              >
                {busy ? (
                  <span
                    aria-hidden
                    className="size-5 rounded-pill border-2 border-white/40 border-t-white motion-safe:animate-spin"
                  />
                ) : free ? (
                  <Icon name="gift" className="size-5" />
                ) : method === 'card' ? (
                  <Icon name="shield-check" className="size-5" />
                ) : null}
                {payLabel}
              </button>
              <p role="status" className="sr-only">
                {running ? payLabel : ''}
              </p>
            </div>
          </form>
        )}
      </section>

      {state.kind === 'challenge' && (
        <ThreeDsDialog
          url={state.url}
          onComplete={checkout.completeChallenge}
          onCancel={checkout.cancelChallenge}
        />
      )}
    </div>
  );
}
