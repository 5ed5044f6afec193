import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { PAYOUT_STATES } from '../../../../common/lifecycle-states';
import { proposePayoutsEndpoint } from '../../../../domain/payouts/contract';
import type { PayoutStatus } from '../../../../domain/payouts/payout-lifecycle';
import { formatUsd, usdToCents } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';
import { useApi } from '../../../lib/api-client';
import { useApiAction } from '../../../lib/use-api-action';
import { useToast } from '../../toasts';
import { fieldClass, primaryButton, secondaryButton } from './payout-styles';

interface ToolbarProps {
  month: string | null;
  status: PayoutStatus | null;
  lastMonth: string;
  totals: Record<PayoutStatus, { count: number; amount: number }>;
  thresholdCents: number;
}

/**
 * The payouts page's head (docs/decisions/0077-payouts): the status filter with each status's count and sum,
 * the month filter, "propose now" for a month, and the bank's file of the approved payouts.
 */
export function PayoutsToolbar({ month, status, lastMonth, totals, thresholdCents }: ToolbarProps) {
  const { t, lang } = useTranslation();
  const query = (next: PayoutStatus | null) => {
    const params = new URLSearchParams();
    if (month) params.set('month', month);
    if (next) params.set('status', next);
    const text = params.toString();
    return text ? `/admin/payouts?${text}` : '/admin/payouts';
  };
  const pill =
    'inline-flex min-h-11 flex-col justify-center rounded-card border border-line px-4 py-1 hover:bg-accent-soft aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft';
  const bankFile = `/api/v1/admin/payouts/bank-file${month ? `?month=${month}` : ''}`;
  return (
    <div className="mt-4 space-y-5">
      <nav aria-label={t('admin.payouts.filterLabel')}>
        <ul className="flex flex-wrap gap-2" data-testid="payout-totals">
          <li>
            <Link to={query(null)} aria-current={status === null ? 'page' : undefined} className={pill}>
              <span className="font-semibold">{t('admin.payouts.allStatuses')}</span>
            </Link>
          </li>
          {PAYOUT_STATES.map((state) => (
            <li key={state}>
              <Link to={query(state)} aria-current={state === status ? 'page' : undefined} className={pill}>
                <span className="font-semibold">{t(`admin.payouts.states.${state}`)}</span>
                <span className="text-sm text-muted">
                  {t('admin.payouts.totalLine', {
                    count: totals[state].count,
                    amount: formatUsd(usdToCents(totals[state].amount), lang),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 md:grid-cols-3">
        <Form method="get" action="/admin/payouts" className="rounded-card border border-line p-4">
          <label htmlFor="payouts-month" className="block text-sm font-semibold">
            {t('admin.payouts.month')}
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id="payouts-month"
              name="month"
              type="month"
              defaultValue={month ?? ''}
              className={`${fieldClass} min-w-0 flex-1`}
            />
            {status && <input type="hidden" name="status" value={status} />}
            <button type="submit" className={secondaryButton}>
              {t('admin.payouts.show')}
            </button>
          </div>
          {month && (
            <Link
              to={status ? `/admin/payouts?status=${status}` : '/admin/payouts'}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-accent-strong underline"
            >
              {t('admin.payouts.allMonths')}
            </Link>
          )}
        </Form>
        <ProposeNow initialMonth={month ?? lastMonth} />
        <div className="rounded-card border border-line p-4">
          <a href={bankFile} download className={primaryButton} data-testid="bank-file">
            {t('admin.payouts.bankFile')}
          </a>
          <p className="mt-2 text-sm text-muted">
            {t('admin.payouts.bankFileHint', {
              scope: month ? t('admin.payouts.bankFileScope', { month }) : '',
            })}
          </p>
          <p className="mt-2 text-sm text-muted">
            {t('admin.payouts.secondFactorNeeded', { threshold: formatUsd(thresholdCents, lang) })}
          </p>
        </div>
      </div>
    </div>
  );
}

function ProposeNow({ initialMonth }: { initialMonth: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [month, setMonth] = useState(initialMonth);
  return (
    <form
      noValidate
      className="rounded-card border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const answer = await api(proposePayoutsEndpoint, { body: { month } });
          toast({ kind: 'success', message: t('admin.payouts.proposed', { count: answer.data.proposed }) });
          await revalidator.revalidate();
        });
      }}
    >
      <label htmlFor="propose-month" className="block text-sm font-semibold">
        {t('admin.payouts.proposeTitle')}
      </label>
      <div className="mt-2 flex flex-col gap-2">
        <input
          id="propose-month"
          type="month"
          value={month}
          required
          aria-describedby="propose-hint"
          onChange={(event) => setMonth(event.target.value)}
          className={`${fieldClass} w-full`}
        />
        <button type="submit" className={secondaryButton} disabled={busy || !month}>
          {t('admin.payouts.propose', { month })}
        </button>
      </div>
      <p id="propose-hint" className="mt-2 text-sm text-muted">
        {t('admin.payouts.proposeHint')}
      </p>
    </form>
  );
}
