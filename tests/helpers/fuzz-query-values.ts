import fc from 'fast-check';
import { PLAIN_KEYS } from '../../domain/catalog/filter-values';
import { hostileNumber, hostileString } from './fuzz-hostile-values';
import { corrupted } from './fuzz-spliced-text';

const whereCondition = fc
  .tuple(
    fc.constantFrom('country.id', 'featured', 'is_top', 'name', 'constructor', '__proto__'),
    fc.constantFrom('string', 'bool', 'number'),
    fc.oneof(fc.constantFrom('true', 'false', '1', '2147483647'), hostileString),
  )
  .map(([field, type, value]) => `${field}:${type}(${value})`);

/** Values for the query names the handlers read: their grammar, numbers at the edges, lists. */
const QUERY_VALUES: Record<string, fc.Arbitrary<string>> = {
  where: fc.array(whereCondition, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(',')),
  page: hostileNumber.map(String),
  limit: hostileNumber.map(String),
  perPage: hostileNumber.map(String),
  countryId: hostileNumber.map(String),
  country: hostileNumber.map(String),
  cities: fc.array(hostileNumber, { maxLength: 3 }).map((ids) => ids.join(',')),
};

/** A query-string value for a name: its own grammar when it has one, plausible text corrupted, or hostile. */
export function queryValueFor(name: string): fc.Arbitrary<string> {
  const own = QUERY_VALUES[name];
  const text = fc.oneof(fc.constantFrom('1', 'snorkel', 'es', 'true'), hostileString);
  return fc.oneof(
    ...(own ? [own, corrupted(own) as fc.Arbitrary<string>] : []),
    corrupted(text) as fc.Arbitrary<string>,
    hostileString,
  );
}

/** Query-string names the handlers read, beyond those the document lists (pages, filters, where). */
export const INTERESTING_QUERY_NAMES = [
  ...PLAIN_KEYS,
  'page',
  'limit',
  'perPage',
  'where',
  'langCode',
  'q',
  'languages',
  'countryId',
  'rangePrice',
  'duration',
];
