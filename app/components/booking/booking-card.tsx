import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../common/i18n/languages';
import type { Departures } from '../../../domain/booking/departures';
import { formatUsd, toCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { useMediaQuery } from '../../lib/use-media-query';
import { DepartureFacts } from '../departure-facts';
import { NextDepartures } from '../next-departures';
import { Sheet } from '../sheet';
import type { BookingExperience } from './booking-experience';
import type { RequestedDay } from './use-requested-day';

/** The interactive card: its own chunk (calendar, date-fns locales), fetched after hydration. */
export const loadBookingPanel = () => import('./booking-panel');
const BookingPanel = lazy(loadBookingPanel);

/** Desktop: the card is beside the text. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The height the inline card takes before and after its chunk arrives (calendar of six weeks, the hour's
 * hint, one counter row and the price), so the blocks under it in the aside never move.
 */
const INLINE_HEIGHT = 'min-h-[52rem]';

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4 pt-4" aria-label={label}>
      <div className="h-6 w-1/3 rounded-pill bg-surface-sunk" />
      <div className="h-[20rem] rounded-card bg-surface-warm" />
      <div className="h-6 w-1/4 rounded-pill bg-surface-sunk" />
      <div className="h-12 rounded-card bg-surface-warm" />
    </div>
  );
}

/**
 * The experience page's booking card (docs/decisions/0035). The server renders its static shell only
 * (the "from" price, and on phones the departure facts): the page is served from a shared cache, so
 * nothing live (days, hours, places, prices of a selection) is ever in its HTML. After hydration, the
 * interactive part loads in the browser: on desktops beside the text as soon as the card nears the
 * viewport, on phones in a bottom drawer opened by the booking bar or the card's button.
 */
export function BookingCard({
  experience,
  departures,
  lang,
  drawerOpen,
  onDrawerChange,
}: {
  experience: BookingExperience & { is_package: boolean };
  departures: Departures;
  lang: Lang;
  drawerOpen: boolean;
  onDrawerChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const ref = useRef<HTMLDivElement>(null);
  /** The panel's chunk is in (desktop): it replaces the skeleton without a Suspense fallback. */
  const [inlineReady, setInlineReady] = useState(false);
  // The drawer's panel stays mounted once opened, so closing it keeps the selection.
  const [drawerUsed, setDrawerUsed] = useState(false);
  /** A day the traveller picked among the next departures: the panel chooses it once its days are in. */
  const [requested, setRequested] = useState<RequestedDay | null>(null);

  const chooseDeparture = (day: string) => {
    setRequested((previous) => ({ day, seq: (previous?.seq ?? 0) + 1 }));
    if (!desktop) return onDrawerChange(true);
    void loadBookingPanel().then(() => setInlineReady(true));
    ref.current?.scrollIntoView({ block: 'nearest' });
  };

  useEffect(() => {
    if (!desktop || inlineReady || !ref.current) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadBookingPanel().then(() => live && setInlineReady(true));
      },
      { rootMargin: '400px' },
    );
    observer.observe(ref.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [desktop, inlineReady]);

  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  const price = (
    <>
      <p className="text-sm">{t('experience.priceFrom')}</p>
      <p className="tabular text-h2 font-bold">{formatUsd(toCents(experience.display_price), lang)}</p>
      <p className="text-sm text-muted">
        {experience.is_package ? t('experience.perGroup') : t('experience.perPerson')}
      </p>
    </>
  );

  return (
    <div ref={ref} id="booking" className="scroll-mt-24 rounded-card border border-line p-5 shadow-soft">
      {price}
      <NextDepartures departures={departures} lang={lang} onChoose={chooseDeparture} />
      <div className="lg:hidden">
        <DepartureFacts departures={departures} lang={lang} />
        <a
          href="#booking"
          onPointerEnter={() => void loadBookingPanel()}
          onFocus={() => void loadBookingPanel()}
          onClick={(event) => {
            event.preventDefault();
            onDrawerChange(true);
          }}
          className="mt-4 flex min-h-12 w-full items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          {t('booking.card.open')}
        </a>
      </div>
      <div className={`hidden lg:block ${INLINE_HEIGHT}`}>
        {/* Hidden rather than removed once the card is in: nothing the server drew leaves the page. */}
        <div className={inlineReady ? 'hidden' : undefined}>
          <PanelSkeleton label={t('booking.card.cardLoading')} />
        </div>
        {inlineReady && (
          <Suspense fallback={null}>
            <div className="pt-4">
              <BookingPanel experience={experience} lang={lang} layout="inline" requested={requested} />
            </div>
          </Suspense>
        )}
      </div>
      {/* Always drawn (closed on desktops), so the server's markup and the browser's stay the same. */}
      <Sheet
        open={drawerOpen && !desktop}
        onClose={() => onDrawerChange(false)}
        title={t('booking.card.drawerTitle')}
        placement="bottom"
      >
        {drawerUsed && (
          <Suspense fallback={<PanelSkeleton label={t('booking.card.cardLoading')} />}>
            <div className="mb-3">{price}</div>
            <BookingPanel experience={experience} lang={lang} layout="drawer" requested={requested} />
          </Suspense>
        )}
      </Sheet>
    </div>
  );
}
