import { type CountryOutline, parseOutline } from '../../common/map/country-outline';
import { type CountryMapIso, countryOutlineUrl } from '../../common/map/map-projection';

const requests = new Map<CountryMapIso, Promise<CountryOutline>>();

/**
 * A country's outline for the pickup picker, fetched once per page when a picker of that country opens
 * (2–9 KB of JSON, decision 0036) rather than carried in the page's JavaScript. A failed request is
 * forgotten, so the picker's retry asks again.
 */
export function loadCountryOutline(iso: CountryMapIso): Promise<CountryOutline> {
  let request = requests.get(iso);
  if (!request) {
    request = fetch(countryOutlineUrl(iso))
      .then(async (response) => {
        if (!response.ok) throw new Error(`outline ${iso}: HTTP ${response.status}`);
        return parseOutline(((await response.json()) as { d: string }).d);
      })
      .catch((error: unknown) => {
        requests.delete(iso);
        throw error;
      });
    requests.set(iso, request);
  }
  return request;
}
