/**
 * Countries of the sign-up phone selector. docs/product.md § Phone and birth date: Panama, Colombia, the
 * United States, Costa Rica and Venezuela come first; the rest are the markets and the visitors' usual home
 * countries. Names are shown with Intl.DisplayNames in the visitor's language (the selector only exists in
 * the browser).
 */
export const PREFERRED = ['PA', 'CO', 'US', 'CR', 'VE'] as const;

export const DIAL_CODES: Record<string, string> = {
  PA: '507',
  CO: '57',
  US: '1',
  CR: '506',
  VE: '58',
  AR: '54',
  BO: '591',
  BR: '55',
  CA: '1',
  CL: '56',
  CU: '53',
  DE: '49',
  DO: '1',
  EC: '593',
  ES: '34',
  FR: '33',
  GB: '44',
  GT: '502',
  HN: '504',
  IT: '39',
  MX: '52',
  NI: '505',
  NL: '31',
  PE: '51',
  PR: '1',
  PT: '351',
  PY: '595',
  SV: '503',
  CH: '41',
  UY: '598',
};

/**
 * docs/product.md § Phone and birth date: Panama numbers are typed as 4+4 digits ("6123 4567"); other
 * countries are free-form digits.
 */
export function maskLocalNumber(country: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (country !== 'PA') return digits.slice(0, 14);
  const eight = digits.slice(0, 8);
  return eight.length > 4 ? `${eight.slice(0, 4)} ${eight.slice(4)}` : eight;
}

/**
 * What the API receives: the country code and the number, spaces removed (docs/product.md § Phone and birth
 * date).
 */
export function fullPhone(country: string, local: string): string {
  return `+${DIAL_CODES[country] ?? ''}${local}`.replace(/\s+/g, '');
}
