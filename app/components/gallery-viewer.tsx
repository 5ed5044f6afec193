import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';

interface Photo {
  id: string;
  dominant_color: string;
}

/**
 * Every width of the WebP files: a phone gets a phone-sized file and a desktop screen the 1600 px one
 * (the AVIF files stop at 1024 px, too small for a full screen: docs/decisions/0084-gallery-and-availability.md).
 */
const SIZES = '100vw';

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * The experience's photos over the whole screen (docs/decisions/0084-gallery-and-availability.md): a native
 * modal `<dialog>` (focus kept inside, the page behind inert), a strip that snaps photo by photo under a
 * swipe, previous/next buttons and the arrow keys, a counter, and a zoom (its button, or a double click or
 * tap on the photo) that makes the photo twice as large and lets it be panned. Escape asks the owner to close
 * (`onClose`: the owner closes it by going back in history, so the back button does the same).
 */
export default function GalleryViewer({
  photos,
  title,
  start,
  onClose,
  onIndexChange,
}: {
  photos: Photo[];
  title: string;
  start: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    if (track.current) track.current.scrollLeft = start * track.current.clientWidth;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (element.open) element.close();
    };
    // Opened once, at the photo it was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (next: number) => {
    const element = track.current;
    if (!element || next < 0 || next >= photos.length) return;
    setZoomed(false);
    element.scrollTo({ left: next * element.clientWidth, behavior: smooth() });
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown === index || shown < 0 || shown >= photos.length) return;
    setIndex(shown);
    setZoomed(false);
    onIndexChange(shown);
  };

  /** Zoom in at the point clicked (or the centre), or back out. */
  const toggleZoom = (event?: MouseEvent<HTMLElement>) => {
    const next = !zoomed;
    setZoomed(next);
    if (!next) return;
    const slide = track.current?.children[index]?.firstElementChild;
    if (!(slide instanceof HTMLElement)) return;
    const box = slide.getBoundingClientRect();
    const x = event ? (event.clientX - box.left) / box.width : 0.5;
    const y = event ? (event.clientY - box.top) / box.height : 0.5;
    // After the photo has doubled: the point under the pointer stays under it.
    requestAnimationFrame(() =>
      slide.scrollTo({
        left: x * slide.scrollWidth - box.width * x,
        top: y * slide.scrollHeight - box.height * y,
      }),
    );
  };

  const control =
    'grid size-11 place-items-center rounded-pill bg-black/60 text-white hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white aria-disabled:opacity-30';
  return (
    // The arrow keys move between photos wherever the focus is inside the viewer.

    <dialog
      ref={dialog}
      aria-labelledby="gallery-viewer-title"
      data-gallery-viewer
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        show(index + step);
      }}
      className="m-0 h-dvh max-h-dvh w-full max-w-full overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <h2 id="gallery-viewer-title" className="sr-only">
        {t('experience.viewer')} · {title}
      </h2>
      <ul
        ref={track}
        onScroll={onScroll}
        className={`flex h-full snap-x snap-mandatory [scrollbar-width:none] ${zoomed ? 'overflow-hidden' : 'overflow-x-auto'}`}
      >
        {photos.map((photo, i) => (
          <li
            key={`${photo.id}-${i}`}
            className="h-full w-full shrink-0 snap-center snap-always"
            aria-hidden={i !== index}
          >
            <div className={`h-full w-full ${zoomed && i === index ? 'overflow-auto' : 'overflow-hidden'}`}>
              {/* A double click or tap zooms; the zoom button does the same for keyboards. */}
              {}
              <img
                src={photoUrl(photo.id, 1024)}
                srcSet={photoSrcSet(photo.id)}
                sizes={SIZES}
                alt={t('experience.photo', { index: i + 1, total: photos.length }) + ` · ${title}`}
                loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                draggable={false}
                onDoubleClick={toggleZoom}
                className={`object-contain ${zoomed && i === index ? 'h-[200%] w-[200%] max-w-none cursor-zoom-out' : 'h-full w-full cursor-zoom-in'}`}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between gap-2 p-3 [&>*]:pointer-events-auto">
        <p aria-live="polite" className="tabular rounded-pill bg-black/60 px-3 py-1.5 text-sm font-semibold">
          {t('experience.photoCounter', { index: index + 1, total: photos.length })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => toggleZoom()}
            aria-pressed={zoomed}
            aria-label={zoomed ? t('experience.zoomOut') : t('experience.zoomIn')}
            className={control}
          >
            <Icon name={zoomed ? 'zoom-out' : 'zoom-in'} className="size-5" />
          </button>
          <button type="button" onClick={onClose} aria-label={t('common.close')} className={control}>
            <Icon name="x" className="size-5" />
          </button>
        </div>
      </div>
      <button
        type="button"
        onClick={() => show(index - 1)}
        aria-disabled={index === 0}
        aria-label={t('experience.previousPhoto')}
        className={`absolute left-3 top-1/2 -translate-y-1/2 ${control}`}
      >
        <Icon name="chevron-left" className="size-6" />
      </button>
      <button
        type="button"
        onClick={() => show(index + 1)}
        aria-disabled={index === photos.length - 1}
        aria-label={t('experience.nextPhoto')}
        className={`absolute right-3 top-1/2 -translate-y-1/2 ${control}`}
      >
        <Icon name="chevron-right" className="size-6" />
      </button>
    </dialog>
  );
}
