import { intlLocale } from '../../../../common/i18n/languages';
import type { z } from 'zod';
import type { payoutJson } from '../../../../domain/payouts/contract';
import { canTakePayoutAction, type PayoutAction } from '../../../../domain/payouts/payout-lifecycle';
import { formatUsd, usdToCents } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';
import { FactList } from '../fact-list';
import { PayoutActions } from './payout-actions';

export type PayoutCardData = z.infer<typeof payoutJson>;

const ACTIONS: readonly PayoutAction[] = ['approve', 'pay', 'hold', 'release'];

const STATUS_STYLE: Record<PayoutCardData['status'], string> = {
  proposed: 'bg-surface-sunk text-ink',
  approved: 'bg-accent-soft text-accent-strong',
  held: 'bg-warning-soft text-ink',
  paid: 'bg-success-soft text-ink',
};

/**
 * One payout in the back office (docs/decisions/0077-payouts): the company and month, the amount, its status,
 * the bank account masked, who approved it, why it is held or how it was paid, and the actions its state
 * allows.
 */
export function PayoutCard({ payout }: { payout: PayoutCardData }) {
  const { t, lang } = useTranslation();
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(iso),
        )
      : null;
  const bank = payout.bank.complete
    ? [payout.bank.holder, payout.bank.name, payout.bank.account].filter(Boolean).join(' · ')
    : t('admin.payouts.bankMissing');
  const rows: [string, string | null][] = [
    ['admin.payouts.bankAccount', bank],
    ['admin.payouts.transferReference', payout.transfer_reference],
  ];
  const titleId = `payout-${payout.id}`;
  const allowed = ACTIONS.filter((action) => canTakePayoutAction(payout.status, action));
  return (
    <li
      aria-labelledby={titleId}
      className="min-w-0 rounded-card border border-line p-5 shadow-soft"
      data-testid="payout"
      data-status={payout.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 break-words text-h3 font-bold">
          {`${payout.company.name} · ${payout.month}`}
        </h2>
        <span className={`rounded-pill px-3 py-1 text-sm font-semibold ${STATUS_STYLE[payout.status]}`}>
          {t(`admin.payouts.states.${payout.status}`)}
        </span>
      </div>
      <p className="mt-1 text-h3 font-semibold">{formatUsd(usdToCents(payout.amount), lang)}</p>
      <p className="text-sm text-muted">
        {t(payout.proposed_by_job ? 'admin.payouts.byJob' : 'admin.payouts.byAdmin')}
      </p>
      <FactList rows={rows} />
      {payout.approved_by && payout.status === 'approved' && (
        <p className="mt-2 break-words text-sm">
          {t('admin.payouts.approvedBy', { admin: payout.approved_by })}
        </p>
      )}
      {payout.held_reason && (
        <p className="mt-2 break-words">{t('admin.payouts.heldReason', { reason: payout.held_reason })}</p>
      )}
      {payout.paid_reference && (
        <p className="mt-2 break-words">
          {t('admin.payouts.paidWith', { date: day(payout.paid_at) ?? '', reference: payout.paid_reference })}
        </p>
      )}
      {allowed.length > 0 && <PayoutActions payout={payout} actions={allowed} />}
    </li>
  );
}
