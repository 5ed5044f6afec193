import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { operatorEarningsEndpoint, operatorStatementEndpoint } from '../../../domain/earnings/contract';
import { MONTH_PATTERN } from '../../../domain/earnings/statement';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { EarningsChart } from '../../components/operator/earnings/earnings-chart';
import { StatementView } from '../../components/operator/earnings/statement-view';
import { OwnerOnly } from '../../components/operator/owner-only';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { ownerVisitor } from '../../lib/operator-access.server';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/earnings';

/**
 * /operator/earnings (docs/product.md § Earnings and payouts), the owner's: what the marketplace owes the
 * company now, the last 12 months as a bar chart and a table, and the statement of the month chosen
 * (`?month=yyyy-MM`, the current one by default) with its CSV. Its data comes from the operator API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await stepTitle(request, 'operator.earnings.title')),
    owner: (await ownerVisitor(context, request)) !== null,
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

const monthName = (month: string, lang: string, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(lang, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

function Earnings({ title }: { title: string }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const summary = useQuery({
    queryKey: ['operator', 'earnings'],
    queryFn: ({ signal }) => api(operatorEarningsEndpoint, { signal }),
  });
  const wanted = params.get('month');
  const current = summary.data?.data.current_month;
  const month = wanted && MONTH_PATTERN.test(wanted) ? wanted : current;
  const statement = useQuery({
    queryKey: ['operator', 'statement', month, lang],
    queryFn: ({ signal }) => api(operatorStatementEndpoint, { query: { month }, signal }),
    enabled: month !== undefined,
  });
  const data = summary.data?.data;
  const usd = (amount: number) => formatUsd(usdToCents(amount), lang);

  return (
    <section aria-labelledby="operator-earnings">
      <h1 id="operator-earnings" className="text-h2 font-bold">
        {title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">{t('operator.earnings.intro')}</p>
      {summary.isError ? (
        <div className="mt-6" role="alert">
          <p>{summary.error.message || t('operator.earnings.loadError')}</p>
          <button
            type="button"
            onClick={() => void summary.refetch()}
            className="mt-2 min-h-11 font-semibold text-accent-strong underline"
          >
            {t('operator.earnings.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="mt-6 text-muted" role="status">
          {t('operator.earnings.loading')}
        </p>
      ) : (
        <>
          <div
            className="mt-6 rounded-card border border-line bg-accent-soft p-4"
            data-testid="earnings-balance"
          >
            <p className="text-sm font-semibold text-accent-strong">{t('operator.earnings.balance')}</p>
            <p className="mt-1 text-h2 font-bold">{usd(data.balance)}</p>
            <p className="mt-1 text-sm text-muted">{t('operator.earnings.balanceHint')}</p>
          </div>
          {data.scheduled_payouts.length > 0 && (
            <section aria-labelledby="earnings-scheduled" className="mt-4" data-testid="scheduled-payouts">
              <h2 id="earnings-scheduled" className="text-h4 font-semibold">
                {t('operator.earnings.scheduled')}
              </h2>
              <p className="text-sm text-muted">{t('operator.earnings.scheduledHint')}</p>
              <ul className="mt-2 space-y-1">
                {data.scheduled_payouts.map((payout) => (
                  <li key={payout.month} className="first-letter:uppercase">
                    {t('operator.earnings.scheduledLine', {
                      month: monthName(payout.month, lang, 'long'),
                      amount: usd(payout.amount),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="earnings-months">
              <h2 id="earnings-months" className="text-h4 font-semibold">
                {t('operator.earnings.lastMonths')}
              </h2>
              <div className="mt-3 rounded-card border border-line p-3">
                <EarningsChart
                  months={data.months.map((bar) => ({
                    month: bar.month,
                    label: monthName(bar.month, lang, 'short'),
                    netCents: usdToCents(bar.earned) - usdToCents(bar.reversed),
                  }))}
                />
              </div>
            </section>
            <table className="w-full text-sm" data-testid="earnings-months">
              <caption className="text-left text-h4 font-semibold">{t('operator.earnings.months')}</caption>
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {t('operator.earnings.month')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-semibold">
                    {t('operator.earnings.totals.earned')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-semibold">
                    {t('operator.earnings.totals.reversed')}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t('operator.earnings.totals.paidOut')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...data.months].reverse().map((bar) => (
                  <tr key={bar.month} className="border-b border-line">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      <Link
                        to={`?month=${bar.month}`}
                        aria-current={bar.month === month ? 'page' : undefined}
                        className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline first-letter:uppercase aria-[current=page]:text-ink aria-[current=page]:no-underline"
                      >
                        {monthName(bar.month, lang, 'long')}
                      </Link>
                    </th>
                    <td className="py-1 pr-2 text-right">{usd(bar.earned)}</td>
                    <td className="py-1 pr-2 text-right">{usd(bar.reversed)}</td>
                    <td className="py-1 text-right">{usd(bar.paid_out)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {statement.data && month ? (
            <StatementView
              statement={statement.data.data}
              title={t('operator.earnings.statementOf', { month: monthName(month, lang, 'long') })}
            />
          ) : statement.isError ? (
            <p className="mt-8" role="alert">
              {statement.error.message}
            </p>
          ) : (
            <p className="mt-8 text-muted" role="status">
              {t('operator.earnings.loading')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

export default function OperatorEarnings({ loaderData }: Route.ComponentProps) {
  if (!loaderData.owner) return <OwnerOnly />;
  return <Earnings title={loaderData.title} />;
}
