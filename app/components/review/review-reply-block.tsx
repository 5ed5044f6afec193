import type { JSX, ReactNode } from 'react';
import type { Lang } from '../../../common/i18n/languages';

/**
 * An operator's reply under a review, set off by the accent rule: its heading, its text in each language
 * it was written in (each with a label when there are several), then what the caller adds (the operator's
 * edit controls). The experience page and the operator's reviews show it alike.
 */
export function ReviewReplyBlock({
  title,
  texts,
  className = 'mt-3',
  children,
}: {
  title: string;
  texts: { lang: Lang; text: string; label?: string }[];
  /** The margin above it, where it sits in the card. */
  className?: string;
  children?: ReactNode;
}): JSX.Element {
  return (
    <div className={`${className} rounded-card border-l-4 border-accent bg-surface-sunk p-3`}>
      <p className="text-sm font-semibold">{title}</p>
      {texts.map(({ lang, text, label }) => (
        <div key={lang} className={label ? 'mt-2' : 'mt-1'}>
          {label && <p className="text-xs font-semibold uppercase text-muted">{label}</p>}
          {/* Plain text as written: React escapes it, and its line breaks show as lines. */}
          <p lang={lang} className="whitespace-pre-line break-words leading-7">
            {text}
          </p>
        </div>
      ))}
      {children}
    </div>
  );
}
