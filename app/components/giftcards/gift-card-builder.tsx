import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import {
  GIFT_CARD_FIELDS,
  type GiftCardField,
  giftCardErrors,
  validAmountCents,
} from '../../../domain/giftcards/gift-card-form';
import { earliestDeliveryDate, latestDeliveryDate } from '../../../domain/giftcards/gift-card-rules';
import { useTranslation } from '../../i18n/translation-context';
import { loadGiftCardDraft, saveGiftCardDraft } from '../../lib/draft-storage';
import { useSession } from '../../lib/session';
import { CouponField } from '../booking/coupon-field';
import type { CouponMessage } from '../booking/coupon-answer';
import { Icon } from '../icon';
import { GiftCardDetails } from './gift-card-details';
import { AmountPicker, DesignPicker, giftFieldId } from './gift-card-fields';
import { GiftCardPreview } from './gift-card-preview';
import { GiftCardPrice } from './gift-card-price';
import { useGiftCardQuote } from './use-gift-card-quote';

export const PAYMENT_PATH = '/giftcards/payment';

const EMPTY: GiftCardDraft = {
  amount: '50',
  celebrationType: 'birthday',
  message: '',
  deliveryDate: '',
  sender: { name: '', email: '' },
  receiver: { name: '', email: '' },
  receiverLang: 'es',
  coupon: null,
};

/**
 * /giftcards in the browser: the form beside its live preview and the server's price (stacked on phones,
 * the preview after the form). The page is shared (no one's data in its server render): the draft, the
 * signed-in sender and "today" are filled in once it runs. Continue keeps the draft in the browser and
 * goes to the payment, through the sign-in dialog when nobody is signed in (docs/product.md § Roles).
 */
export function GiftCardBuilder() {
  const { t, lang } = useTranslation();
  const { user, openAuth } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<GiftCardDraft>(() => ({ ...EMPTY, receiverLang: lang }));
  const [now, setNow] = useState<Date | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<GiftCardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [couponMessage, setCouponMessage] = useState<CouponMessage | null>(null);
  const [couponPending, setCouponPending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);

  // Once in the browser: the saved draft comes back, or today's date is the first delivery date.
  useEffect(() => {
    const at = new Date();
    const saved = loadGiftCardDraft();
    // Browser storage and the clock are read once, as the page starts: outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(at);
    setValues((current) => saved ?? { ...current, deliveryDate: earliestDeliveryDate(at) });
  }, []);

  // The signed-in sender fills an untouched "From".
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  if (user && user.id !== prefilledFor) {
    setPrefilledFor(user.id);
    if (!values.sender.name && !values.sender.email)
      setValues((current) => ({
        ...current,
        sender: { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email },
      }));
  }

  useEffect(() => {
    if (summaryFocus > 0) summary.current?.focus();
  }, [summaryFocus]);

  const amountCents = validAmountCents(values.amount);
  const quote = useGiftCardQuote(amountCents, values.coupon, (message) => {
    setValues((current) => ({ ...current, coupon: null }));
    setCouponMessage(message);
  });

  const ruleKeys = now ? giftCardErrors(values, now) : {};
  const shown: Partial<Record<GiftCardField, string>> = {};
  for (const field of GIFT_CARD_FIELDS) {
    const key = ruleKeys[field];
    if (key && (submitted || touched.has(field))) shown[field] = t(key);
  }
  const summaryFields = submitted ? GIFT_CARD_FIELDS.filter((field) => ruleKeys[field]) : [];
  const fieldLabel: Record<GiftCardField, string> = {
    amount: t('giftCards.amount.legend'),
    design: t('giftCards.design.legend'),
    message: t('giftCards.message.label'),
    deliveryDate: t('giftCards.deliveryDate.label'),
    senderName: t('giftCards.sender.name'),
    senderEmail: t('giftCards.sender.email'),
    receiverName: t('giftCards.receiver.name'),
    receiverEmail: t('giftCards.receiver.email'),
  };

  const change = (patch: Partial<GiftCardDraft>) => setValues((current) => ({ ...current, ...patch }));
  const touch = (field: GiftCardField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!now) return;
    if (Object.keys(giftCardErrors(values, now)).length > 0) {
      setSubmitted(true);
      setSummaryFocus((n) => n + 1);
      return;
    }
    saveGiftCardDraft(values);
    if (user) {
      void navigate(PAYMENT_PATH);
      return;
    }
    // On to the payment only if this dialog signs someone in: closed without signing in, the intent ends
    // (signing in later from the header stays on this page).
    openAuth('signIn', {
      onClosed: (signedIn) => {
        if (signedIn) void navigate(PAYMENT_PATH);
      },
    });
  };

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_420px] lg:items-start lg:gap-10">
      {/* An error that appears above the scroll position (the field left by pressing Continue) must not
          scroll the page under the pointer between press and release: the form is never a scroll anchor. */}
      <form
        id="gift-card-form"
        noValidate
        onSubmit={submit}
        aria-labelledby="gift-card-form-title"
        className="min-w-0 space-y-8 lg:[overflow-anchor:none]"
      >
        <h2 id="gift-card-form-title" className="sr-only">
          {t('giftCards.formTitle')}
        </h2>
        {summaryFields.length > 0 && (
          <div
            ref={summary}
            tabIndex={-1}
            role="alert"
            aria-labelledby="gift-card-error-summary"
            className="rounded-card border border-danger bg-danger-soft p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-danger"
          >
            <h3 id="gift-card-error-summary" className="font-bold">
              {t('giftCards.errorSummary', { count: summaryFields.length })}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {summaryFields.map((field) => (
                <li key={field}>
                  <a
                    href={`#${giftFieldId(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(giftFieldId(field))?.focus();
                    }}
                    className="text-danger underline"
                  >
                    {fieldLabel[field]}: {shown[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <AmountPicker
          value={values.amount}
          error={shown.amount}
          onChange={(amount) => change({ amount })}
          onBlur={() => touch('amount')}
        />
        <DesignPicker
          value={values.celebrationType}
          error={shown.design}
          onChange={(celebrationType) => change({ celebrationType })}
        />
        <GiftCardDetails
          values={values}
          errors={shown}
          dateBounds={now ? { min: earliestDeliveryDate(now), max: latestDeliveryDate(now) } : null}
          onChange={change}
          onBlur={touch}
        />
      </form>

      <aside aria-label={t('giftCards.preview.title')} className="mt-10 space-y-5 lg:mt-0">
        <div>
          <h2 className="font-bold">{t('giftCards.preview.title')}</h2>
          <p className="text-sm text-muted">{t('giftCards.preview.hint')}</p>
        </div>
        <GiftCardPreview
          design={values.celebrationType}
          amountCents={amountCents}
          sender={values.sender.name}
          receiver={values.receiver.name}
          message={values.message}
        />
        <GiftCardPrice
          quote={quote.quote}
          pending={quote.pending}
          failed={quote.failed}
          onRetry={quote.retry}
        />
        <section aria-labelledby="gift-card-coupon">
          <h2 id="gift-card-coupon" className="mb-2 font-bold">
            {t('giftCards.coupon.title')}
          </h2>
          <CouponField
            coupon={values.coupon ? { code: values.coupon } : null}
            message={couponMessage}
            pending={couponPending}
            onApply={async (code) => {
              setCouponPending(true);
              setCouponMessage(null);
              const result = await quote.applyCoupon(code);
              setCouponPending(false);
              setCouponMessage(result.message);
              if (result.coupon) change({ coupon: result.coupon });
              return result.coupon !== null;
            }}
            onRemove={() => {
              change({ coupon: null });
              setCouponMessage({ key: 'giftCards.coupon.removed', kind: 'warning' });
            }}
          />
        </section>
        {!user && (
          <p className="flex items-start gap-2 rounded-card bg-surface-warm p-4 text-sm">
            <Icon name="info" className="mt-0.5 size-5 shrink-0 text-accent" />
            {t('giftCards.signInHint')}
          </p>
        )}
        <button
          type="submit"
          form="gift-card-form"
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          <Icon name="gift" className="size-5" />
          {t('giftCards.continue')}
        </button>
      </aside>
    </div>
  );
}
