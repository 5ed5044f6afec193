import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminCancelEndpoint, adminRefundEndpoint } from '../../../domain/admin-bookings/contract';
import type { BookingStory } from '../../../domain/admin-bookings/story-contract';
import { formatUsd, toCents, usdToCents } from '../../../domain/pricing/money';
import { MAX_REASON_LENGTH } from '../../../domain/supplier-cancellations/cancel-reason';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { Sheet } from '../sheet';
import { useToast } from '../toasts';

const K = 'admin.bookings';
const button = 'min-h-12 flex-1 rounded-pill px-6 font-semibold disabled:opacity-60';
const open = 'inline-flex min-h-12 items-center justify-center rounded-pill px-5 font-semibold';
const field = 'mt-1 w-full rounded-card border border-line bg-surface p-3 text-base';
const STANDING = ['confirmed', 'in_progress', 'completed'];
const CANCELABLE = ['created', 'confirmed'];

/** A refusal the dialog shows itself: the server's translated message, or its first field's. */
const shown = (failure: ApiError) =>
  failure.status === 0 || failure.status >= 500 ? null : (failure.issues[0]?.message ?? failure.message);

function ReasonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={`${id}-reason`} className="mt-4 block font-semibold">
        {t(`${K}.refund.reason`)}
      </label>
      <p id={`${id}-reason-hint`} className="text-sm text-muted">
        {t(`${K}.refund.reasonHint`)}
      </p>
      <textarea
        id={`${id}-reason`}
        rows={3}
        value={value}
        maxLength={MAX_REASON_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-reason-hint`}
        className={field}
        data-testid="admin-action-reason"
      />
    </>
  );
}

function Footer({
  onClose,
  onConfirm,
  busy,
  label,
}: {
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <button
        type="button"
        onClick={onClose}
        className={`${button} border border-line hover:bg-surface-sunk`}
      >
        {t(`${K}.close`)}
      </button>
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
        className={`${button} bg-danger text-white hover:brightness-90`}
        data-testid="admin-action-confirm"
      >
        {label}
      </button>
    </div>
  );
}

/** The amount, where it goes and why; says what remains refundable (docs/decisions/0074-admin-booking-support). */
function RefundDialog({ story, onClose }: { story: BookingStory; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState<'original' | 'wallet'>(
    story.money.refundable_to_original > 0 ? 'original' : 'wallet',
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    void run(
      async () => {
        const answer = await api(adminRefundEndpoint, {
          params: { id: story.id },
          body: { amount: value, to, reason },
          headers: { 'idempotency-key': key },
        });
        toast({ kind: 'success', message: t(`${K}.refund.done`, { amount: money(answer.data.amount) }) });
        onClose();
        await revalidator.revalidate();
      },
      (failure) => {
        const message = shown(failure);
        if (message) setError(message);
        return Boolean(message);
      },
    );
  };
  return (
    <Sheet
      open
      onClose={onClose}
      placement="compact"
      title={t(`${K}.refund.title`, { code: story.code })}
      footer={<Footer onClose={onClose} onConfirm={confirm} busy={busy} label={t(`${K}.refund.confirm`)} />}
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
      <ReasonField id={id} value={reason} onChange={setReason} />
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid="admin-action-error">
          {error}
        </p>
      )}
    </Sheet>
  );
}

function CancelDialog({ story, onClose }: { story: BookingStory; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  const confirm = () => {
    setError(null);
    void run(
      async () => {
        const answer = await api(adminCancelEndpoint, { params: { id: story.id }, body: { reason } });
        const { wallet, card, paypal } = answer.data.refunded;
        toast({ kind: 'success', message: t(`${K}.cancel.done`, { amount: money(wallet + card + paypal) }) });
        onClose();
        await revalidator.revalidate();
      },
      (failure) => {
        const message = shown(failure);
        if (message) setError(message);
        return Boolean(message);
      },
    );
  };
  return (
    <Sheet
      open
      onClose={onClose}
      placement="compact"
      title={t(`${K}.cancel.title`, { code: story.code })}
      footer={<Footer onClose={onClose} onConfirm={confirm} busy={busy} label={t(`${K}.cancel.confirm`)} />}
    >
      <p>{t(`${K}.cancel.intro`, { amount: money(story.money.refundable) })}</p>
      <ReasonField id={id} value={reason} onChange={setReason} />
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid="admin-action-error">
          {error}
        </p>
      )}
    </Sheet>
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
