import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { preloadPhoto } from '../lib/preload-photo';

const MAIN_SIZES = '(min-width: 1024px) 820px, 100vw';

interface Photo {
  id: string;
  dominant_color: string;
}

/**
 * Main photo with thumbnails. The first photo is the page's largest paint: it loads eagerly, at high
 * priority, announced in `<head>` (decision 0032).
 */
export function ExperienceGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (photos[0]) preloadPhoto(photos[0].id, MAIN_SIZES);
  if (!current) return null;
  return (
    <section aria-label={t('experience.gallery')}>
      <div
        className="relative aspect-video overflow-hidden rounded-card"
        style={{ backgroundColor: current.dominant_color }}
      >
        <picture>
          <source type="image/avif" srcSet={photoSrcSet(current.id, 'avif')} sizes={MAIN_SIZES} />
          <img
            src={photoUrl(current.id, 1024)}
            srcSet={photoSrcSet(current.id)}
            sizes={MAIN_SIZES}
            alt={t('experience.photo', { index: index + 1, total: photos.length }) + ` · ${title}`}
            width={1024}
            height={768}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="h-full w-full object-cover"
          />
        </picture>
      </div>
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
        {photos.map((photo, i) => (
          <li key={`${photo.id}-${i}`} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('experience.showPhoto', { index: i + 1 })}
              aria-current={i === index}
              className="block overflow-hidden rounded-lg border-2 border-transparent aria-[current=true]:border-accent"
            >
              <img
                src={photoUrl(photo.id, 320)}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                // After the main photo, the page's largest paint: a slow phone's bandwidth goes to it first.
                fetchPriority="low"
                className="h-[72px] w-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
