import { useId } from 'react';
import { pickupAreaPhrase, type PickupArea } from '../../../common/map/pickup-area';
import type { Lang } from '../../../common/i18n/languages';
import { PICKUP_ADDRESS_MAX } from '../../../domain/booking/pickup-address';
import type { PickupPoint } from '../../../domain/booking/draft-restore';
import { useTranslation } from '../../i18n/translation-context';
import type { BookingExperience } from './booking-experience';
import { PickupMap } from './pickup-map';

/**
 * The pickup a pickup add-on needs (docs/decisions/0081-pickup-area.md): the area the operator serves in
 * words, the hotel or address typed (what the driver reads first), then the point on the map, which
 * opens on the area.
 */
export function PickupStep({
  experience,
  lang,
  address,
  point,
  onAddress,
  onPoint,
  addressMissing,
}: {
  experience: BookingExperience;
  lang: Lang;
  address: string;
  point: PickupPoint | null;
  onAddress: (address: string) => void;
  onPoint: (point: PickupPoint) => void;
  /** Book was pressed without usable words: the field says so. */
  addressMissing: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const problemId = useId();
  const area: PickupArea | undefined =
    experience.pickup_area && experience.pickup_area.length > 0
      ? {
          circles: experience.pickup_area.map(({ latitude, longitude, radius_km, name }) => ({
            latitude,
            longitude,
            radiusKm: radius_km,
            name,
          })),
        }
      : undefined;
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold">{t('booking.card.pickupTitle')}</p>
      {area && (
        <p className="text-xs text-muted">
          {t('booking.card.pickupArea', { area: pickupAreaPhrase(area, lang) })}
        </p>
      )}
      <label htmlFor={inputId} className="mt-2 block text-sm font-semibold">
        {t('booking.card.pickupAddress')}
      </label>
      <input
        id={inputId}
        type="text"
        name="pickup-address"
        value={address}
        onChange={(event) => onAddress(event.target.value)}
        maxLength={PICKUP_ADDRESS_MAX}
        autoComplete="address-line1"
        required
        aria-invalid={addressMissing || undefined}
        aria-describedby={addressMissing ? problemId : undefined}
        className="mt-1 min-h-11 w-full rounded-card border border-line px-3 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid]:border-danger"
      />
      {addressMissing && (
        <p id={problemId} className="mt-1 text-xs text-danger">
          {t('booking.pickupAddressRequired')}
        </p>
      )}
      <p className="mb-2 mt-2 text-xs text-muted">{t('booking.card.pickupHint')}</p>
      <PickupMap
        iso={experience.country.iso_code}
        countryName={experience.country.name}
        area={area}
        value={point ? { latitude: point.lat, longitude: point.lng } : null}
        onChange={(chosen) => onPoint({ lat: chosen.latitude, lng: chosen.longitude })}
      />
    </div>
  );
}
