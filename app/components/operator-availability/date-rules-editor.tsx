import { useId } from 'react';
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

function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-pill border border-line hover:border-danger hover:text-danger"
    >
      <Icon name="x" className="size-4" />
    </button>
  );
}

const LOCK_KINDS = ['single', 'range', 'list'] as const;
const LOCK_LABELS = ['kindSingle', 'kindRange', 'kindList'] as const;

/** One locked date, range or list, for the whole day or some hours. */
export function LockEditor({
  lock,
  onChange,
  onRemove,
  invalid,
}: {
  lock: LockInput;
  onChange: (lock: LockInput) => void;
  onRemove: () => void;
  invalid: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li
      className="flex flex-wrap items-end gap-2 border-t border-line pt-3 first:border-t-0"
      data-testid="lock-editor"
    >
      <label htmlFor={`${id}-kind`} className="flex flex-col text-sm">
        {t('operatorAvailability.schedule.kind')}
        <select
          id={`${id}-kind`}
          value={lock.type_date}
          onChange={(event) =>
            onChange({ ...lock, type_date: Number(event.target.value) as LockInput['type_date'] })
          }
          className={field}
        >
          {LOCK_LABELS.map((label, type) => (
            <option key={label} value={type}>
              {t(`operatorAvailability.schedule.${label}`)}
            </option>
          ))}
        </select>
      </label>
      <DatesFields
        kind={LOCK_KINDS[lock.type_date]}
        value={lock}
        onChange={(dates) => onChange({ ...lock, ...dates })}
        invalid={invalid}
      />
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
      <RemoveButton onClick={onRemove} label={t('operatorAvailability.schedule.remove')} />
    </li>
  );
}

/** Unique dates (a list) or a season (a range) that replace the weekly pattern. */
export function UniqueDatesEditor({
  unique,
  onChange,
  onRemove,
  invalid,
}: {
  unique: UniqueDatesInput;
  onChange: (unique: UniqueDatesInput) => void;
  onRemove: () => void;
  invalid: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li
      className="flex flex-wrap items-end gap-2 border-t border-line pt-3 first:border-t-0"
      data-testid="unique-editor"
    >
      <label htmlFor={`${id}-kind`} className="flex flex-col text-sm">
        {t('operatorAvailability.schedule.kind')}
        <select
          id={`${id}-kind`}
          value={unique.type}
          onChange={(event) =>
            onChange({ ...unique, type: event.target.value === 'range' ? 'range' : 'list' })
          }
          className={field}
        >
          <option value="list">{t('operatorAvailability.schedule.kindList')}</option>
          <option value="range">{t('operatorAvailability.schedule.kindSeason')}</option>
        </select>
      </label>
      <DatesFields
        kind={unique.type}
        value={unique}
        onChange={(dates) => onChange({ ...unique, ...dates })}
        invalid={invalid}
      />
      <RemoveButton onClick={onRemove} label={t('operatorAvailability.schedule.remove')} />
    </li>
  );
}
