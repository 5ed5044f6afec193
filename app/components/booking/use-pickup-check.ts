import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { CountryOutline } from '../../../common/map/country-outline';
import { isCountryMapIso, type LatLng } from '../../../common/map/map-projection';
import type { PickupArea } from '../../../common/map/pickup-area';
import { pickupRefusal } from '../../../common/map/pickup-map-view';
import { loadCountryOutline } from '../../browser/country-outlines';

/** Six decimals are 0.1 m: enough for a pickup, and no float noise in the booking draft. */
const roundCoordinate = ({ latitude, longitude }: LatLng): LatLng => ({
  latitude: Math.round(latitude * 1e6) / 1e6,
  longitude: Math.round(longitude * 1e6) / 1e6,
});

export interface Refused {
  point: LatLng;
  reason: 'country' | 'area';
  /** Re-mounts the alert, so a second refusal is announced again. */
  count: number;
}

/**
 * The pickup picker's check of a chosen point, whichever map it was chosen on: inside the country (its
 * outline, fetched when the picker opens; the server checks with the same code, decision 0036) and inside
 * the experience's pickup area when it has one. An accepted point goes to `onChange`, rounded; a refused
 * one is kept to be drawn and said; a point chosen before the outline arrived waits for it.
 */
export function usePickupCheck({
  iso,
  area,
  onChange,
}: {
  iso: string;
  area: PickupArea | undefined;
  onChange: (point: LatLng) => void;
}) {
  const outlineQuery = useQuery({
    queryKey: ['country-outline', iso],
    queryFn: isCountryMapIso(iso) ? () => loadCountryOutline(iso) : skipToken,
    // A country's border does not change while the page is open.
    staleTime: Infinity,
  });
  const outline = outlineQuery.data ?? null;
  const [pending, setPending] = useState<LatLng | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);

  function decide(point: LatLng, countryOutline: CountryOutline) {
    const rounded = roundCoordinate(point);
    const reason = pickupRefusal(iso, countryOutline, area, rounded);
    if (!reason) {
      setRefused(null);
      onChange(rounded);
    } else setRefused((previous) => ({ point, reason, count: (previous?.count ?? 0) + 1 }));
  }

  function choose(point: LatLng) {
    if (outline) decide(point, outline);
    else setPending(point);
  }

  const onOutline = useEffectEvent((countryOutline: CountryOutline) => {
    if (!pending) return;
    decide(pending, countryOutline);
    setPending(null);
  });

  useEffect(() => {
    // A point chosen before the outline arrived is checked once it is in: its answer comes from outside
    // the picker (the outline's query), as the map's own `onChange` does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (outline) onOutline(outline);
  }, [outline]);

  return {
    choose,
    pending,
    refused,
    loadFailed: outlineQuery.isError && !outlineQuery.isFetching,
    retry: () => void outlineQuery.refetch(),
  };
}
