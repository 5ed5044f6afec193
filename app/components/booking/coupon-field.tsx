import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import type { AppliedCoupon, CouponMessage } from './coupon-answer';

const MESSAGE_STYLE = {
  error: 'text-danger',
  success: 'text-success',
  warning: 'text-warning',
} as const;

/** The coupon code: on the booking card, validate-coupon then the quote (useBookingCard); on /giftcards, the gift card's quote. */
export function CouponField({
  coupon,
  message,
  pending,
  onApply,
  onRemove,
}: {
  /** Only its code is shown: the gift card's form passes what its quote accepted. */
  coupon: Pick<AppliedCoupon, 'code'> | null;
  message: CouponMessage | null;
  pending: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const inputId = useId();
  const messageId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || pending) return;
    // The code stays typed: should the selection later break the coupon (a price above its maximum),
    // the field comes back with it, ready to apply again after a change.
    await onApply(code);
  };
  const remove = () => {
    setCode('');
    onRemove();
  };
  const text = message ? (message.text ?? t(message.key, message.params)) : null;
  return (
    <div>
      {coupon ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-success-soft px-3 py-2 text-sm">
          <span className="font-semibold">{coupon.code}</span>
          <button type="button" onClick={remove} className="font-semibold text-accent-strong hover:underline">
            {t('booking.card.removeCoupon')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('booking.card.coupon')}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('booking.card.couponPlaceholder')}
            aria-describedby={text ? messageId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-card border border-line px-3 uppercase placeholder:normal-case placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
          />
          <button
            type="submit"
            aria-disabled={pending || !code.trim()}
            className="min-h-11 shrink-0 rounded-pill border border-accent px-4 font-semibold text-accent-strong hover:bg-accent-soft aria-disabled:opacity-60"
          >
            {t('booking.card.applyCoupon')}
          </button>
        </form>
      )}
      <p
        id={messageId}
        role="status"
        className={`mt-1 text-sm ${message ? MESSAGE_STYLE[message.kind] : ''}`}
      >
        {text}
      </p>
    </div>
  );
}
