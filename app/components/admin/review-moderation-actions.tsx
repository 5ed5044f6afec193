import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  dismissReviewReportsEndpoint,
  hideReviewEndpoint,
  restoreReviewEndpoint,
} from '../../../domain/reviews/moderation-contract';
import { removeReviewPhotoEndpoint } from '../../../domain/reviews/list-contract';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';

type ReviewAction = 'hide' | 'restore' | 'dismiss_reports';
/** Removing one of the traveller's photos (docs/decisions/0085-reviews.md): `n` is its place, from 1. */
type Action = ReviewAction | { photoId: number; n: number };

const ENDPOINTS = {
  hide: hideReviewEndpoint,
  restore: restoreReviewEndpoint,
  dismiss_reports: dismissReviewReportsEndpoint,
} as const;

const K = 'admin.reviews';
const primary =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

/**
 * The admin's actions on one review (docs/decisions/0076-moderation): hide or restore it, or dismiss its
 * open reports, each after a reason (3 to 1000 characters, kept in the audit log). A review someone else
 * decided meanwhile answers 409: its message is shown and the list is read again.
 */
export function ReviewModerationActions({
  reviewId,
  hidden,
  openReports,
  photos,
}: {
  reviewId: number;
  hidden: boolean;
  openReports: number;
  photos: { id: number; thumbnail_url: string; url: string }[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const actions: ReviewAction[] = [
    hidden ? 'restore' : 'hide',
    ...(openReports > 0 ? ['dismiss_reports' as const] : []),
  ];

  if (action) {
    const reasonId = `moderation-reason-${reviewId}`;
    // The same reason form for every action; a photo's removal says which photo in its button.
    return (
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            async () => {
              if (typeof action === 'object') {
                await api(removeReviewPhotoEndpoint, {
                  params: { id: reviewId, photoId: action.photoId },
                  body: { reason },
                });
              } else {
                await api(ENDPOINTS[action], { params: { id: reviewId }, body: { reason } });
              }
              toast({
                kind: 'success',
                message: typeof action === 'object' ? t(`${K}.photos.removed`) : t(`${K}.done.${action}`),
              });
              setAction(null);
              setReason('');
              await revalidator.revalidate();
            },
            (error) => {
              if (!(error instanceof ApiError) || error.status !== 409) return false;
              toast({ kind: 'error', message: error.message });
              setAction(null);
              void revalidator.revalidate();
              return true;
            },
          );
        }}
      >
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          {t(`${K}.reasonLabel`)}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          maxLength={1000}
          required
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-card border border-line bg-surface p-3"
          data-testid="moderation-reason"
        />
        <p id={`${reasonId}-hint`} className="text-sm text-muted">
          {t(`${K}.reasonHint`)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className={primary}
            disabled={busy || reason.trim().length < 3}
            data-testid="moderation-confirm"
          >
            {typeof action === 'object'
              ? t(`${K}.photos.removeTitle`, { n: action.n })
              : t(`${K}.confirm.${action}`)}
          </button>
          <button type="button" className={secondary} onClick={() => setAction(null)}>
            {t(`${K}.cancel`)}
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      {photos.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-muted">{t(`${K}.photos.title`)}</h3>
          <ul className="mt-2 flex flex-wrap gap-3">
            {photos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col items-start gap-1">
                <a
                  href={photo.url}
                  target="_blank"
                  rel="noopener"
                  className="block overflow-hidden rounded-card"
                >
                  <img
                    src={photo.thumbnail_url}
                    alt={t(`${K}.photos.open`, { n: index + 1 })}
                    width={96}
                    height={72}
                    className="h-[72px] w-24 object-cover"
                  />
                </a>
                <button
                  type="button"
                  className="min-h-11 text-sm font-semibold text-danger underline"
                  disabled={busy}
                  aria-label={t(`${K}.photos.removeTitle`, { n: index + 1 })}
                  onClick={() => setAction({ photoId: photo.id, n: index + 1 })}
                  data-testid="moderation-remove-photo"
                >
                  {t(`${K}.photos.remove`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {actions.map((name, index) => (
          <button
            key={name}
            type="button"
            className={index === 0 ? primary : secondary}
            disabled={busy}
            onClick={() => setAction(name)}
            data-testid={`moderation-${name}`}
          >
            {t(`${K}.actions.${name}`)}
          </button>
        ))}
      </div>
    </>
  );
}
