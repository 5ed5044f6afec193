import { useTranslation } from '../../i18n/translation-context';

export interface ReviewPhoto {
  id: number;
  thumbnail_url: string;
  url: string;
  dominant_color: string;
}

/**
 * A review's photos as thumbnails (320 px), each a link to its larger file (1024 px) in a new tab: a plain
 * link, so it works without the page's scripts and by keyboard (docs/decisions/0085-reviews.md).
 */
export function ReviewPhotoStrip({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('reviews.list.photosOf', { author })}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-card focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            data-testid="review-photo"
          >
            <img
              src={photo.thumbnail_url}
              alt={t('reviews.list.photo', { n: index + 1, author })}
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
              className="h-[72px] w-24 object-cover"
              style={{ backgroundColor: photo.dominant_color }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
