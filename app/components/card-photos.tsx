import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import { cardPhotos } from '../../domain/media/card-photos';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { Icon } from './icon';

/** Card photos are shown at most ~400 px wide: the browser picks from the srcset. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 464px) 50vw, 100vw';

interface Photo {
  id: string;
  dominant_color: string;
}

/**
 * The card's swipeable photos (spec §9: padded to 4). A scroll-snap strip, so touch swipes natively; the
 * arrows are for mouse and keyboard.
 *
 * Only the first slide is rendered until the visitor shows interest in the card (`active`: the pointer or
 * focus entered it, a finger touched it) or uses the arrows or the strip: a page of cards then costs one
 * photo's markup each, not four, and the server and the first client render agree. The dots show the four
 * slides from the start. Slides after the first are lazy images as well: fetched when the strip nears them.
 */
export function CardPhotos({
  photos,
  href,
  name,
  eager,
  active,
  onActivate,
}: {
  photos: readonly Photo[];
  href: string;
  name: string;
  eager: boolean;
  /** Render every slide (the card has had the pointer, focus or a touch). */
  active: boolean;
  onActivate: () => void;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLAnchorElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = cardPhotos(photos);
  const shown = active ? slides : slides.slice(0, 1);
  const go = (index: number) => {
    // An arrow activated without pointer, focus or touch first (an assistive technology's click): the
    // slides must be in the strip before it can scroll to one.
    if (!active) flushSync(onActivate);
    const element = strip.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const arrow =
    'absolute top-1/2 z-10 grid size-8 -translate-y-1/2 place-items-center rounded-pill bg-surface/90 text-ink shadow-soft opacity-0 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 disabled:invisible';
  return (
    <div
      className="relative aspect-[4/3] overflow-hidden"
      style={{ backgroundColor: photos[0]?.dominant_color }}
    >
      {/* One link around the strip: the card's title link is the accessible one, this repeats it for the
          pointer, and it scrolls (a list of one link per photo cost two more elements a photo). */}
      <a
        ref={strip}
        href={href}
        target="_blank"
        rel="noopener"
        tabIndex={-1}
        aria-hidden
        onScroll={(event) => {
          if (!active) onActivate();
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / element.clientWidth));
        }}
        className="relative z-10 flex h-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
      >
        {shown.map((photo, index) => (
          <picture
            key={index}
            className="h-full w-full shrink-0 snap-start"
            style={{ backgroundColor: photo.dominant_color }}
          >
            <source type="image/avif" srcSet={photoSrcSet(photo.id, 'avif')} sizes={CARD_SIZES} />
            <img
              src={photoUrl(photo.id, 640)}
              srcSet={photoSrcSet(photo.id)}
              sizes={CARD_SIZES}
              alt=""
              width={640}
              height={480}
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              // Photos of cards further down share a slow phone's bandwidth with what the first screen
              // shows; Chromium fetches lazy images well before they scroll into view.
              fetchPriority={eager && index === 0 ? undefined : 'low'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          </picture>
        ))}
      </a>
      {slides.length > 1 && (
        <>
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
          <ol aria-hidden className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1.5">
            {slides.map((_, index) => (
              <li
                key={index}
                className={`size-1.5 rounded-pill ${index === current ? 'bg-surface' : 'bg-surface/50'}`}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
