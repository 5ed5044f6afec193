/**
 * A departure's manifest as a spreadsheet file (docs/decisions/0067-bookings-and-manifests.md): RFC 4180
 * CSV in UTF-8 with a byte-order mark (so spreadsheet programs read the accents), one row per booking
 * under a header row in the caller's language. Safe to open: a text cell starting with = + - @ (or a tab
 * or carriage return) is prefixed with an apostrophe, so a traveller's name is never run as a formula
 * (OWASP "CSV injection"). Pure.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could start a formula, quoted when it holds a separator. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: the header row, then the rows; lines end in CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `manifest-<experience-slug>-<date>-<hhmm>.csv`: only letters, digits and dashes. */
export function manifestFileName(slug: string, date: string, hour: string): string {
  const clean = slug
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `manifest-${clean || 'experience'}-${date}-${hour.replace(':', '')}.csv`;
}
