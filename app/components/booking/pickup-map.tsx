import { type JSX, useContext, useId, useRef, useState } from 'react';
import { isCountryMapIso, type LatLng } from '../../../common/map/map-projection';
import { type PickupArea, pickupAreaNames } from '../../../common/map/pickup-area';
import { useTranslation } from '../../i18n/translation-context';
import { MapTilesContext } from '../../lib/map-tiles-context';
import { Icon } from '../icon';
import { OutlinePickupMap } from './outline-pickup-map';
import { StreetPickupMap } from './street-pickup-map';
import { usePickupCheck } from './use-pickup-check';

/**
 * The pickup point of a booking (add-on type 0), or an experience's meeting point, chosen on a map
 * (decision 0036, docs/decisions/0082-pickup-map.md). With a street tile source configured (MAP_TILES_URL)
 * it is a street map loaded when the picker opens; otherwise, or if that map cannot load, the country's
 * offline outline. Either opens on the experience's pickup `area` when it has one (its circles drawn),
 * else on the country. A point outside the country, or outside the area, is refused with a message
 * naming it and never reaches `onChange`; the server checks both again.
 */
export function PickupMap({
  iso,
  countryName,
  value,
  onChange,
  area,
  words = 'booking.pickup',
}: {
  iso: string;
  countryName: string;
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** Where pickups may be (circles around served cities or a centre); without one, the whole country. */
  area?: PickupArea | undefined;
  /** The catalogue namespace of its texts: the operator's meeting point picker has its own words. */
  words?: 'booking.pickup' | 'meetingPoint.map';
}): JSX.Element {
  const { t: translate, lang } = useTranslation();
  const t = (key: `booking.pickup.${string}`, values?: Record<string, string>) =>
    translate(key.replace('booking.pickup', words), values);
  const hintId = useId();
  const statusId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tiles = useContext(MapTilesContext);
  const [streetFailed, setStreetFailed] = useState(false);
  const check = usePickupCheck({ iso, area, onChange });

  // Every booking country has a map (tests/unit/map); a code without one has nothing to pick on.
  if (!isCountryMapIso(iso)) return <></>;
  const street = tiles !== null && !streetFailed;
  const status = (
    <p id={statusId} role="status" className="tabular min-w-0 flex-1 text-sm text-ink">
      {check.pending
        ? t('booking.pickup.checking')
        : value
          ? t('booking.pickup.chosen', {
              latitude: value.latitude.toFixed(5),
              longitude: value.longitude.toFixed(5),
            })
          : t('booking.pickup.none')}
    </p>
  );
  const shared = {
    iso,
    area,
    value,
    refused: check.refused?.point ?? null,
    onChoose: check.choose,
    box: {
      label: t('booking.pickup.mapLabel', { country: countryName }),
      describedBy: `${hintId} ${statusId}`,
    },
    status,
    zoomLabels: { in: t('booking.pickup.zoomIn'), out: t('booking.pickup.zoomOut') },
  };
  const places = area ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(pickupAreaNames(area)) : '';

  return (
    <div ref={rootRef} className="space-y-2">
      <p id={hintId} className="text-sm text-muted">
        {t(street ? 'booking.pickup.streetInstructions' : 'booking.pickup.instructions')}
      </p>
      {street ? (
        <StreetPickupMap {...shared} tiles={tiles} onFail={() => setStreetFailed(true)} />
      ) : (
        <OutlinePickupMap {...shared} />
      )}
      {check.refused && (
        <p key={check.refused.count} role="alert" className="flex items-start gap-2 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {check.refused.reason === 'area'
            ? translate('booking.pickup.outsideArea', { places })
            : t('booking.pickup.outside', { country: countryName })}
        </p>
      )}
      {check.loadFailed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <Icon name="circle-alert" className="size-4 shrink-0" />
          <span>{t('booking.pickup.loadFailed', { country: countryName })}</span>
          <button
            type="button"
            className="font-medium text-accent underline hover:text-accent-hover"
            onClick={() => {
              check.retry();
              // This button goes away: keep the focus on the picker rather than drop it to the page.
              rootRef.current?.querySelector<HTMLElement>('[role="application"]')?.focus();
            }}
          >
            {t('booking.pickup.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
