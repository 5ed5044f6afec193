import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';

/**
 * Items rendered before the visitor shows interest in a carousel: as many as the widest layout shows
 * (3 from `lg`; 2 from `sm`; 1.5 on phones), so what is on screen is the same with or without the rest.
 */
export const CAROUSEL_FIRST_ITEMS = 3;

/**
 * A horizontal strip with previous/next buttons and optional auto-play (docs/product.md § Constants: 6000 ms
 * for experience carousels, 4000 ms for highlights). Items snap into place; auto-play runs only while the
 * carousel is on screen, pauses while the pointer or focus is inside and never runs for people who prefer
 * reduced motion. Items show 1.5 / 2 / 3 at a time.
 *
 * The items past the first screenful are rendered on the first sign of interest (pointer, focus or touch
 * inside, a scroll of the strip, the buttons) or the first auto-play step: a home page of carousels then
 * sends and hydrates three cards per carousel instead of ten. `more` builds the items that follow
 * `children`, once, at that moment: a page can then leave their data undecoded until it is needed.
 */
export function Carousel({
  label,
  children,
  more,
  autoPlayMs,
}: {
  label: string;
  children: ReactNode[];
  more?: () => ReactNode[];
  autoPlayMs?: number;
}) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [complete, setComplete] = useState(!more && children.length <= CAROUSEL_FIRST_ITEMS);
  const rest = useMemo(() => (complete && more ? more() : []), [complete, more]);
  const shown = complete ? [...children, ...rest] : children.slice(0, CAROUSEL_FIRST_ITEMS);
  const showAll = () => setComplete(true);

  const scroll = useCallback((direction: 1 | -1) => {
    // The rest of the items must be in the strip before it can move to them.
    flushSync(() => setComplete(true));
    const element = track.current;
    if (!element) return;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!autoPlayMs || !element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoPlayMs]);

  useEffect(() => {
    if (!autoPlayMs || !onScreen || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') scroll(1);
    }, autoPlayMs);
    return () => window.clearInterval(timer);
  }, [autoPlayMs, onScreen, paused, scroll]);

  return (
    <div
      ref={region}
      // A group, not a region: the section around it is already the landmark of the same name, and two
      // landmarks with one name are one too many (axe's landmark-unique; the carousel pattern allows either).
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => {
        showAll();
        setPaused(true);
      }}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => {
        showAll();
        setPaused(true);
      }}
      onBlur={() => setPaused(false)}
      onTouchStart={complete ? undefined : showAll}
    >
      <ul
        ref={track}
        onScroll={complete ? undefined : showAll}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
      >
        {shown.map((child, index) => (
          <li
            key={index}
            className="flex shrink-0 basis-[66%] snap-start sm:basis-[calc(50%-8px)] lg:basis-[calc(33.333%-11px)] [&>*]:w-full"
          >
            {child}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label={t('carousel.previous')}
          className="rounded-pill border border-line p-2 hover:bg-surface-sunk"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label={t('carousel.next')}
          className="rounded-pill border border-line p-2 hover:bg-surface-sunk"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </div>
  );
}
