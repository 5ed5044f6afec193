import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/**
 * A horizontal strip with previous/next buttons and optional auto-play (spec §9: 6000 ms for experience
 * carousels, 4000 ms for highlights). Items snap into place; auto-play pauses while the pointer or focus is
 * inside and never runs for people who prefer reduced motion. Items show 1.5 / 2 / 3 at a time.
 */
export function Carousel({
  label,
  children,
  autoPlayMs,
}: {
  label: string;
  children: ReactNode[];
  autoPlayMs?: number;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  const scroll = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!autoPlayMs || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') scroll(1);
    }, autoPlayMs);
    return () => window.clearInterval(timer);
  }, [autoPlayMs, paused, scroll]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
      >
        {children.map((child, index) => (
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
