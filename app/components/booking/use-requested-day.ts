import { useEffect, useRef } from 'react';
import type { Load } from './booking-queries';

/** A day asked for from outside the card (the page's next departures); `seq` tells two asks apart. */
export interface RequestedDay {
  day: string;
  seq: number;
}

/**
 * Chooses the requested day once the card's bookable days are in, if it is still among them (the page's
 * list may be a minute old): each ask once.
 */
export function useRequestedDay(
  requested: RequestedDay | null | undefined,
  dates: Load<{ dates: string[] }>,
  choose: (day: string) => void,
) {
  const done = useRef(0);
  useEffect(() => {
    if (!requested || requested.seq === done.current || dates.status !== 'ready') return;
    done.current = requested.seq;
    if (dates.value.dates.includes(requested.day)) choose(requested.day);
  }, [requested, dates, choose]);
}
