import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { intlLocale } from '../../../common/i18n/languages';
import {
  type AdminCoupon,
  pauseCouponEndpoint,
  resumeCouponEndpoint,
} from '../../../domain/promotions/coupon-admin-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { CouponForm, primaryButton, secondaryButton } from './coupon-form';

const K = 'adminCoupons';

/** One coupon in the list: its terms, its uses so far, and edit, pause or resume (with a reason). */
export function CouponCard({ coupon }: { coupon: AdminCoupon }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'toggle'>('view');
  const [reason, setReason] = useState('');
  const money = (usd: number) =>
    new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency: 'USD' }).format(usd);
  const done = () => {
    setMode('view');
    void revalidator.revalidate();
  };
  const toggle = () =>
    run(async () => {
      const endpoint = coupon.is_active ? pauseCouponEndpoint : resumeCouponEndpoint;
      await api(endpoint, { params: { id: coupon.id }, body: { reason } });
      toast({ kind: 'success', message: t(coupon.is_active ? `${K}.pausedDone` : `${K}.resumedDone`) });
      setReason('');
      done();
    });
  const uses =
    coupon.max_uses === null
      ? t(`${K}.usesUnlimited`, { used: coupon.uses_count })
      : t(`${K}.uses`, { used: coupon.uses_count, limit: coupon.max_uses });
  return (
    <li className="rounded-card border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold break-all">{coupon.code}</h2>
        <span
          className={`rounded-pill px-3 py-1 text-sm font-semibold ${coupon.is_active ? 'bg-accent-soft text-accent-strong' : 'bg-line text-ink'}`}
        >
          {t(coupon.is_active ? `${K}.active` : `${K}.paused`)}
        </span>
      </div>
      <p className="mt-1">
        {coupon.percent} % · {t(`${K}.fields.${coupon.applies_to === 'booking' ? 'booking' : 'giftCard'}`)}
      </p>
      <p className="mt-1 text-sm text-muted">
        {uses} · {t(`${K}.travellers`, { count: coupon.travellers })} ·{' '}
        {t(`${K}.discountGiven`, { amount: money(coupon.discount_given) })}
      </p>
      {mode === 'edit' && <CouponForm coupon={coupon} onDone={done} />}
      {mode === 'toggle' && (
        <form
          noValidate
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void toggle();
          }}
        >
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
            {t(`${K}.fields.reason`)}
          </label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            className="block min-h-11 w-full rounded-card border border-line bg-surface px-3"
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={busy || reason.trim().length < 3}>
              {t(coupon.is_active ? `${K}.pause` : `${K}.resume`)}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
              {t(`${K}.cancel`)}
            </button>
          </div>
        </form>
      )}
      {mode === 'view' && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setMode('edit')}>
            {t(`${K}.edit`)}
            <span className="sr-only"> {coupon.code}</span>
          </button>
          <button type="button" className={secondaryButton} onClick={() => setMode('toggle')}>
            {t(coupon.is_active ? `${K}.pause` : `${K}.resume`)}
            <span className="sr-only"> {coupon.code}</span>
          </button>
        </div>
      )}
    </li>
  );
}
