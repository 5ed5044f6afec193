import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  approvePayoutEndpoint,
  holdPayoutEndpoint,
  payPayoutEndpoint,
  releasePayoutEndpoint,
} from '../../../../domain/payouts/contract';
import type { PayoutAction } from '../../../../domain/payouts/payout-lifecycle';
import { useTranslation } from '../../../i18n/translation-context';
import { useApi } from '../../../lib/api-client';
import { useApiAction } from '../../../lib/use-api-action';
import { useToast } from '../../toasts';
import type { PayoutCardData } from './payout-card';
import { fieldClass, primaryButton, secondaryButton } from './payout-styles';

/**
 * A payout's actions (docs/decisions/0077-payouts): each opens a small form with the reason the audit log
 * keeps, the bank's reference to mark it paid, and a fresh authenticator code to approve an amount above
 * the threshold. The page is read again after each.
 */
export function PayoutActions({
  payout,
  actions,
}: {
  payout: PayoutCardData;
  actions: readonly PayoutAction[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PayoutAction | null>(null);
  if (open) return <ActionForm payout={payout} action={open} close={() => setOpen(null)} />;
  return (
    <div
      role="group"
      aria-label={t('admin.payouts.actionsLabel', { company: payout.company.name, month: payout.month })}
      className="mt-4 flex flex-wrap gap-3"
    >
      {actions.map((action, index) => (
        <button
          key={action}
          type="button"
          className={index === 0 ? primaryButton : secondaryButton}
          onClick={() => setOpen(action)}
        >
          {t(`admin.payouts.actions.${action}`)}
        </button>
      ))}
    </div>
  );
}

function ActionForm({
  payout,
  action,
  close,
}: {
  payout: PayoutCardData;
  action: PayoutAction;
  close: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [code, setCode] = useState('');
  const askCode = action === 'approve' && payout.needs_second_factor;
  const id = `payout-${payout.id}-${action}`;
  const params = { id: payout.id };
  const send = async () => {
    if (action === 'approve') {
      await api(approvePayoutEndpoint, { params, body: { reason, ...(askCode ? { code } : {}) } });
    } else if (action === 'hold') await api(holdPayoutEndpoint, { params, body: { reason } });
    else if (action === 'release') await api(releasePayoutEndpoint, { params, body: { reason } });
    else await api(payPayoutEndpoint, { params, body: { reason, reference } });
  };
  const ready =
    reason.trim().length >= 3 &&
    (action !== 'pay' || reference.trim().length > 0) &&
    (!askCode || code.length >= 6);
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          await send();
          toast({ kind: 'success', message: t(`admin.payouts.done.${action}`) });
          close();
          await revalidator.revalidate();
        });
      }}
    >
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
        {t('admin.payouts.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        value={reason}
        maxLength={1000}
        required
        aria-describedby={`${id}-hint`}
        onChange={(event) => setReason(event.target.value)}
        className="block w-full rounded-card border border-line bg-surface p-3"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('admin.payouts.reasonHint')}
      </p>
      {action === 'pay' && (
        <>
          <label htmlFor={`${id}-reference`} className="block text-sm font-semibold">
            {t('admin.payouts.reference')}
          </label>
          <input
            id={`${id}-reference`}
            value={reference}
            maxLength={100}
            required
            onChange={(event) => setReference(event.target.value)}
            className={`${fieldClass} w-full`}
          />
        </>
      )}
      {askCode && (
        <>
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
            {t('admin.payouts.code')}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            className={`${fieldClass} w-40 font-mono tracking-widest`}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy || !ready}>
          {t('admin.payouts.confirm')} · {t(`admin.payouts.actions.${action}`)}
        </button>
        <button type="button" className={secondaryButton} onClick={close}>
          {t('admin.payouts.cancel')}
        </button>
      </div>
    </form>
  );
}
