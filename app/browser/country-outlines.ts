import { type CountryOutline, parseOutline } from '../../common/map/country-outline';
import { type CountryMapIso, countryOutlineUrl } from '../../common/map/map-projection';

/**
 * A country's outline for the pickup picker, fetched when a picker of that country opens (2–9 KB of JSON,
 * decision 0036) rather than carried in the page's JavaScript. Kept once per page by the picker's query
 * (docs/decisions/0050-server-state); a failed request is simply asked again by its retry.
 */
export async function loadCountryOutline(iso: CountryMapIso): Promise<CountryOutline> {
  const response = await fetch(countryOutlineUrl(iso));
  if (!response.ok) throw new Error(`outline ${iso}: HTTP ${response.status}`);
  return parseOutline(((await response.json()) as { d: string }).d);
}
