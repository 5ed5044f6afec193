import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { preloadPhoto } from '../lib/preload-photo';
import { useServerRendered } from '../browser/use-server-rendered';

const MAIN_SIZES = '(min-width: 1024px) 820px, 100vw';

/** The address's fragment while the photos are full screen: the back button closes them. */
export const GALLERY_HASH = '#photos';

/** The full-screen viewer: its own chunk, fetched when the visitor shows interest or opens it. */
const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(loadViewer);

interface Photo {
  id: string;
  dominant_color: string;
}

/**
 * Main photo with thumbnails. The first photo is the page's largest paint: it loads eagerly, at high
 * priority, announced in `<head>` (decision 0032). The main photo and each thumbnail open the photos full
 * screen (gallery-viewer.tsx) in a history entry of their own (`#photos`): the back button closes them
 * without leaving the page, and focus returns to the photo that opened them
 * (docs/decisions/0084-gallery-and-availability.md).
 */
export function ExperienceGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  // The server never sees the fragment: the viewer only opens once the page runs in the browser.
  const hydrated = !useServerRendered();
  const open = hydrated && location.hash === GALLERY_HASH && photos.length > 0;
  const state = location.state as { galleryPhoto?: number } | null;
  const openedHere = typeof state?.galleryPhoto === 'number';

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const current = photos[index];
  if (photos[0]) preloadPhoto(photos[0].id, MAIN_SIZES);
  if (!current) return null;

  const show = (i: number, element: HTMLElement) => {
    opener.current = element;
    setIndex(i);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: GALLERY_HASH },
      { state: { galleryPhoto: i }, preventScrollReset: true },
    );
  };
  const close = () => {
    if (openedHere) return void navigate(-1);
    // Arrived with #photos in the address: drop it rather than leave the site.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section aria-label={t('experience.gallery')}>
      <button
        type="button"
        onClick={(event) => show(index, event.currentTarget)}
        onPointerEnter={() => void loadViewer()}
        onFocus={() => void loadViewer()}
        aria-label={t('experience.openPhoto', { index: index + 1 })}
        className="relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-card focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
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
      </button>
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
        {photos.map((photo, i) => (
          <li key={`${photo.id}-${i}`} className="shrink-0">
            <button
              type="button"
              onClick={(event) => show(i, event.currentTarget)}
              onPointerEnter={() => void loadViewer()}
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
      {open && (
        <Suspense fallback={null}>
          <GalleryViewer
            photos={photos}
            title={title}
            start={openedHere ? Math.min(state.galleryPhoto!, photos.length - 1) : index}
            onClose={close}
            onIndexChange={setIndex}
          />
        </Suspense>
      )}
    </section>
  );
}
