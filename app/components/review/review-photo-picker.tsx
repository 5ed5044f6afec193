import { useEffect, useId, useMemo, useRef } from 'react';
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
} from '../../../domain/experiences/photo-rules';
import { PHOTOS_PER_REVIEW } from '../../../domain/reviews/review-limits';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/**
 * Up to five photos for a review (docs/decisions/0085-reviews.md): chosen here and previewed from the
 * device; the form uploads them when the review is sent. The limits are the server's own.
 */
export function ReviewPhotoPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= PHOTOS_PER_REVIEW;
  return (
    <div>
      <p id={`${id}-label`} className="flex items-center gap-2 font-semibold">
        <Icon name="plus" className="size-5 text-accent" />
        {t('reviews.photos.label')}
      </p>
      <p id={`${id}-help`} className="mt-1 text-sm text-muted">
        {t('reviews.photos.hint', {
          max: PHOTOS_PER_REVIEW,
          megabytes: PHOTO_MAX_BYTES / 1024 / 1024,
          width: PHOTO_MIN_WIDTH,
          height: PHOTO_MIN_HEIGHT,
        })}
      </p>
      {files.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {previews.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t('reviews.photos.preview', { n: index + 1 })}
                className="h-[72px] w-24 rounded-card object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={t('reviews.photos.remove', { n: index + 1 })}
                className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-pill border border-line bg-surface shadow-soft hover:bg-surface-warm"
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        disabled={full}
        data-testid="review-photos-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          onChange([...files, ...chosen].slice(0, PHOTOS_PER_REVIEW));
        }}
      />
      <label
        htmlFor={`${id}-input`}
        className={`mt-3 inline-flex peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-accent min-h-11 items-center gap-2 rounded-pill border border-line px-4 text-sm font-semibold ${full ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-surface-warm'}`}
      >
        {full ? t('reviews.photos.tooMany', { max: PHOTOS_PER_REVIEW }) : t('reviews.photos.add')}
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
