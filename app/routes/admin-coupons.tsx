import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { COUPON_FILTERS } from '../../domain/promotions/coupon-admin-rules';
import { couponReply, listCoupons } from '../../domain/promotions/coupon-admin-reads.server';
import { AdminGate } from '../components/admin/admin-gate';
import { CouponCard } from '../components/admin/coupon-card';
import { CouponForm, primaryButton } from '../components/admin/coupon-form';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-coupons';

type Filter = (typeof COUPON_FILTERS)[number];
const isFilter = (value: string | null): value is Filter =>
  (COUPON_FILTERS as readonly (string | null)[]).includes(value);

/**
 * /admin/coupons?q=&status= (docs/decisions/0075-admin-promotions): the coupons with their uses so far,
 * created, edited, paused and resumed where they stand. Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'adminCoupons.title');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 40);
  const requested = url.searchParams.get('status');
  const status: Filter = isFilter(requested) ? requested : 'all';
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, q, status, coupons: null };
  const { db } = context.get(servicesContext);
  const coupons = (await listCoupons(db, { q: q || undefined, status })).map(couponReply);
  return { title, visit, q, status, coupons };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { title, visit, q, status, coupons } = loaderData;
  const [creating, setCreating] = useState(false);
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('adminCoupons.intro')}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="coupon-search" className="block text-sm font-semibold">
            {t('adminCoupons.searchLabel')}
          </label>
          <input
            id="coupon-search"
            name="q"
            defaultValue={q}
            maxLength={40}
            className="block min-h-11 w-full max-w-xs rounded-card border border-line bg-surface px-3"
          />
        </div>
        <div>
          <label htmlFor="coupon-status" className="block text-sm font-semibold">
            {t('adminCoupons.statusLabel')}
          </label>
          <select
            id="coupon-status"
            name="status"
            defaultValue={status}
            className="block min-h-11 rounded-card border border-line bg-surface px-3"
          >
            {COUPON_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`adminCoupons.status.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {t('adminGiftCards.search')}
        </button>
      </Form>
      {creating ? (
        <CouponForm
          coupon={null}
          onDone={() => {
            setCreating(false);
            void revalidator.revalidate();
          }}
        />
      ) : (
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => setCreating(true)}>
          {t('adminCoupons.new')}
        </button>
      )}
      {coupons && coupons.length > 0 ? (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">{t('adminCoupons.empty')}</p>
      )}
    </AdminGate>
  );
}
