import { type InputHTMLAttributes, useId, useState } from 'react';

/**
 * A labelled input with its error under it. The error shows once a filled field has been left (or the
 * server refused it), so nobody is scolded while still typing; screen readers get it through aria-describedby.
 */
export function FormField({
  label,
  error,
  forceError = false,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  forceError?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  // An empty field is not scolded on blur (its submit button already waits for it): leaving it to press
  // "Forgot your password?" must not push that link away mid-click.
  const filled = String(input.value ?? '') !== '';
  const shown = ((touched && filled) || forceError) && error ? error : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        {...input}
        onBlur={(event) => {
          setTouched(true);
          input.onBlur?.(event);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className="mt-1 block h-12 w-full rounded-card border border-line bg-surface px-3 read-only:bg-surface-warm read-only:text-muted aria-[invalid]:border-danger"
      />
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {shown}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
