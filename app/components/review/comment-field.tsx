import { type ChangeEvent, useId } from 'react';
import { MAX_COMMENT_LENGTH } from '../../../domain/reviews/review-limits';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import type { IconName } from '../icon-names';

/**
 * A review's comment box: its label with an icon saying who reads it, the help text, the characters
 * left and the field's error. The box stops at the API's limit (maxlength counts as the server does).
 */
export function CommentField({
  label,
  help,
  icon,
  value,
  onChange,
  error,
  name,
  maxLength = MAX_COMMENT_LENGTH,
  lang,
}: {
  label: string;
  help: string;
  icon: IconName;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
  /** The API's limit for this text (a review's comment unless said). */
  maxLength?: number;
  /** The language the text is written in, when not the page's (an operator's reply in English). */
  lang?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [`${id}-help`, error ? `${id}-error` : `${id}-count`].join(' ');
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 font-semibold">
        <Icon name={icon} className="size-5 text-accent" />
        {label}
      </label>
      <p id={`${id}-help`} className="mt-1 text-sm text-muted">
        {help}
      </p>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={maxLength}
        lang={lang}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full resize-y rounded-card border border-line bg-surface p-3 leading-6 aria-[invalid]:border-danger"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-count`} className="tabular mt-1 text-right text-sm text-muted">
          {t('reviewPage.charactersLeft', { count: maxLength - value.length })}
        </p>
      )}
    </div>
  );
}
