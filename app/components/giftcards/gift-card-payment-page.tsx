import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { giftCardErrors } from '../../../domain/giftcards/gift-card-form';
import { useTranslation } from '../../i18n/translation-context';
import { loadGiftCardDraft } from '../../lib/draft-storage';
import { BookingStepPage } from '../booking/booking-step';
import { Icon } from '../icon';
import { noticeOf } from '../checkout/checkout-machine';
import { CheckoutMessages } from '../checkout/checkout-messages';
import { giftCardCheckout } from '../checkout/gift-card-checkout';
import { useCheckout } from '../checkout/use-checkout';
import { GiftCardConfirmation } from './gift-card-confirmation';
import { GiftCardPayment } from './gift-card-payment';

const primary =
  'mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover';

function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-12 font-semibold">
      <span
        aria-hidden
        className="size-6 rounded-pill border-2 border-line border-t-accent motion-safe:animate-spin"
      />
      {label}
    </p>
  );
}

/** No draft to pay, or one the form must fix first: back to /giftcards. */
function BackToForm({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <Icon name="gift" className="mx-auto size-10 text-accent" />
      <h2 className="mt-4 text-h3 font-bold">{title}</h2>
      <p className="mt-3 text-muted">{text}</p>
      <Link to="/giftcards" className={primary}>
        <Icon name="arrow-left" className="size-5" />
        {t('giftCardPayment.empty.cta')}
      </Link>
    </div>
  );
}

/**
 * /giftcards/payment in the browser: the draft read once the page runs, its payment, and the confirmation
 * once paid. PayPal's return is handled whatever the draft's state.
 */
export function GiftCardPaymentPage({ title }: { title: string }) {
  const { t } = useTranslation();
  /** undefined while the browser has not read its storage yet. */
  const [draft, setDraft] = useState<GiftCardDraft | null | undefined>(undefined);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // Browser storage and the clock are read once, as the page starts: outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(loadGiftCardDraft());
    setNow(new Date());
  }, []);
  const checkout = useCheckout(giftCardCheckout);
  const { state: paying, running } = checkout;

  if (paying.kind === 'paid') {
    return (
      <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <GiftCardConfirmation giftCard={paying.result} receiver={draft?.receiver.name.trim() || null} />
      </div>
    );
  }
  let body: React.ReactNode;
  if (running === 'authorizingPaypal') body = <Spinner label={t('paymentPage.steps.authorizingPaypal')} />;
  else if (draft === undefined || now === null) body = <Spinner label={t('giftCardPayment.loading')} />;
  else if (draft === null)
    body = <BackToForm title={t('giftCardPayment.empty.title')} text={t('giftCardPayment.empty.text')} />;
  else if (Object.keys(giftCardErrors(draft, now)).length > 0)
    body = <BackToForm title={t('giftCardPayment.summaryTitle')} text={t('giftCardPayment.invalid')} />;
  else body = <GiftCardPayment draft={draft} checkout={checkout} />;
  return (
    <BookingStepPage step={t('giftCardPayment.step')} title={title} busy={draft === undefined}>
      {(!draft || running === 'authorizingPaypal') && (paying.kind === 'failed' || noticeOf(paying)) && (
        <div className="mb-6">
          <CheckoutMessages state={paying} editPath={null} />
        </div>
      )}
      {body}
    </BookingStepPage>
  );
}
