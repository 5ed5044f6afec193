import { type ReactNode, useId } from 'react';
import type { EditorChoices } from '../../../../domain/experiences/editor-choices';
import { useTranslation } from '../../../i18n/translation-context';
import type { EditorForm } from './editor-state';

/**
 * The experience editor's fields: a label, the control, and the problem the check or the server found
 * under it (a catalogue key, linked by aria-describedby).
 */
const controlClass =
  'mt-1 block w-full rounded-card border border-line bg-surface px-3 aria-[invalid]:border-danger';

export function Problem({
  id,
  error,
  hint,
}: {
  id: string;
  error: string | undefined;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-danger">
        {t(error)}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

/** What a field's control needs from its frame: its id and the links to its problem or hint. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A label, the control it names, and the problem (or hint) under it. */
function Field({
  label,
  error,
  hint,
  control,
}: FieldFrame & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      <Problem id={id} error={error} hint={hint} />
    </div>
  );
}

interface ValueProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  name: string;
  lang?: string;
}

export function TextField({
  value,
  onChange,
  name,
  lang,
  inputMode,
  ...frame
}: ValueProps & { inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field
      {...frame}
      control={(props) => (
        <input
          {...props}
          name={name}
          lang={lang}
          type="text"
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} h-12`}
        />
      )}
    />
  );
}

export function TextAreaField({
  value,
  onChange,
  name,
  lang,
  rows = 3,
  ...frame
}: ValueProps & { rows?: number }) {
  return (
    <Field
      {...frame}
      control={(props) => (
        <textarea
          {...props}
          name={name}
          lang={lang}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} py-2`}
        />
      )}
    />
  );
}

export function SelectField({
  value,
  onChange,
  name,
  children,
  ...frame
}: ValueProps & { children: ReactNode }) {
  return (
    <Field
      {...frame}
      control={(props) => (
        <select
          {...props}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} h-12`}
        >
          {children}
        </select>
      )}
    />
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-accent"
      />
      <span>{label}</span>
    </label>
  );
}

/** A group of checkboxes (categories, languages) with one legend and one problem. */
export function ChoiceGroup<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
  error,
  name,
}: {
  legend: string;
  options: { value: V; label: string }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  error?: string | undefined;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 grid max-h-56 grid-cols-1 gap-x-4 overflow-y-auto rounded-card border border-line px-3 py-1 sm:grid-cols-2">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            name={name}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(checked) =>
              onChange(checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))
            }
          />
        ))}
      </div>
      <Problem id={id} error={error} />
    </fieldset>
  );
}

/** A titled part of the form. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line p-4 sm:p-6">
      <h2 className="text-h3 font-bold">{title}</h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** What every part of the editor gets: the form, its update, the lists to pick from, each field's problem. */
export interface SectionProps {
  form: EditorForm;
  update: (change: Partial<EditorForm>) => void;
  choices: EditorChoices;
  issue: (field: string) => string | undefined;
}
