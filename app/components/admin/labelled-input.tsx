import type { InputHTMLAttributes } from 'react';

const field = 'block min-h-11 w-full rounded-card border border-line bg-surface px-3';

/** A one-line input of a back-office form with its label above it (`id` ties the two). */
export function LabelledInput({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} {...input} className={field} />
    </div>
  );
}
