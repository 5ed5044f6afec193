import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { cardPhotos } from '../../domain/media/card-photos';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { preloadPhoto } from '../lib/preload-photo';
import { Icon } from './icon';

/** Card photos are shown at most ~400 px wide: the browser picks from the srcset. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 464px) 50vw, 100vw';

interface Photo {
  id: string;
  dominant_color: string;
}

/**
 * The card's swipeable photos (docs/product.md § Constants: padded to 4): a scroll-snap strip, so touch
 * swipes natively, dots for the slide on show, and arrows for mouse and keyboard.
 *
 * A page holds dozens of cards, and their elements are most of its DOM: what a card does not need before
 * the visitor shows interest in it (the pointer or focus entered it, a finger touched it) it does not
 * render. Until then the strip holds the first photo only, the dots are one element drawn by CSS, and
 * the arrows (`CardPhotoArrows`) are not there; the server and the first client render agree.
 */
export function useCardPhotos(photos: readonly Photo[], active: boolean, onActivate: () => void) {
  const strip = useRef<HTMLAnchorElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = cardPhotos(photos);
  return {
    strip,
    current,
    slides,
    shown: active ? slides : slides.slice(0, 1),
    onScroll: (element: HTMLElement) => {
      if (!active) onActivate();
      setCurrent(Math.round(element.scrollLeft / element.clientWidth));
    },
    go: (index: number) => {
      const element = strip.current;
      if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    },
  };
}

type CardPhotoState = ReturnType<typeof useCardPhotos>;

export function CardPhotos({
  photos,
  href,
  eager,
  priority = false,
  state,
}: {
  photos: readonly Photo[];
  href: string;
  eager: boolean;
  /** The first photo is likely the page's largest paint (the first result on a phone): high priority. */
  priority?: boolean;
  state: CardPhotoState;
}) {
  const { strip, shown, slides, current, onScroll } = state;
  const first = shown[0];
  if (priority && first) preloadPhoto(first.id, CARD_SIZES);
  const importance = (index: number) => {
    if (index > 0 || !(eager || priority)) return 'low';
    return priority ? 'high' : undefined;
  };
  return (
    <div className="card-photos" style={{ backgroundColor: photos[0]?.dominant_color }}>
      {/* One link around the strip: the card's title link is the accessible one, this repeats it for the
          pointer, and it scrolls (a list of one link per photo cost two more elements a photo). */}
      <a
        ref={strip}
        href={href}
        target="_blank"
        rel="noopener"
        tabIndex={-1}
        aria-hidden
        onScroll={(event) => onScroll(event.currentTarget)}
        className="card-strip"
      >
        {shown.map((photo, index) => (
          <picture key={index} className="card-slide" style={{ backgroundColor: photo.dominant_color }}>
            <source type="image/avif" srcSet={photoSrcSet(photo.id, 'avif')} sizes={CARD_SIZES} />
            <img
              src={photoUrl(photo.id, 640)}
              srcSet={photoSrcSet(photo.id)}
              sizes={CARD_SIZES}
              alt=""
              width={640}
              height={480}
              loading={(eager || priority) && index === 0 ? 'eager' : 'lazy'}
              // Photos of cards further down share a slow phone's bandwidth with what the first screen
              // shows; Chromium fetches lazy images well before they scroll into view.
              fetchPriority={importance(index)}
              decoding="async"
              className="h-full w-full object-cover"
            />
          </picture>
        ))}
      </a>
      {slides.length > 1 && (
        <span
          aria-hidden
          data-current={current}
          className="photo-dots absolute bottom-2 left-1/2 z-10 -translate-x-1/2"
          style={{ '--dots': slides.length, '--current': current } as CSSProperties}
        />
      )}
    </div>
  );
}

/**
 * Previous and next photo, over the card's photo. Rendered once the card is active, and placed after the
 * card's links in the DOM: the focus that entered the card (the heart, the country, the title) brings them,
 * and the next Tab reaches them.
 */
export function CardPhotoArrows({ name, state }: { name: string; state: CardPhotoState }) {
  const { t } = useTranslation();
  const { slides, current, go } = state;
  if (slides.length < 2) return null;
  const arrow =
    'pointer-events-auto absolute top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-pill bg-surface/90 text-ink shadow-soft opacity-0 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 disabled:invisible';
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-10 aspect-[4/3]">
      <button
        type="button"
        onClick={() => go(current - 1)}
        disabled={current === 0}
        aria-label={t('card.previousPhoto', { name })}
        className={`${arrow} left-2`}
      >
        <Icon name="chevron-left" className="size-5" />
      </button>
      <button
        type="button"
        onClick={() => go(current + 1)}
        disabled={current === slides.length - 1}
        aria-label={t('card.nextPhoto', { name })}
        className={`${arrow} right-2`}
      >
        <Icon name="chevron-right" className="size-5" />
      </button>
    </div>
  );
}
