import { translate } from '../../common/i18n/translate';
import { PAYOUT_STATES } from '../../common/lifecycle-states';
import { monthOf, MONTH_PATTERN, shiftMonth } from '../../domain/earnings/statement';
import type { PayoutStatus } from '../../domain/payouts/payout-lifecycle';
import { listPayouts } from '../../domain/payouts/payout-list.server';
import { PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS } from '../../domain/payouts/payout-rules';
import { AdminGate } from '../components/admin/admin-gate';
import { PayoutCard } from '../components/admin/payouts/payout-card';
import { PayoutsToolbar } from '../components/admin/payouts/payouts-toolbar';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-payouts';

const isStatus = (value: string | null): value is PayoutStatus =>
  (PAYOUT_STATES as readonly (string | null)[]).includes(value);

/**
 * /admin/payouts?month=&status= (docs/decisions/0077-payouts): the companies' monthly payouts with the totals
 * of each status; approve, hold, release, mark paid; propose a month now; the bank's file. Behind AdminGate.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.payouts.title');
  const wantedMonth = url.searchParams.get('month');
  const wantedStatus = url.searchParams.get('status');
  const month = wantedMonth && MONTH_PATTERN.test(wantedMonth) ? wantedMonth : null;
  const status = isStatus(wantedStatus) ? wantedStatus : null;
  const visit = await adminVisit(context, request);
  const { db, clock } = context.get(servicesContext);
  // The month "propose now" offers: the one just ended on the marketplace's usual clock.
  const lastMonth = shiftMonth(monthOf(clock(), 'America/Panama'), -1);
  if (visit !== 'passed') return { title, visit, month, status, lastMonth, list: null, threshold: 0 };
  const list = await listPayouts(db, { ...(month ? { month } : {}), ...(status ? { status } : {}) });
  return { title, visit, month, status, lastMonth, list, threshold: PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, month, status, lastMonth, list, threshold } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('admin.payouts.intro')}</p>
      {list && (
        <>
          <PayoutsToolbar
            month={month}
            status={status}
            lastMonth={lastMonth}
            totals={list.totals}
            thresholdCents={threshold}
          />
          {list.payouts.length > 0 ? (
            <ul className="mt-6 grid gap-4 lg:grid-cols-2" data-testid="payouts">
              {list.payouts.map((payout) => (
                <PayoutCard key={payout.id} payout={payout} />
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-muted">{t('admin.payouts.empty')}</p>
          )}
        </>
      )}
    </AdminGate>
  );
}
