import { z } from 'zod';
import { isIsoCountry } from '../../common/countries/iso-countries';

export { isIsoCountry };

/** An ISO-2 country code, accepted in either case and stored uppercase. */
export function countryCodeSchema(messageKey: string) {
  return z.string({ error: messageKey }).trim().toUpperCase().refine(isIsoCountry, messageKey);
}
