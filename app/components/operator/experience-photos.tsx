import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
  PHOTOS_PER_EXPERIENCE,
} from '../../../domain/experiences/photo-rules';
import { photoSrcSet, photoUrl } from '../../../domain/media/photo-url';
import {
  deletePhotoEndpoint,
  operatorPhotosEndpoint,
  orderPhotosEndpoint,
} from '../../../domain/operators/photos-contract';
import { ApiError, useApi } from '../../lib/api-client';
import { useToast } from '../toasts';
import { PhotoUploadList, usePhotoUploads } from './photo-uploads';

type Photos = SuccessAnswer<typeof operatorPhotosEndpoint>['data'];
type Move = { kind: 'order'; ids: number[]; cover?: number; focus: string } | { kind: 'delete'; id: number };

const button =
  'min-h-11 rounded-pill border border-line px-3 text-sm font-semibold hover:bg-surface-sunk disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent';

/**
 * An experience's photos in the operators' editor (docs/product.md § Operator photos): add several (each
 * with its progress or the server's reason for refusing it), put them in order with buttons (keyboard and
 * screen readers alike, no dragging needed), choose the cover (the first), delete. Mounted by the
 * experience editor as `<ExperiencePhotos experienceId={id} />`.
 */
export function ExperiencePhotos({ experienceId }: { experienceId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const focusAfter = useRef<string | null>(null);
  const queryKey = ['operator-photos', experienceId];
  const photos = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await api(operatorPhotosEndpoint, { params: { id: experienceId }, signal })).data,
  });
  const setPhotos = useCallback(
    (data: Photos) => queryClient.setQueryData(['operator-photos', experienceId], data),
    [queryClient, experienceId],
  );
  const uploads = usePhotoUploads(experienceId, setPhotos);
  const change = useMutation({
    mutationFn: async (move: Move) =>
      move.kind === 'order'
        ? api(orderPhotosEndpoint, {
            params: { id: experienceId },
            body: { photo_ids: move.ids, ...(move.cover ? { cover_photo_id: move.cover } : {}) },
          })
        : api(deletePhotoEndpoint, { params: { id: experienceId, photoId: move.id } }),
    onMutate: (move) => {
      focusAfter.current = move.kind === 'order' ? move.focus : `photos-${experienceId}-add`;
    },
    onSuccess: (answer) => setPhotos(answer.data),
    onError: (error) => {
      toast({ kind: 'error', message: error instanceof ApiError ? error.message : t('errors.internal') });
      void photos.refetch();
    },
  });

  const list = photos.data ?? [];
  const ids = list.map((photo) => photo.id);
  const move = (index: number, by: -1 | 1, focus: string) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change.mutate({ kind: 'order', ids: next, focus });
  };
  const focusRef = (key: string) => (element: HTMLElement | null) => {
    if (element && focusAfter.current === key && !change.isPending) {
      focusAfter.current = null;
      element.focus();
    }
  };
  const full = list.length >= PHOTOS_PER_EXPERIENCE;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('operatorPhotos.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('operatorPhotos.intro', {
          megabytes: PHOTO_MAX_BYTES / 1024 / 1024,
          width: PHOTO_MIN_WIDTH,
          height: PHOTO_MIN_HEIGHT,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-12 items-center rounded-pill px-5 font-semibold text-white focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent ${
            full ? 'cursor-not-allowed bg-muted' : 'cursor-pointer bg-accent hover:bg-accent-hover'
          }`}
        >
          {t('operatorPhotos.choose')}
          <input
            id={inputId}
            ref={focusRef(`photos-${experienceId}-add`)}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            className="sr-only"
            disabled={full || !photos.isSuccess}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              uploads.add(files);
            }}
          />
        </label>
        <span className="text-sm text-muted">
          {t('operatorPhotos.count', { count: list.length, max: PHOTOS_PER_EXPERIENCE })}
        </span>
      </div>
      <PhotoUploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      {photos.isError && (
        <p role="alert" className="text-danger">
          {t('operatorPhotos.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void photos.refetch()}>
            {t('operatorPhotos.retry')}
          </button>
        </p>
      )}
      {photos.isSuccess && list.length === 0 && <p className="text-muted">{t('operatorPhotos.empty')}</p>}
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={change.isPending}>
        {list.map((photo, index) => {
          const label = t('operatorPhotos.photoAlt', { index: index + 1, total: list.length });
          const key = (action: string) => `photo-${photo.id}-${action}`;
          return (
            <li key={photo.id} className="overflow-hidden rounded-card border border-line">
              <div className="relative" style={{ backgroundColor: photo.dominant_color }}>
                <img
                  src={photoUrl(photo.photo_id, 640)}
                  srcSet={photoSrcSet(photo.photo_id)}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  width={photo.width}
                  height={photo.height}
                  alt={label}
                  loading="lazy"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
                {photo.cover && (
                  <span className="absolute left-2 top-2 rounded-pill bg-ink px-3 py-1 text-sm font-semibold text-white">
                    {t('operatorPhotos.cover')}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-2 p-3" role="group" aria-label={label}>
                <button
                  type="button"
                  ref={focusRef(key('earlier'))}
                  className={button}
                  disabled={index === 0 || change.isPending}
                  onClick={() => move(index, -1, key(index - 1 === 0 ? 'later' : 'earlier'))}
                >
                  {t('operatorPhotos.moveEarlier')}
                </button>
                <button
                  type="button"
                  ref={focusRef(key('later'))}
                  className={button}
                  disabled={index === list.length - 1 || change.isPending}
                  onClick={() => move(index, 1, key(index + 1 === list.length - 1 ? 'earlier' : 'later'))}
                >
                  {t('operatorPhotos.moveLater')}
                </button>
                {!photo.cover && (
                  <button
                    type="button"
                    className={button}
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate({ kind: 'order', ids, cover: photo.id, focus: key('later') })
                    }
                  >
                    {t('operatorPhotos.makeCover')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${button} text-danger`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'delete', id: photo.id })}
                >
                  {t('operatorPhotos.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
