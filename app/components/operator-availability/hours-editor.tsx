import { useId } from 'react';
import type { ScheduleHourInput } from '../../../domain/operator-availability/schedule-rules';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/**
 * The departure hours of one weekday (or of every day) with their places, editable in place
 * (docs/product.md § Schedule). `invalid` marks rows the server refused, by "index.field".
 */
export function HoursEditor({
  title,
  hours,
  onChange,
  invalid,
}: {
  title: string;
  hours: ScheduleHourInput[];
  onChange: (hours: ScheduleHourInput[]) => void;
  invalid: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, patch: Partial<ScheduleHourInput>) =>
    onChange(hours.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <fieldset className="rounded-card border border-line p-3" data-testid="hours-editor">
      <legend className="px-1 font-semibold">{title}</legend>
      <ul className="flex flex-col gap-2">
        {hours.map((slot, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm" htmlFor={`${id}-${index}-hour`}>
              {t('operatorAvailability.schedule.hour')}
              <input
                id={`${id}-${index}-hour`}
                type="time"
                value={slot.hour}
                onChange={(event) => set(index, { hour: event.target.value })}
                aria-invalid={invalid(`${index}.hour`) || undefined}
                className="tabular h-10 rounded-card border border-line bg-surface px-2 aria-[invalid]:border-danger"
              />
            </label>
            <label className="flex flex-col text-sm" htmlFor={`${id}-${index}-capacity`}>
              {t('operatorAvailability.schedule.capacity')}
              <input
                id={`${id}-${index}-capacity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                value={Number.isFinite(slot.capacity) ? slot.capacity : ''}
                onChange={(event) => set(index, { capacity: event.target.valueAsNumber })}
                aria-invalid={invalid(`${index}.capacity`) || undefined}
                className="tabular h-10 w-24 rounded-card border border-line bg-surface px-2 aria-[invalid]:border-danger"
              />
            </label>
            <button
              type="button"
              onClick={() => onChange(hours.filter((_, i) => i !== index))}
              className="inline-flex size-10 items-center justify-center rounded-pill border border-line hover:border-danger hover:text-danger"
              aria-label={`${t('operatorAvailability.schedule.remove')} ${slot.hour}`}
            >
              <Icon name="x" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          onChange([
            ...hours,
            { hour: hours.at(-1)?.hour ?? '09:00', capacity: hours.at(-1)?.capacity ?? 10 },
          ])
        }
        className="mt-2 inline-flex h-10 items-center gap-1 rounded-pill px-3 text-sm font-semibold text-accent-strong hover:bg-surface-sunk"
      >
        <Icon name="plus" className="size-4" />
        {t('operatorAvailability.schedule.addHour')}
      </button>
    </fieldset>
  );
}
