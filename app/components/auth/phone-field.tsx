import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { DIAL_CODES, maskLocalNumber, PREFERRED } from './dial-codes';

/**
 * The phone with its country (docs/product.md § Phone and birth date): preferred countries first, then the
 * others by name in the visitor's language; Panama numbers take the 4+4 mask. The error shows once the number
 * was left.
 */
export function PhoneField({
  country,
  local,
  onChange,
  error,
}: {
  country: string;
  local: string;
  onChange: (country: string, local: string) => void;
  error?: string;
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const label = (code: string) => `${names.of(code) ?? code} (+${DIAL_CODES[code]})`;
    const others = Object.keys(DIAL_CODES)
      .filter((code) => !(PREFERRED as readonly string[]).includes(code))
      .map((code) => ({ code, label: label(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
    return { preferred: PREFERRED.map((code) => ({ code, label: label(code) })), others };
  }, [lang]);
  const shown = touched && error ? error : undefined;
  return (
    // min-w-0: a fieldset is otherwise as wide as its content, and the number field would overflow phones.
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{t('auth.phone')}</legend>
      {/* On phones the country takes its own row: a narrow select would cut its name and prefix off. */}
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-country`} className="sr-only">
          {t('auth.phoneCountry')}
        </label>
        <select
          id={`${id}-country`}
          value={country}
          onChange={(event) => onChange(event.target.value, maskLocalNumber(event.target.value, local))}
          className="h-12 w-full shrink-0 rounded-card border border-line bg-surface px-2 sm:w-48"
        >
          <optgroup label={t('auth.phonePreferred')}>
            {options.preferred.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('auth.phoneOthers')}>
            {options.others.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </optgroup>
        </select>
        <label htmlFor={`${id}-number`} className="sr-only">
          {t('auth.phoneNumber')}
        </label>
        <input
          id={`${id}-number`}
          // A text field with the phone keyboard: `tel-national` (the number without its country, which the
          // select beside it holds) is allowed on text fields only (HTML's autofill rules, the HTML checker).
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country === 'PA' ? '6123 4567' : ''}
          value={local}
          onChange={(event) => onChange(country, maskLocalNumber(country, event.target.value))}
          onBlur={() => setTouched(true)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="h-12 min-w-0 rounded-card sm:flex-1 border border-line bg-surface px-3 aria-[invalid]:border-danger"
        />
      </div>
      {shown && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
