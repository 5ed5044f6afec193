/**
 * ISO 3166-1 alpha-2 codes of every country and territory (the 249 officially assigned, plus XK for
 * Kosovo, which phone, country and billing pickers offer): the one list behind sign-up, the profile,
 * supplier registration and the payment pages' billing country (docs/decisions/0047). A fixed list rather
 * than whatever Intl knows, whose answers differ between ICU builds of Node and browsers.
 */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI ' +
  'BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN ' +
  'CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const CODES = new Set(ISO_COUNTRY_CODES);

/** Whether `code` (uppercase) is one of the list's codes. */
export function isIsoCountry(code: string): boolean {
  return CODES.has(code);
}

export interface NamedCountry {
  code: string;
  name: string;
}

/** The locale whose region names a page in `lang` shows (the product's English is American). */
const LOCALES: Readonly<Record<string, string>> = { es: 'es', en: 'en-US' };

/** One country's name in `lang` (the code itself where the runtime has no name for it, or no such code). */
export function countryName(code: string, lang: string): string {
  const locale = LOCALES[lang] ?? lang;
  if (!isIsoCountry(code)) return code;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * Every country of the list named in `lang` (Intl.DisplayNames; the code itself where the runtime has no
 * name for it), sorted as a reader of that language sorts (accents and case aside).
 */
export function countriesByName(lang: string): NamedCountry[] {
  const locale = LOCALES[lang] ?? lang;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return ISO_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
