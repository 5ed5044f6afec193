import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/translation-context';

/**
 * The experience editor's fields: a label, the control, and the problem the check or the server found
 * under it (a catalogue key, linked by aria-describedby).
 */
const control =
  'mt-1 block w-full rounded-card border border-line bg-surface px-3 aria-[invalid]:border-danger';

function Problem({ id, error, hint }: { id: string; error: string | undefined; hint?: string | undefined }) {
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

const described = (id: string, error: string | undefined, hint: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  inputMode,
  lang,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  lang?: string;
  name: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        lang={lang}
        type="text"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        className={`${control} h-12`}
      />
      <Problem id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  lang,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  rows?: number;
  lang?: string;
  name: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        lang={lang}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        className={`${control} py-2`}
      />
      <Problem id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  error,
  name,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, undefined)}
        className={`${control} h-12`}
      >
        {children}
      </select>
      <Problem id={id} error={error} />
    </div>
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
