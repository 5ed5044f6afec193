import type { Lang } from '../../common/i18n/languages';
import { pickupWords } from '../../domain/purchases/pickup-words';

/**
 * A booking's pickup on a page: the hotel or address in words first, then the point as a link to the map
 * (docs/decisions/0081-pickup-area.md). The link opens in a new tab; nothing loads with the page.
 */
export function PickupPlace({
  lang,
  pickup,
  className = 'font-semibold [overflow-wrap:anywhere]',
}: {
  lang: Lang;
  pickup: { lat: number; lng: number; address?: string | undefined };
  className?: string;
}) {
  const words = pickupWords(lang, {
    latitude: pickup.lat,
    longitude: pickup.lng,
    address: pickup.address ?? '',
  });
  return (
    <>
      <span className={`block ${className}`}>{words.text}</span>
      <a
        href={words.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-semibold text-accent-strong underline print:hidden"
      >
        {words.mapLabel}
      </a>
    </>
  );
}
