import { useState } from 'react';
import { cancellationI18nKey } from '../../../domain/catalog/cancellation-policy';
import { CANCEL_STATUS_CODE } from '../../../domain/purchases/purchase-lifecycle';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useApi } from '../../lib/api-client';
import { Sheet } from '../sheet';
import { useToast } from '../toasts';
import { expectedRefund, instantWords, refundLines, refundTotal } from './purchase-words';
import { editPurchaseEndpoint } from '../../../domain/purchases/edit-contract';

const button = 'min-h-12 flex-1 rounded-pill px-6 font-semibold disabled:opacity-60';

/**
 * Cancelling a booking, with what it gives back said first (docs/product.md § Roles: cancelling asks for
 * confirmation; docs/decisions/0040). A booking the traveller may not cancel (non-refundable, window closed, already under
 * way) gets the reason instead, and no button that would fail. The call carries an idempotency key made
 * when the dialog opened, so a double tap or a retried request refunds once.
 */
export function CancelDialog({
  purchase,
  open,
  onClose,
  onCanceled,
}: {
  purchase: PurchaseJson | null;
  open: boolean;
  onClose: () => void;
  onCanceled: () => void;
}) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // One key per opening of the dialog for one purchase: adjusted while rendering when either changes.
  const [keyFor, setKeyFor] = useState<{ id: number | null; open: boolean; key: string }>({
    id: null,
    open: false,
    key: '',
  });
  if (purchase && (keyFor.id !== purchase.id || keyFor.open !== open)) {
    setKeyFor({ id: purchase.id, open, key: open ? crypto.randomUUID() : keyFor.key });
  }
  if (!purchase) return null;

  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  const deadline = purchase.cancel_until ? instantWords(t, lang, purchase, purchase.cancel_until) : null;
  const policy = t(cancellationI18nKey(purchase.cancellation_policy));

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await api(editPurchaseEndpoint, {
        params: { id: purchase.id },
        body: { status: CANCEL_STATUS_CODE },
        headers: { 'Idempotency-Key': keyFor.key },
      });
      const refunded = answer.data.refunded;
      const lines = refundLines(t, lang, refunded);
      toast({
        kind: 'success',
        message: t('agendaPage.purchaseButtons.purchaseCanceled', {
          refund:
            refundTotal(refunded) > 0
              ? t('agendaPage.purchaseButtons.refundDone', { breakdown: lines.join('; ') })
              : t('agendaPage.purchaseButtons.refundNothing'),
        }),
      });
      onClose();
      onCanceled();
    } catch (error) {
      toast({
        kind: 'error',
        message: error instanceof ApiError ? error.message : t('agendaPage.purchaseButtons.cancelFailed'),
      });
      // A refusal means the list is stale (the window just closed, it was cancelled elsewhere).
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        onClose();
        onCanceled();
      }
    } finally {
      setBusy(false);
    }
  };

  if (!purchase.can_cancel) {
    const reason =
      purchase.status !== 'created' && purchase.status !== 'confirmed'
        ? t('agendaPage.purchaseButtons.whyStatus')
        : deadline === null
          ? t('agendaPage.purchaseButtons.whyNonRefundable')
          : t('agendaPage.purchaseButtons.whyWindowClosed', { deadline });
    return (
      <Sheet
        open={open}
        onClose={onClose}
        placement="compact"
        title={t('agendaPage.purchaseButtons.cannotCancelTitle')}
        footer={
          <button
            type="button"
            onClick={onClose}
            className={`${button} w-full bg-accent text-white hover:bg-accent-hover`}
          >
            {t('agendaPage.purchaseButtons.understood')}
          </button>
        }
      >
        <p className="font-semibold">{purchase.experience_name}</p>
        <p className="mt-3" data-testid="cancel-reason">
          {reason}
        </p>
        {deadline !== null && (
          <p className="mt-3 text-sm text-muted">
            {t('agendaPage.purchaseButtons.cancelPolicy')}: {policy}
          </p>
        )}
        <p className="mt-3 text-sm">{t('agendaPage.purchaseButtons.whyHelp')}</p>
      </Sheet>
    );
  }

  const refund = expectedRefund(purchase);
  const lines = refundLines(t, lang, refund);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      placement="compact"
      title={t('agendaPage.purchaseButtons.cancelTitle', { code: purchase.code })}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onClose}
            className={`${button} border border-line hover:bg-surface-sunk`}
          >
            {t('agendaPage.purchaseButtons.keep')}
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy}
            className={`${button} bg-danger text-white hover:brightness-90`}
          >
            {busy ? t('agendaPage.purchaseButtons.canceling') : t('agendaPage.purchaseButtons.confirmCancel')}
          </button>
        </div>
      }
    >
      <p className="font-semibold">
        {t('agendaPage.purchaseButtons.cancelQuestion', { name: purchase.experience_name })}
      </p>
      <div className="mt-4 rounded-card bg-surface-warm p-4" data-testid="cancel-refund">
        {lines.length > 0 ? (
          <>
            <p>{t('agendaPage.purchaseButtons.refundIntro', { amount: money(refundTotal(refund)) })}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('agendaPage.purchaseButtons.refundNone')}</p>
        )}
      </div>
      <p className="mt-4 text-sm text-muted">
        {t('agendaPage.purchaseButtons.cancelPolicy')}: {policy}
      </p>
      {deadline && (
        <p className="mt-1 text-sm font-medium">
          {t('agendaPage.purchaseButtons.cancelDeadline', { deadline })}
        </p>
      )}
    </Sheet>
  );
}
