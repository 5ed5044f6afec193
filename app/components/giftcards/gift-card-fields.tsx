import type { ReactNode } from 'react';
import { giftCardArtworkSvg } from '../../../domain/giftcards/gift-card-artwork';
import type { GiftCardField } from '../../../domain/giftcards/gift-card-form';
import {
  CELEBRATION_TYPES,
  type CelebrationType,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_QUICK_AMOUNTS_USD,
} from '../../../domain/giftcards/gift-card-rules';
import { formatUsd } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/** The id of a field's control, shared with the error summary's links. */
export const giftFieldId = (field: GiftCardField) =>
  field === 'design' ? `gc-design-${CELEBRATION_TYPES[0]}` : `gc-${field}`;

export const control =
  'mt-1 block min-h-12 w-full rounded-card border border-line bg-surface px-3 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid]:border-danger';

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm text-danger">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

/** A labelled control with its hint and error, both read with it (aria-describedby). */
export function Field({
  field,
  label,
  error,
  hint,
  aside,
  children,
}: {
  field: GiftCardField | 'receiverLang';
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Shown at the end of the label's line (the message's counter). */
  aside?: ReactNode;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = `gc-${field}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const legend = 'text-base font-bold';

/** The amount: quick picks as pressed buttons and the field they fill, where any amount can be typed. */
export function AmountPicker({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t, lang } = useTranslation();
  return (
    <fieldset>
      <legend className={legend}>{t('giftCards.amount.legend')}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {GIFT_CARD_QUICK_AMOUNTS_USD.map((usd) => (
          <button
            key={usd}
            type="button"
            aria-pressed={value.trim() === String(usd) || value.trim() === `${usd}.00`}
            onClick={() => onChange(String(usd))}
            className="tabular min-h-11 min-w-20 rounded-pill border border-line px-5 font-semibold hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
          >
            {formatUsd(usd * 100, lang)}
          </button>
        ))}
      </div>
      <div className="mt-4 max-w-xs">
        <Field
          field="amount"
          label={t('giftCards.amount.other')}
          error={error}
          hint={t('giftCards.amount.hint', {
            min: formatUsd(GIFT_CARD_MIN_CENTS, lang),
            max: formatUsd(GIFT_CARD_MAX_CENTS, lang),
          })}
        >
          {(props) => (
            <div className="relative">
              <span
                aria-hidden
                className="pointer-events-none absolute left-3 top-1/2 mt-0.5 -translate-y-1/2 text-muted"
              >
                $
              </span>
              <input
                {...props}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={value}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
                className={`${control} tabular pl-7`}
              />
            </div>
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/** The artwork of a design as a thumbnail: its gradient's id made unique beside the preview's. */
function thumbnailSvg(design: CelebrationType): string {
  return giftCardArtworkSvg(design).replaceAll(`gc-${design}`, `gc-${design}-thumb`);
}

/** The designs as a radio group: each its artwork and its name; arrow keys move between them. */
export function DesignPicker({
  value,
  error,
  onChange,
}: {
  value: CelebrationType;
  error: string | undefined;
  onChange: (value: CelebrationType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'gc-design-error' : undefined}>
      <legend className={legend}>{t('giftCards.design.legend')}</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        {CELEBRATION_TYPES.map((design) => (
          <label
            key={design}
            htmlFor={`gc-design-${design}`}
            className="group min-w-0 cursor-pointer rounded-card border-2 border-transparent p-1 has-[:checked]:border-accent has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              id={`gc-design-${design}`}
              type="radio"
              name="celebration_type"
              value={design}
              checked={value === design}
              onChange={() => onChange(design)}
              className="sr-only"
            />
            {/* The chosen mark sits on the artwork, so the name has the tile's whole width ("Congratulations"
                on a 390 px phone). */}
            <span className="relative block">
              <span
                aria-hidden
                className="block overflow-hidden rounded-card [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: thumbnailSvg(design) }}
              />
              {value === design && (
                <Icon
                  name="circle-check"
                  className="absolute right-1 top-1 size-5 rounded-pill bg-surface text-accent"
                />
              )}
            </span>
            <span
              data-design-name
              className="mt-1 block break-words text-center text-xs font-semibold sm:text-sm"
            >
              {t(`giftCards.design.${design}`)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="gc-design-error" error={error} />
    </fieldset>
  );
}
