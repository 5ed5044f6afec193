import { useEffect, useRef, useState } from 'react';
import type { UserJson } from '../../../domain/accounts/user-json';
import { useTranslation } from '../../i18n/translation-context';
import {
  CARD_FIELDS,
  type CardField,
  type CardFormValues,
  prefilledForm,
  validateCardForm,
} from '../../lib/card-form';
import { fieldId } from './card-fields';

const LABEL_KEYS: Record<CardField, string> = {
  holderName: 'paymentPage.card.holder',
  number: 'paymentPage.card.number',
  month: 'paymentPage.card.month',
  year: 'paymentPage.card.year',
  cvv: 'paymentPage.card.cvv',
  firstName: 'paymentPage.billing.firstName',
  lastName: 'paymentPage.billing.lastName',
  email: 'paymentPage.billing.email',
  address: 'paymentPage.billing.address',
  city: 'paymentPage.billing.city',
  country: 'paymentPage.billing.country',
  postalCode: 'paymentPage.billing.postalCode',
};

/**
 * The card form of every checkout (the booking's and the gift card's): its values, prefilled from the
 * profile (a profile that arrives later, a sign-in on the page, fills an untouched form), each field's
 * error once touched or after a Pay, and the summary of errors that Pay focuses.
 */
export function useCardForm(user: UserJson | null, now: Date) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardFormValues>(() => prefilledForm(user));
  const [edited, setEdited] = useState(false);
  const [prefilledFor, setPrefilledFor] = useState(user?.id ?? null);
  if ((user?.id ?? null) !== prefilledFor) {
    setPrefilledFor(user?.id ?? null);
    if (!edited) setValues(prefilledForm(user));
  }
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);

  const ruleKeys = validateCardForm(values, now);
  const shownErrors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const key = ruleKeys[field];
    if (key && (submitted || touched.has(field))) shownErrors[field] = t(key);
  }
  const summaryFields = submitted ? CARD_FIELDS.filter((field) => ruleKeys[field]) : [];

  return {
    values,
    shownErrors,
    summaryFields,
    /** Counts the Pays that found errors: each one moves the focus to the summary. */
    summaryFocus,
    /** Whether the card can be sent; if not, every error is shown and the summary takes the focus. */
    check(): boolean {
      if (Object.keys(ruleKeys).length === 0) return true;
      setSubmitted(true);
      setSummaryFocus((n) => n + 1);
      return false;
    },
    change(field: CardField, value: string) {
      setEdited(true);
      setValues((current) => ({ ...current, [field]: value }));
    },
    blur(field: CardField) {
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
  };
}

export type CardForm = ReturnType<typeof useCardForm>;

/** The errors Pay found, each a link to its field. */
export function CardErrorSummary({ form }: { form: CardForm }) {
  return <ErrorSummary fields={form.summaryFields} errors={form.shownErrors} focus={form.summaryFocus} />;
}

function ErrorSummary({
  fields,
  errors,
  focus,
}: {
  fields: readonly CardField[];
  errors: Partial<Record<CardField, string>>;
  focus: number;
}) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus > 0) summary.current?.focus();
  }, [focus]);
  if (fields.length === 0) return null;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="payment-error-summary"
      className="rounded-card border border-danger bg-danger-soft p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-danger"
    >
      <h3 id="payment-error-summary" className="font-bold">
        {t('paymentPage.errors.summary', { count: fields.length })}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(field))?.focus();
              }}
              className="text-danger underline"
            >
              {t(LABEL_KEYS[field])}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
