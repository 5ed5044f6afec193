/**
 * How a booking's pickup is shown everywhere (docs/decisions/0081-pickup-area.md): the hotel or address in
 * words first, and the point as a link to openstreetmap.org that the reader follows if they want (a link
 * is navigation they start, nothing loads with the page). A pickup booked before the words existed shows
 * "Punto en el mapa" with the same link, never its coordinates. Pure; the web pages, e-mails, voucher,
 * calendar invite and the operator's manifest all use it.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { mapUrl } from './map-url';

export interface PickupPlace {
  latitude: number;
  longitude: number;
  /** The words as typed at booking; empty for pickups booked before they were asked. */
  address: string;
}

/** The point on openstreetmap.org, with a marker, at street level (map-url.ts). */
export function pickupMapUrl(point: { latitude: number; longitude: number }): string {
  return mapUrl(point);
}

/** The pickup in words: the address, else "Punto en el mapa" / "Point on the map". */
export function pickupText(lang: Lang, pickup: PickupPlace): string {
  return pickup.address.trim() || translate(lang, 'pickupPlace.pointOnMap');
}

/** The words, the map link and the link's label, for a page or an e-mail. */
export function pickupWords(lang: Lang, pickup: PickupPlace) {
  return {
    text: pickupText(lang, pickup),
    mapUrl: pickupMapUrl(pickup),
    mapLabel: translate(lang, 'pickupPlace.openMap'),
  };
}
