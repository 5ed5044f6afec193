/** The largest value of a PostgreSQL `integer` column: every id of the product fits in one. */
export const MAX_DB_ID = 2_147_483_647;

/** Up to ten decimal digits, nothing else: "1e3", " 7", "0x10" and "12.0" are not ids. */
const DIGITS = /^\d{1,10}$/;

/**
 * An id as clients send it (a JSON number, or digits in a path, query or `where` value), or undefined
 * when it is not a whole number from `min` to MAX_DB_ID. Checked before any SQL runs: PostgreSQL answers
 * a value beyond its integer range with an error, not with "no such row".
 */
export function parseDbId(value: unknown, min = 1): number | undefined {
  const id = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= min && id <= MAX_DB_ID ? id : undefined;
}
