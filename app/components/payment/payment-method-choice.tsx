import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation-context';

export type ChargeMethod = 'card' | 'paypal';

const METHODS: readonly ChargeMethod[] = ['card', 'paypal'];

/**
 * The choice between card and PayPal on a payment page (bookings and gift cards): two large radio tiles,
 * each with its hint. `children` follow the tiles inside the group (a note about what cannot pay).
 */
export function PaymentMethodChoice({
  method,
  onChange,
  disabled,
  children,
}: {
  method: ChargeMethod;
  onChange: (method: ChargeMethod) => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-base font-bold">{t('paymentPage.method.legend')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {METHODS.map((option) => (
          <label
            key={option}
            htmlFor={`method-${option}`}
            className="flex min-h-16 cursor-pointer items-center gap-3 rounded-card border border-line p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              id={`method-${option}`}
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => onChange(option)}
              disabled={disabled}
              className="size-5 accent-accent"
            />
            <span className="min-w-0 font-semibold">
              {t(`paymentPage.method.${option}`)}
              <span className="block text-sm font-normal text-muted">
                {t(option === 'card' ? 'paymentPage.method.cardHint' : 'paymentPage.method.paypalHint')}
              </span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
