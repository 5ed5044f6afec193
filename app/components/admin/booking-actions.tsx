import { useId, useState } from 'react';
import { adminCancelEndpoint, adminRefundEndpoint } from '../../../domain/admin-bookings/contract';
import type { BookingStory } from '../../../domain/admin-bookings/story-contract';
import { formatUsd, toCents, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { ActionSheet, field, useDialogWrite } from './booking-action-sheet';

const K = 'admin.bookings';
const open = 'inline-flex min-h-12 items-center justify-center rounded-pill px-5 font-semibold';
const STANDING = ['confirmed', 'in_progress', 'completed'];
const CANCELABLE = ['created', 'confirmed'];

/** The amount, where it goes and why; says what remains refundable (docs/decisions/0074-admin-booking-support). */
function RefundDialog({ story, onClose }: { story: BookingStory; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const { busy, error, setError, write } = useDialogWrite(onClose);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState<'original' | 'wallet'>(
    story.money.refundable_to_original > 0 ? 'original' : 'wallet',
  );
  const [reason, setReason] = useState('');
  // One key per dialog: a second press of a button whose answer was lost refunds once.
  const [key] = useState(() => crypto.randomUUID());
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  const confirm = () => {
    setError(null);
    let value: number;
    try {
      value = toCents(amount.replace(',', '.')) / 100;
    } catch {
      setError(t(`${K}.errors.amount`));
      return;
    }
    write(async () => {
      const answer = await api(adminRefundEndpoint, {
        params: { id: story.id },
        body: { amount: value, to, reason },
        headers: { 'idempotency-key': key },
      });
      return t(`${K}.refund.done`, { amount: money(answer.data.amount) });
    });
  };
  return (
    <ActionSheet
      title={t(`${K}.refund.title`, { code: story.code })}
      confirmLabel={t(`${K}.refund.confirm`)}
      onClose={onClose}
      onConfirm={confirm}
      busy={busy}
      error={error}
      reason={reason}
      onReason={setReason}
    >
      <p data-testid="admin-refundable">
        {t(`${K}.refund.remaining`, {
          amount: money(story.money.refundable),
          original: money(story.money.refundable_to_original),
        })}
      </p>
      <label htmlFor={`${id}-amount`} className="mt-4 block font-semibold">
        {t(`${K}.refund.amount`)}
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        className={field}
        data-testid="admin-refund-amount"
      />
      <fieldset className="mt-4">
        <legend className="font-semibold">{t(`${K}.refund.to`)}</legend>
        {(['original', 'wallet'] as const).map((choice) => (
          <label key={choice} className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${id}-to`}
              value={choice}
              checked={to === choice}
              onChange={() => setTo(choice)}
              className="size-5"
              data-testid={`admin-refund-to-${choice}`}
            />
            {t(`${K}.refund.${choice === 'original' ? 'toOriginal' : 'toWallet'}`)}
          </label>
        ))}
      </fieldset>
    </ActionSheet>
  );
}

function CancelDialog({ story, onClose }: { story: BookingStory; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const { busy, error, setError, write } = useDialogWrite(onClose);
  const [reason, setReason] = useState('');
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  const confirm = () => {
    setError(null);
    write(async () => {
      const answer = await api(adminCancelEndpoint, { params: { id: story.id }, body: { reason } });
      const { wallet, card, paypal } = answer.data.refunded;
      return t(`${K}.cancel.done`, { amount: money(wallet + card + paypal) });
    });
  };
  return (
    <ActionSheet
      title={t(`${K}.cancel.title`, { code: story.code })}
      confirmLabel={t(`${K}.cancel.confirm`)}
      onClose={onClose}
      onConfirm={confirm}
      busy={busy}
      error={error}
      reason={reason}
      onReason={setReason}
    >
      <p>{t(`${K}.cancel.intro`, { amount: money(story.money.refundable) })}</p>
    </ActionSheet>
  );
}

/**
 * The two actions of the booking page: a partial refund while the booking stands and something remains, and
 * the administration's cancellation while it may still be cancelled. The server decides again.
 */
export function BookingActions({ story }: { story: BookingStory }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'refund' | 'cancel' | null>(null);
  const mayRefund = STANDING.includes(story.status) && story.money.refundable > 0;
  const mayCancel =
    CANCELABLE.includes(story.status) && !story.attendance.checked_in_at && !story.attendance.no_show_at;
  if (!mayRefund && !mayCancel) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {mayRefund && (
        <button
          type="button"
          onClick={() => setDialog('refund')}
          className={`${open} bg-accent text-white hover:bg-accent-hover`}
          data-testid="admin-refund-open"
        >
          {t(`${K}.refund.open`)}
        </button>
      )}
      {mayCancel && (
        <button
          type="button"
          onClick={() => setDialog('cancel')}
          className={`${open} border border-danger text-danger hover:bg-surface-sunk`}
          data-testid="admin-cancel-open"
        >
          {t(`${K}.cancel.open`)}
        </button>
      )}
      {dialog === 'refund' && <RefundDialog story={story} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog story={story} onClose={() => setDialog(null)} />}
    </div>
  );
}
