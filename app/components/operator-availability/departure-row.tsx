import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { twelveHour } from '../../../domain/booking/departures';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import {
  patchOperatorDepartureEndpoint,
  type operatorDeparturesEndpoint,
} from '../../../domain/operator-availability/contract';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { CancelDepartureButton } from '../operator/supplier-cancel-buttons';

export type Departure = SuccessAnswer<typeof operatorDeparturesEndpoint>['data'][number];

/** The calendar's queries, refreshed after a change. */
export const departuresKey = ['operator-departures'] as const;

/**
 * One departure of the operator's calendar (docs/product.md § Schedule): seats sold and left, its state,
 * a capacity field, a close/reopen button and, when it has bookings, the way to cancel it whole with
 * full refunds (docs/decisions/0068-supplier-cancellations.md). A refusal (capacity below the seats sold, a departure
 * locked by the schedule) shows its message under the row.
 */
export function DepartureRow({
  departure,
  experienceName,
}: {
  departure: Departure;
  /** Shown under the hour when the calendar lists several experiences. */
  experienceName?: string | undefined;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const id = useId();
  const [capacity, setCapacity] = useState(String(departure.capacity));
  const [error, setError] = useState<string | null>(null);
  const left = Math.max(0, departure.capacity - departure.seats_taken);

  const change = (patch: { capacity?: number; closed?: boolean }) => {
    setError(null);
    void run(
      async () => {
        await api(patchOperatorDepartureEndpoint, {
          body: {
            experience_id: departure.experience_id,
            date: departure.date,
            hour: departure.hour,
            ...patch,
          },
        });
        toast({ kind: 'success', message: t('operatorAvailability.departures.saved') });
        await queries.invalidateQueries({ queryKey: departuresKey });
      },
      (failure: ApiError) => {
        if (failure.status === 0 || failure.status >= 500) return false;
        setError(failure.issues[0]?.message ?? failure.message);
        return true;
      },
    );
  };

  const state = departure.locked
    ? t('operatorAvailability.departures.locked')
    : !departure.scheduled
      ? t('operatorAvailability.departures.unscheduled')
      : departure.closed
        ? t('operatorAvailability.departures.closed')
        : t('operatorAvailability.departures.open');

  return (
    <li
      className="border-t border-line py-3 first:border-t-0"
      data-testid="departure"
      data-hour={departure.hour}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-24">
          <p className="tabular font-semibold">{twelveHour(departure.hour)}</p>
          {experienceName ? <p className="text-sm text-muted">{experienceName}</p> : null}
        </div>
        <Link
          to={`/operator/departures/${departure.experience_id}/${departure.date}/${departure.hour.replace(':', '')}`}
          className="inline-flex min-h-10 items-center text-sm font-semibold text-accent-strong underline"
          data-testid="departure-manifest"
        >
          {t('operator.bookings.list.manifest')}
        </Link>
        <p className="tabular min-w-40 text-sm">
          <span className="font-semibold">
            {t('operatorAvailability.departures.sold', { sold: departure.seats_taken })}
          </span>
          {' · '}
          {t('operatorAvailability.departures.left', { left: departure.closed ? 0 : left })}{' '}
          <span className="text-muted">
            {t('operatorAvailability.departures.of', { capacity: departure.capacity })}
          </span>
        </p>
        <span
          className={`rounded-pill px-3 py-1 text-sm font-semibold ${departure.closed ? 'bg-surface-sunk text-ink' : 'bg-surface-warm text-accent-strong'}`}
          data-testid="departure-state"
        >
          {state}
        </span>
        <form
          noValidate
          className="flex items-center gap-2 sm:ml-auto"
          onSubmit={(event) => {
            event.preventDefault();
            change({ capacity: Number(capacity) });
          }}
        >
          <label htmlFor={`${id}-capacity`} className="text-sm">
            {t('operatorAvailability.departures.capacity')}
          </label>
          <input
            id={`${id}-capacity`}
            type="number"
            inputMode="numeric"
            min={Math.max(1, departure.seats_taken)}
            max={999}
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="tabular h-10 w-20 rounded-card border border-line bg-surface px-2 aria-[invalid]:border-danger"
          />
          <button
            type="submit"
            disabled={busy}
            className="h-10 rounded-pill border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent-strong disabled:cursor-not-allowed"
          >
            {t('operatorAvailability.departures.saveCapacity')}
          </button>
        </form>
        {departure.scheduled && !departure.locked ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => change({ closed: !departure.closed })}
            className="h-10 rounded-pill bg-ink px-4 text-sm font-semibold text-white hover:bg-accent-strong disabled:cursor-not-allowed"
          >
            {departure.closed
              ? t('operatorAvailability.departures.reopen')
              : t('operatorAvailability.departures.close')}
          </button>
        ) : null}
        {departure.seats_taken > 0 ? (
          <CancelDepartureButton
            departure={departure}
            onCanceled={() => queries.invalidateQueries({ queryKey: departuresKey })}
          />
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger" data-testid="departure-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
