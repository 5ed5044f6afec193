import { type ReactNode, useId } from 'react';
import type { LockInput, UniqueDatesInput } from '../../../domain/operator-availability/schedule-rules';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

const field = 'h-10 rounded-card border border-line bg-surface px-2 aria-[invalid]:border-danger';
const split = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

type Dates = Pick<LockInput, 'dates' | 'start_date' | 'end_date'>;

/** The days of a rule: one date, a range or a list typed as text (docs/product.md § Schedule). */
function DatesFields({
  kind,
  value,
  onChange,
  invalid,
}: {
  kind: 'single' | 'range' | 'list';
  value: Dates;
  onChange: (value: Dates) => void;
  invalid: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (kind === 'range') {
    return (
      <>
        {(['start_date', 'end_date'] as const).map((end) => (
          <label key={end} htmlFor={`${id}-${end}`} className="flex flex-col text-sm">
            {t(
              end === 'start_date'
                ? 'operatorAvailability.schedule.from'
                : 'operatorAvailability.schedule.to',
            )}
            <input
              id={`${id}-${end}`}
              type="date"
              value={value[end] ?? ''}
              onChange={(event) => onChange({ ...value, [end]: event.target.value || null })}
              aria-invalid={invalid(end) || undefined}
              className={field}
            />
          </label>
        ))}
      </>
    );
  }
  if (kind === 'single') {
    return (
      <label htmlFor={`${id}-date`} className="flex flex-col text-sm">
        {t('operatorAvailability.schedule.date')}
        <input
          id={`${id}-date`}
          type="date"
          value={value.dates[0] ?? ''}
          onChange={(event) => onChange({ ...value, dates: event.target.value ? [event.target.value] : [] })}
          aria-invalid={invalid('dates') || undefined}
          className={field}
        />
      </label>
    );
  }
  return (
    <label htmlFor={`${id}-dates`} className="flex min-w-64 flex-1 flex-col text-sm">
      {t('operatorAvailability.schedule.dates')}
      <input
        id={`${id}-dates`}
        type="text"
        defaultValue={value.dates.join(', ')}
        onBlur={(event) => onChange({ ...value, dates: split(event.target.value) })}
        aria-invalid={invalid('dates') || undefined}
        className={field}
      />
    </label>
  );
}

/**
 * One rule of days: its kind, its dates, what else it says (`children`) and a remove button. The lock
 * and the unique dates differ only in their kinds and extras.
 */
function RuleRow<K extends string | number>({
  testId,
  kinds,
  kind,
  onKind,
  datesKind,
  dates,
  onDates,
  onRemove,
  invalid,
  children,
}: {
  testId: string;
  kinds: readonly { value: K; label: string }[];
  kind: K;
  onKind: (kind: K) => void;
  datesKind: 'single' | 'range' | 'list';
  dates: Dates;
  onDates: (dates: Dates) => void;
  onRemove: () => void;
  invalid: (field: string) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li
      className="flex flex-wrap items-end gap-2 border-t border-line pt-3 first:border-t-0"
      data-testid={testId}
    >
      <label htmlFor={`${id}-kind`} className="flex flex-col text-sm">
        {t('operatorAvailability.schedule.kind')}
        <select
          id={`${id}-kind`}
          value={String(kind)}
          onChange={(event) =>
            onKind(kinds.find((option) => String(option.value) === event.target.value)!.value)
          }
          className={field}
        >
          {kinds.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {t(`operatorAvailability.schedule.${option.label}`)}
            </option>
          ))}
        </select>
      </label>
      <DatesFields kind={datesKind} value={dates} onChange={onDates} invalid={invalid} />
      {children}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('operatorAvailability.schedule.remove')}
        className="inline-flex size-10 items-center justify-center rounded-pill border border-line hover:border-danger hover:text-danger"
      >
        <Icon name="x" className="size-4" />
      </button>
    </li>
  );
}

const LOCK_KINDS = ['single', 'range', 'list'] as const;
const LOCK_OPTIONS = [
  { value: 0, label: 'kindSingle' },
  { value: 1, label: 'kindRange' },
  { value: 2, label: 'kindList' },
] as const;
const UNIQUE_OPTIONS = [
  { value: 'list', label: 'kindList' },
  { value: 'range', label: 'kindSeason' },
] as const;

interface RuleProps<T> {
  value: T;
  onChange: (value: T) => void;
  onRemove: () => void;
  invalid: (field: string) => boolean;
}

/** One locked date, range or list, for the whole day or some hours. */
export function LockEditor({ value: lock, onChange, onRemove, invalid }: RuleProps<LockInput>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <RuleRow
      testId="lock-editor"
      kinds={LOCK_OPTIONS}
      kind={lock.type_date}
      onKind={(type_date) => onChange({ ...lock, type_date })}
      datesKind={LOCK_KINDS[lock.type_date]}
      dates={lock}
      onDates={(dates) => onChange({ ...lock, ...dates })}
      onRemove={onRemove}
      invalid={invalid}
    >
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={lock.lock_full_day}
          onChange={(event) => onChange({ ...lock, lock_full_day: event.target.checked })}
          className="size-5"
        />
        {t('operatorAvailability.schedule.fullDay')}
      </label>
      {lock.lock_full_day ? null : (
        <label htmlFor={`${id}-hours`} className="flex flex-col text-sm">
          {t('operatorAvailability.schedule.lockedHours')}
          <input
            id={`${id}-hours`}
            type="text"
            defaultValue={lock.time_slots.join(', ')}
            onBlur={(event) => onChange({ ...lock, time_slots: split(event.target.value) })}
            aria-invalid={invalid('time_slots') || undefined}
            className={field}
          />
        </label>
      )}
    </RuleRow>
  );
}

/** Unique dates (a list) or a season (a range) that replace the weekly pattern. */
export function UniqueDatesEditor({
  value: unique,
  onChange,
  onRemove,
  invalid,
}: RuleProps<UniqueDatesInput>) {
  return (
    <RuleRow
      testId="unique-editor"
      kinds={UNIQUE_OPTIONS}
      kind={unique.type}
      onKind={(type) => onChange({ ...unique, type })}
      datesKind={unique.type}
      dates={unique}
      onDates={(dates) => onChange({ ...unique, ...dates })}
      onRemove={onRemove}
      invalid={invalid}
    />
  );
}
