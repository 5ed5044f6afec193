import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import { uploadPhotoEndpoint } from '../../../domain/operators/photos-contract';
import { ApiError } from '../../lib/api-client';
import { useApiUpload } from '../../lib/api-upload';

type Photos = SuccessAnswer<typeof uploadPhotoEndpoint>['data'];

/** One chosen file on its way: waiting, sending (with its share sent), processed, or refused with why. */
export interface PhotoUpload {
  key: number;
  name: string;
  state: 'queued' | 'sending' | 'processing' | 'done' | 'failed';
  sent: number;
  error?: string;
}

/**
 * The files an operator chose, sent one after the other (each answer is the experience's photos, handed to
 * `onUploaded`); a refused file says why and the others go on.
 */
export function usePhotoUploads(experienceId: number, onUploaded: (photos: Photos) => void) {
  const { t } = useTranslation();
  const upload = useApiUpload();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());

  const update = (key: number, change: Partial<PhotoUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = ++nextKey.current;
        setUploads((list) => [...list, { key, name: file.name, state: 'queued', sent: 0 }]);
        queue.current = queue.current.then(async () => {
          update(key, { state: 'sending' });
          const form = new FormData();
          form.append('photo', file);
          try {
            const answer = await upload(uploadPhotoEndpoint, {
              params: { id: experienceId },
              form,
              onProgress: (sent) => update(key, sent < 1 ? { sent } : { sent, state: 'processing' }),
            });
            onUploaded(answer.data);
            update(key, { state: 'done', sent: 1 });
          } catch (error) {
            update(key, {
              state: 'failed',
              error: error instanceof ApiError ? error.message : t('errors.internal'),
            });
          }
        });
      }
    },
    [experienceId, onUploaded, t, upload],
  );

  const dismiss = useCallback(
    (key: number) => setUploads((list) => list.filter((item) => item.key !== key)),
    [],
  );
  return { uploads, add, dismiss };
}

const STATE_KEYS = {
  queued: 'operatorPhotos.queued',
  processing: 'operatorPhotos.processing',
  done: 'operatorPhotos.done',
} as const;

/** The chosen files' progress: a list announced politely as it changes; a refusal stays until dismissed. */
export function PhotoUploadList({
  uploads,
  onDismiss,
}: {
  uploads: PhotoUpload[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2" aria-live="polite">
      {uploads.map((item) => (
        <li
          key={item.key}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border px-3 py-2 text-sm ${
            item.state === 'failed' ? 'border-danger bg-danger-soft' : 'border-line'
          }`}
        >
          <span className="min-w-0 flex-1 truncate font-semibold">{item.name}</span>
          {item.state === 'sending' && (
            <progress className="w-24" max={1} value={item.sent} aria-label={item.name} />
          )}
          <span className={item.state === 'failed' ? 'w-full text-danger' : 'text-muted'}>
            {item.state === 'failed'
              ? item.error
              : item.state === 'sending'
                ? t('operatorPhotos.uploading', { percent: Math.round(item.sent * 100) })
                : t(STATE_KEYS[item.state])}
          </span>
          {(item.state === 'failed' || item.state === 'done') && (
            <button
              type="button"
              className="min-h-11 rounded-pill px-3 font-semibold text-accent-strong underline"
              onClick={() => onDismiss(item.key)}
            >
              {t('operatorPhotos.dismiss')}
              <span className="sr-only"> · {item.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
