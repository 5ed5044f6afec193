import { useId, useState } from 'react';
import {
  type AdminCoupon,
  createCouponEndpoint,
  editCouponEndpoint,
} from '../../../domain/promotions/coupon-admin-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';

const K = 'adminCoupons';
const field = 'block w-full min-h-11 rounded-card border border-line bg-surface px-3';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

/** Coupon days are the marketplace's (America/Panama, UTC−5 all year): from the day's start to its end. */
const PANAMA = '-05:00';
const dayOf = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10) : '';
const startOf = (day: string) => (day ? `${day}T00:00:00${PANAMA}` : null);
const endOf = (day: string) => (day ? `${day}T23:59:59${PANAMA}` : null);

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const idList = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
const codeList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

type Values = Record<
  | 'code'
  | 'percent'
  | 'validFrom'
  | 'validUntil'
  | 'maxPrice'
  | 'maxDiscount'
  | 'maxUsesPerUser'
  | 'maxUses'
  | 'experiences'
  | 'companies'
  | 'countries'
  | 'affiliate'
  | 'reason',
  string
> & { appliesTo: 'booking' | 'gift_card' };

function initialValues(coupon: AdminCoupon | null): Values {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    code: coupon?.code ?? '',
    appliesTo: coupon?.applies_to ?? 'booking',
    percent: text(coupon?.percent),
    validFrom: dayOf(coupon?.valid_from ?? null),
    validUntil: dayOf(coupon?.valid_until ?? null),
    maxPrice: text(coupon?.max_price_by_experience),
    maxDiscount: text(coupon?.max_discount_applied),
    maxUsesPerUser: text(coupon?.max_uses_per_user ?? 1),
    maxUses: text(coupon?.max_uses),
    experiences: coupon?.experience_ids.join(', ') ?? '',
    companies: coupon?.company_ids.join(', ') ?? '',
    countries: coupon?.country_codes.join(', ') ?? '',
    affiliate: coupon?.affiliate_code ?? '',
    reason: '',
  };
}

/**
 * The coupon form (docs/decisions/0075-admin-promotions): a new coupon, or an edit of one with a reason. A
 * coupon already used shows its locked fields read-only; the server decides anyway.
 */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(coupon));
  const locked = new Set(coupon?.locked_fields ?? []);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const input = (name: keyof Values, apiName: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {t(`${K}.fields.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={values[name] as string}
        onChange={set(name)}
        readOnly={locked.has(apiName)}
        className={`${field} ${locked.has(apiName) ? 'bg-line/30 text-muted' : ''}`}
        {...extra}
      />
    </div>
  );
  const body = () => ({
    code: values.code.trim(),
    applies_to: values.appliesTo,
    percent: Number(values.percent),
    valid_from: startOf(values.validFrom),
    valid_until: endOf(values.validUntil),
    max_price_by_experience: numberOrNull(values.maxPrice),
    max_discount_applied: numberOrNull(values.maxDiscount),
    max_uses_per_user: Number(values.maxUsesPerUser || 1),
    max_uses: numberOrNull(values.maxUses),
    experience_ids: idList(values.experiences),
    company_ids: idList(values.companies),
    country_codes: codeList(values.countries),
    affiliate_code: values.affiliate.trim() || null,
  });
  const submit = () =>
    run(async () => {
      if (coupon) {
        await api(editCouponEndpoint, {
          params: { id: coupon.id },
          body: { ...body(), reason: values.reason },
        });
      } else {
        await api(createCouponEndpoint, { body: body() });
      }
      toast({ kind: 'success', message: t(`${K}.saved`) });
      onDone();
    });
  return (
    <form
      noValidate
      aria-label={coupon ? `${t(`${K}.edit`)} ${coupon.code}` : t(`${K}.new`)}
      className="mt-4 grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {input('code', 'code', 'text', { autoComplete: 'off', maxLength: 40 })}
      <fieldset>
        <legend className="text-sm font-semibold">{t(`${K}.fields.appliesTo`)}</legend>
        <div className="flex min-h-11 flex-wrap items-center gap-4">
          {(['booking', 'gift_card'] as const).map((use) => (
            <label key={use} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-applies`}
                checked={values.appliesTo === use}
                disabled={locked.has('applies_to')}
                onChange={() => setValues((current) => ({ ...current, appliesTo: use }))}
              />
              {t(`${K}.fields.${use === 'booking' ? 'booking' : 'giftCard'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {input('percent', 'percent', 'number', { min: 1, max: 100, inputMode: 'numeric' })}
      {input('validFrom', 'valid_from', 'date')}
      {input('validUntil', 'valid_until', 'date')}
      {input('maxPrice', 'max_price_by_experience', 'number', { min: 0, step: '0.01' })}
      {input('maxDiscount', 'max_discount_applied', 'number', { min: 0, step: '0.01' })}
      {input('maxUsesPerUser', 'max_uses_per_user', 'number', { min: 1 })}
      {input('maxUses', 'max_uses', 'number', { min: 1 })}
      {input('experiences', 'experience_ids', 'text', { 'aria-describedby': `${id}-hint` })}
      {input('companies', 'company_ids', 'text', { 'aria-describedby': `${id}-hint` })}
      {input('countries', 'country_codes', 'text', { 'aria-describedby': `${id}-hint` })}
      {input('affiliate', 'affiliate_code')}
      <p id={`${id}-hint`} className="text-sm text-muted sm:col-span-2 lg:col-span-3">
        {t(`${K}.fields.listHint`)}
        {coupon?.used ? ` ${t(`${K}.lockedNote`)}` : ''}
      </p>
      {coupon && (
        <div className="sm:col-span-2 lg:col-span-3">
          {input('reason', 'reason', 'text', { maxLength: 1000 })}
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {coupon ? t(`${K}.save`) : t(`${K}.create`)}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t(`${K}.cancel`)}
        </button>
      </div>
    </form>
  );
}
