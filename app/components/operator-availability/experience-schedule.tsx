import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useRef, useState } from 'react';
import { WEEKDAYS } from '../../../domain/booking/departures';
import {
  operatorScheduleEndpoint,
  putOperatorScheduleEndpoint,
} from '../../../domain/operator-availability/contract';
import type { ScheduleInput } from '../../../domain/operator-availability/schedule-rules';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { SubmitButton } from '../auth/submit-button';
import { Icon } from '../icon';
import { useToast } from '../toasts';
import { LockEditor, UniqueDatesEditor } from './date-rules-editor';
import { departuresKey } from './departure-row';
import { HoursEditor } from './hours-editor';

type Issue = { field: string; message: string };

/**
 * The availability editor of one experience (docs/product.md § Schedule): weekly hours and places (or
 * the same every day), the anticipation, locked dates and hours, unique dates and seasons. Saving
 * replaces it all at once; refused fields are listed and marked. Mounted by the experience editor.
 */
export function ExperienceSchedule({ experienceId }: { experienceId: number }) {
  const api = useApi();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['operator-schedule', experienceId],
    queryFn: ({ signal }) => api(operatorScheduleEndpoint, { params: { id: experienceId }, signal }),
  });
  if (query.isPending)
    return (
      <p role="status" className="text-muted">
        {t('operatorAvailability.schedule.loading')}
      </p>
    );
  if (query.isError)
    return <p role="alert">{query.error.message || t('operatorAvailability.schedule.loadError')}</p>;
  return <ScheduleForm experienceId={experienceId} initial={query.data.data} />;
}

function ScheduleForm({ experienceId, initial }: { experienceId: number; initial: ScheduleInput }) {
  const api = useApi();
  const { t } = useTranslation();
  const toast = useToast();
  const queries = useQueryClient();
  const { busy, run } = useApiAction();
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Issue[]>([]);
  const update = (patch: Partial<ScheduleInput>) => setDraft((current) => ({ ...current, ...patch }));
  const invalidUnder = (prefix: string) => (rest: string) =>
    issues.some(
      (issue) => issue.field === `${prefix}.${rest}` || issue.field.startsWith(`${prefix}.${rest}.`),
    );

  const save = () => {
    setIssues([]);
    void run(
      async () => {
        const answer = await api(putOperatorScheduleEndpoint, { params: { id: experienceId }, body: draft });
        queries.setQueryData(['operator-schedule', experienceId], answer);
        await queries.invalidateQueries({ queryKey: departuresKey });
        toast({ kind: 'success', message: t('operatorAvailability.schedule.saved') });
      },
      (failure: ApiError) => {
        if (failure.status !== 400) return false;
        setIssues(failure.issues.length > 0 ? failure.issues : [{ field: '', message: failure.message }]);
        return true;
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      data-testid="experience-schedule"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {issues.length > 0 ? (
        <div
          role="alert"
          className="rounded-card border border-danger p-3 text-sm"
          data-testid="schedule-issues"
        >
          <p className="flex items-center gap-2 font-semibold text-danger">
            <Icon name="circle-alert" className="size-4" />
            {t('operatorAvailability.schedule.issues')}
          </p>
          <ul className="mt-1 list-disc pl-6">
            {issues.map((issue, index) => (
              <li key={index}>
                {issue.field ? <span className="font-mono">{issue.field}</span> : null} {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section>
        <h3 className="text-h4 font-semibold">{t('operatorAvailability.schedule.hoursTitle')}</h3>
        <label className="mt-2 flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.all_days}
            onChange={(event) => update({ all_days: event.target.checked })}
            className="size-5"
          />
          {t('operatorAvailability.schedule.allDays')}
        </label>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {draft.all_days ? (
            <HoursEditor
              title={t('operatorAvailability.schedule.everyDay')}
              hours={draft.hours}
              onChange={(hours) => update({ hours })}
              invalid={invalidUnder('hours')}
            />
          ) : (
            WEEKDAYS.map((day) => (
              <HoursEditor
                key={day}
                title={t(`operatorAvailability.schedule.weekdays.${day}`)}
                hours={draft.days[day]}
                onChange={(hours) => update({ days: { ...draft.days, [day]: hours } })}
                invalid={invalidUnder(`days.${day}`)}
              />
            ))
          )}
        </div>
      </section>
      <label className="flex max-w-sm flex-col font-semibold" htmlFor={`anticipation-${experienceId}`}>
        {t('operatorAvailability.schedule.anticipation')}
        <input
          id={`anticipation-${experienceId}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={720}
          value={Number.isFinite(draft.anticipation_time) ? draft.anticipation_time : ''}
          onChange={(event) => update({ anticipation_time: event.target.valueAsNumber })}
          aria-invalid={issues.some((issue) => issue.field === 'anticipation_time') || undefined}
          className="tabular mt-1 h-10 w-32 rounded-card border border-line bg-surface px-2 font-normal aria-[invalid]:border-danger"
        />
      </label>
      <RuleList
        title={t('operatorAvailability.schedule.locksTitle')}
        hint={t('operatorAvailability.schedule.locksHint')}
        addLabel={t('operatorAvailability.schedule.addLock')}
        items={draft.locked_dates}
        onChange={(locked_dates) => update({ locked_dates })}
        fresh={{
          type_date: 0,
          lock_full_day: true,
          dates: [],
          start_date: null,
          end_date: null,
          time_slots: [],
        }}
        Editor={LockEditor}
        invalidUnder={(index) => invalidUnder(`locked_dates.${index}`)}
      />
      <RuleList
        title={t('operatorAvailability.schedule.uniqueTitle')}
        hint={t('operatorAvailability.schedule.uniqueHint')}
        addLabel={t('operatorAvailability.schedule.addUnique')}
        items={draft.unique_dates}
        onChange={(unique_dates) => update({ unique_dates })}
        fresh={{ type: 'range', dates: [], start_date: null, end_date: null }}
        Editor={UniqueDatesEditor}
        invalidUnder={(index) => invalidUnder(`unique_dates.${index}`)}
      />
      <div className="max-w-sm">
        <SubmitButton busy={busy}>{t('operatorAvailability.schedule.save')}</SubmitButton>
      </div>
    </form>
  );
}

/** A titled list of rules (locks, unique dates), each edited in place, with a button to add one. */
function RuleList<T>({
  title,
  hint,
  addLabel,
  items,
  onChange,
  fresh,
  Editor,
  invalidUnder,
}: {
  title: string;
  hint: string;
  addLabel: string;
  items: T[];
  onChange: (items: T[]) => void;
  fresh: T;
  Editor: ComponentType<{
    value: T;
    onChange: (value: T) => void;
    onRemove: () => void;
    invalid: (field: string) => boolean;
  }>;
  invalidUnder: (index: number) => (field: string) => boolean;
}) {
  // Rows keep their own key when another is removed, so a row's typed text never moves to its neighbour.
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const next = useRef(items.length);
  const add = () => {
    setKeys([...keys, next.current++]);
    onChange([...items, fresh]);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, i) => i !== index));
    onChange(items.filter((_, i) => i !== index));
  };
  return (
    <section>
      <h3 className="text-h4 font-semibold">{title}</h3>
      <p className="text-sm text-muted">{hint}</p>
      <ul className="mt-2 flex flex-col gap-3">
        {items.map((item, index) => (
          <Editor
            key={keys[index] ?? index}
            value={item}
            onChange={(next) => onChange(items.map((other, i) => (i === index ? next : other)))}
            onRemove={() => remove(index)}
            invalid={invalidUnder(index)}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={add}
        className="mt-2 inline-flex h-10 items-center gap-1 rounded-pill px-3 text-sm font-semibold text-accent-strong hover:bg-surface-sunk"
      >
        <Icon name="plus" className="size-4" />
        {addLabel}
      </button>
    </section>
  );
}
