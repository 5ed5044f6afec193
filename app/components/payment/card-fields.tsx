import { useMemo } from 'react';
import { countriesByName } from '../../../common/countries/iso-countries';
import { useTranslation } from '../../i18n/translation-context';
import { type CardField, type CardFormValues, expiryChoices, formatCardNumber } from '../../lib/card-form';
import { Icon } from '../icon';
import { MastercardLogo, VisaLogo } from '../payment-logos';

/** The id of a field's control, shared with the error summary's links. */
export const fieldId = (field: CardField) => `pay-${field}`;

const control =
  'mt-1 block h-12 w-full rounded-card border border-line bg-surface px-3 aria-[invalid]:border-danger';

function FieldShell({
  field,
  label,
  error,
  hint,
  children,
}: {
  field: CardField;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const id = fieldId(field);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children(describedBy || undefined)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export interface CardFieldsProps {
  values: CardFormValues;
  /** Each field's shown error, already translated. */
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
  onBlur: (field: CardField) => void;
  disabled: boolean;
  now: Date;
}

/**
 * The card and the billing address, as two fieldsets with a legend each. Labels stay visible; errors sit
 * under their field and are read with it (aria-describedby); the number is grouped as it is typed.
 */
export function CardFields({ values, errors, onChange, onBlur, disabled, now }: CardFieldsProps) {
  const { t, lang } = useTranslation();
  const { months, years } = expiryChoices(now);
  const countryNames = useMemo(() => countriesByName(lang), [lang]);

  const input = (field: CardField, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    function renderInput(describedBy: string | undefined) {
      return (
        <input
          id={fieldId(field)}
          name={field}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={() => onBlur(field)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className={control}
          {...props}
        />
      );
    };

  const select = (field: CardField, options: { value: string; label: string }[], placeholder: string) =>
    function renderSelect(describedBy: string | undefined) {
      return (
        <select
          id={fieldId(field)}
          name={field}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={() => onBlur(field)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className={control}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="flex w-full items-center justify-between gap-3 text-base font-bold">
          {t('paymentPage.card.legend')}
          <span className="flex gap-2">
            <VisaLogo />
            <MastercardLogo />
          </span>
        </legend>
        <FieldShell field="holderName" label={t('paymentPage.card.holder')} error={errors.holderName}>
          {input('holderName', { autoComplete: 'cc-name', spellCheck: false })}
        </FieldShell>
        <FieldShell
          field="number"
          label={t('paymentPage.card.number')}
          error={errors.number}
          hint={t('paymentPage.card.numberHint')}
        >
          {(describedBy) =>
            input('number', {
              autoComplete: 'cc-number',
              inputMode: 'numeric',
              // Room for 16 digits and their three spaces; dashes typed are stripped as they come.
              maxLength: 23,
              className: `${control} tabular`,
              onChange: (event) => onChange('number', formatCardNumber(event.target.value)),
            })(describedBy)
          }
        </FieldShell>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <FieldShell field="month" label={t('paymentPage.card.month')} error={errors.month}>
            {select(
              'month',
              months.map((month) => ({ value: month, label: month })),
              t('paymentPage.card.choose'),
            )}
          </FieldShell>
          <FieldShell field="year" label={t('paymentPage.card.year')} error={errors.year}>
            {select(
              'year',
              years.map((year) => ({ value: year, label: year })),
              t('paymentPage.card.choose'),
            )}
          </FieldShell>
          <div className="col-span-2 sm:col-span-1">
            <FieldShell
              field="cvv"
              label={t('paymentPage.card.cvv')}
              error={errors.cvv}
              hint={t('paymentPage.card.cvvHint')}
            >
              {input('cvv', {
                autoComplete: 'cc-csc',
                inputMode: 'numeric',
                maxLength: 3,
                className: `${control} tabular`,
              })}
            </FieldShell>
          </div>
        </div>
        <p className="flex items-start gap-2 text-sm text-muted">
          <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('paymentPage.card.secure')}
        </p>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-bold">{t('paymentPage.billing.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell field="firstName" label={t('paymentPage.billing.firstName')} error={errors.firstName}>
            {input('firstName', { autoComplete: 'given-name' })}
          </FieldShell>
          <FieldShell field="lastName" label={t('paymentPage.billing.lastName')} error={errors.lastName}>
            {input('lastName', { autoComplete: 'family-name' })}
          </FieldShell>
        </div>
        <FieldShell field="email" label={t('paymentPage.billing.email')} error={errors.email}>
          {input('email', { type: 'email', autoComplete: 'email', spellCheck: false })}
        </FieldShell>
        <FieldShell field="address" label={t('paymentPage.billing.address')} error={errors.address}>
          {input('address', { autoComplete: 'address-line1' })}
        </FieldShell>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell field="city" label={t('paymentPage.billing.city')} error={errors.city}>
            {input('city', { autoComplete: 'address-level2' })}
          </FieldShell>
          <FieldShell field="country" label={t('paymentPage.billing.country')} error={errors.country}>
            {select(
              'country',
              countryNames.map((country) => ({ value: country.code, label: country.name })),
              t('paymentPage.billing.chooseCountry'),
            )}
          </FieldShell>
        </div>
        <div className="sm:w-1/2 sm:pr-2">
          <FieldShell
            field="postalCode"
            label={t('paymentPage.billing.postalCode')}
            error={errors.postalCode}
          >
            {input('postalCode', { autoComplete: 'postal-code' })}
          </FieldShell>
        </div>
      </fieldset>
    </div>
  );
}
