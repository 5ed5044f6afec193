import { useState } from 'react';
import { Link } from 'react-router';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { cardChanged } from '../../lib/card-form';
import { useSession } from '../../lib/session';
import type { ReadyBooking } from '../booking/booking-step';
import { BookingSummary } from '../booking/booking-summary';
import type { BookingOrder } from '../checkout/booking-checkout';
import { refusedCardOf } from '../checkout/checkout-machine';
import { CheckoutMessages } from '../checkout/checkout-messages';
import type { useCheckout } from '../checkout/use-checkout';
import { BookingPriceCard } from '../booking/details-price-breakdown';
import { Icon } from '../icon';
import { PaypalLogo } from '../payment-logos';
import { PaymentSignIn } from './payment-sign-in';
import { type ChargeMethod, PaymentMethodChoice } from './payment-method-choice';
import { CardFields } from './card-fields';
import { ThreeDsDialog } from './three-ds-dialog';
import { useCaptchaToken } from './use-captcha-token';
import { CardErrorSummary, useCardForm } from './use-card-form';
import { useWalletQuote } from './use-wallet-quote';

type Checkout = ReturnType<typeof useCheckout<BookingOrder, PurchaseJson, { method: 'wallet' }>>;

const primary =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';
/**
 * /booking/payment once the draft is read: the summary and the server's price beside the payment (stacked
 * on phones, the Pay bar kept in view at the bottom). Card and wallet need an account; PayPal also works
 * for a guest.
 */
export function BookingPayment({
  ready,
  editPath,
  checkout,
}: {
  ready: ReadyBooking;
  editPath: string;
  checkout: Checkout;
}) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  const { draft, experience } = ready;
  const wallet = useWalletQuote(draft, ready.quote, user?.id ?? null);
  const quote = wallet.quote;
  const coversAll = wallet.applyWallet && quote.total === 0;
  const captcha = useCaptchaToken();
  const [now] = useState(() => new Date());

  const [chosen, setChosen] = useState<ChargeMethod>('card');
  const method: ChargeMethod = user ? chosen : 'paypal';

  const cardForm = useCardForm(user, now);
  const values = cardForm.values;

  const { state, running } = checkout;
  const refusedCard = refusedCardOf(state);
  const cardBlocked = refusedCard !== null && !cardChanged(refusedCard, values);
  const busy = running !== null;
  const total = formatUsd(usdToCents(quote.total), lang);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || captcha.token === null) return;
    const captchaToken = captcha.token;
    // A token pays once: the server spends it even when the payment is then refused. The next one is
    // solved while this attempt runs, so a traveller who must try again need not wait for it.
    const spending = () => captcha.reset();
    if (method === 'paypal') {
      spending();
      void checkout.payWithPaypal({ order: { draft, applyWallet: wallet.applyWallet }, captchaToken });
      return;
    }
    if (coversAll) {
      spending();
      void checkout.payWithoutCard({
        order: { draft, applyWallet: true },
        payment: { method: 'wallet' },
        captchaToken,
      });
      return;
    }
    if (!cardForm.check()) return;
    if (cardBlocked) return;
    spending();
    void checkout.payByCard({
      order: { draft, applyWallet: wallet.applyWallet },
      form: values,
      amount: quote.total,
      captchaToken,
    });
  };

  const payLabel = running
    ? t(`paymentPage.steps.${running}`)
    : method === 'paypal'
      ? t('paymentPage.payPaypal')
      : coversAll
        ? t('paymentPage.wallet.pay')
        : t('paymentPage.pay', { amount: total });

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10 lg:gap-y-6">
      <div className="lg:col-start-2 lg:row-start-1">
        <BookingPriceCard draft={draft} experience={experience} quote={quote} sticky={false} />
      </div>

      <section
        aria-labelledby="payment-title"
        className="mt-8 min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0"
      >
        <h2 id="payment-title" className="text-h3 font-bold">
          {t('paymentPage.sectionTitle')}
        </h2>
        <form noValidate onSubmit={submit} className="mt-4 space-y-6">
          {!user && (
            <PaymentSignIn
              title={t('paymentPage.signIn.title')}
              text={t('paymentPage.signIn.text')}
              button={t('paymentPage.signIn.button')}
            />
          )}

          {user && wallet.available > 0 && (
            <div className="rounded-card border border-line p-5">
              <div className="flex items-center justify-between gap-4">
                <span id="wallet-label" className="flex items-center gap-2 font-semibold">
                  <Icon name="wallet" className="size-5 text-accent" />
                  {t('paymentPage.wallet.label', { amount: formatUsd(usdToCents(wallet.available), lang) })}
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={wallet.pressed}
                  aria-labelledby="wallet-label"
                  disabled={busy || wallet.updating}
                  onClick={() => void wallet.toggle()}
                  className="relative h-8 w-14 shrink-0 rounded-pill bg-muted transition-colors aria-checked:bg-accent disabled:opacity-60"
                >
                  <span
                    aria-hidden
                    className={`absolute top-1 size-6 rounded-pill bg-surface shadow-soft transition-transform ${wallet.pressed ? 'left-7' : 'left-1'}`}
                  />
                </button>
              </div>
              <p role="status" className="mt-2 text-sm text-muted">
                {wallet.updating
                  ? t('paymentPage.wallet.updating')
                  : wallet.failed
                    ? t('payment.paymentError')
                    : wallet.applyWallet
                      ? coversAll
                        ? t('paymentPage.wallet.covers')
                        : t('paymentPage.wallet.rest', { amount: total })
                      : ''}
              </p>
            </div>
          )}

          {user && !coversAll && <PaymentMethodChoice method={chosen} onChange={setChosen} disabled={busy} />}

          <CardErrorSummary form={cardForm} />

          {user && method === 'card' && !coversAll && (
            <CardFields
              values={values}
              errors={cardForm.shownErrors}
              now={now}
              disabled={busy}
              onChange={cardForm.change}
              onBlur={cardForm.blur}
            />
          )}

          {method === 'paypal' && (
            <p className="flex items-start gap-3 text-sm text-muted">
              <PaypalLogo />
              <span>{t('paymentPage.method.paypalHint')}</span>
            </p>
          )}

          {captcha.widget}

          {cardBlocked && state.kind !== 'failed' && (
            <p role="alert" className="rounded-card bg-danger-soft p-4 text-sm">
              {t('paymentPage.cardFailed')}
            </p>
          )}
          <CheckoutMessages state={state} editPath={editPath} />

          {/* On phones and tablets the bar is fixed to the bottom of the screen, whatever is scrolled into view
              (app.css keeps the page's end and the scroll-to-top button above it). */}
          <div
            data-pay-bar
            className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface px-4 py-3 shadow-soft sm:px-6 lg:static lg:z-auto lg:border-0 lg:p-0 lg:shadow-none"
          >
            <div className="mb-2 flex items-baseline justify-between gap-4 lg:hidden">
              <span className="font-semibold">{t('paymentPage.total')}</span>
              <span className="tabular text-h4 font-bold">{total}</span>
            </div>
            <button
              type="submit"
              // Paying waits for the captcha's token (it shows its own progress, or its retry).
              disabled={busy || captcha.token === null || (method === 'card' && !coversAll && cardBlocked)}
              className={primary}
            >
              {busy ? (
                <span
                  aria-hidden
                  className="size-5 rounded-pill border-2 border-white/40 border-t-white motion-safe:animate-spin"
                />
              ) : method === 'paypal' ? null : (
                <Icon name="shield-check" className="size-5" />
              )}
              {!user && method === 'paypal' && !busy ? t('paymentPage.guestPaypal') : payLabel}
            </button>
            <p role="status" className="sr-only">
              {running ? t(`paymentPage.steps.${running}`) : ''}
            </p>
          </div>
        </form>
      </section>

      <div className="mt-8 rounded-card border border-line p-5 lg:col-start-2 lg:row-start-2 lg:mt-0">
        <BookingSummary draft={draft} experience={experience} now={now} />
        <Link
          to={editPath}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('bookingDetails.edit')}
        </Link>
      </div>

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
