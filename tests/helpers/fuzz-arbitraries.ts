import fc from 'fast-check';
import { PLAIN_KEYS } from '../../domain/catalog/experience-filters';

/** The part of JSON Schema the OpenAPI document of the app uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  /** `{ not: {} }`: a field that must never be sent (profile fields a person cannot set). */
  not?: JsonSchema;
}

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Strings that broke, or could break, something between the parser and the database. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  ...LONE_SURROGATES,
  `x${LONE_SURROGATES[2]}${LONE_SURROGATES[0]}y`,
  '🌴',
  '\u202e',
  'e\u0301',
  '\ufeff',
  '\u2028',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
  '99999999999',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e3',
  '0x10',
  '1.5',
  '-1',
  '0',
  'NaN',
  'Infinity',
  'max',
  'x'.repeat(10_000),
];

/** Text of every kind: the nasty list, random code points, and random text with a NUL or a lone surrogate. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\u0000', ...LONE_SURROGATES),
        fc.string({ maxLength: 20 }),
      )
      .map(([before, bad, after]) => before + bad + after),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 5000 }).map((length) => 'ñ'.repeat(length)) },
);

/** Numbers at and beyond every edge: int4, safe integers, doubles, fractions, negatives. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    0,
    -1,
    0.5,
    1.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value: scalars, arrays and objects of them (hostile keys too), and nesting around the limit. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { weight: 4, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.integer({ min: 28, max: 40 }).map(nested) },
  ),
})).value;

/** Values that pass the product's rules for well-known fields, so requests also get past validation. */
const PLAUSIBLE: Record<string, unknown[]> = {
  email: ['ana@example.com', 'fuzz@example.com'],
  password: ['Secret123'],
  current_password: ['Secret123'],
  new_password: ['Secret1234'],
  confirm_password: ['Secret1234'],
  first_name: ['Ana', 'José María'],
  last_name: ['Pérez', "O'Neil"],
  contact_first_name: ['Luis'],
  contact_last_name: ['Gómez'],
  company_name: ['Tours del Istmo S.A.'],
  phone: ['+507 6123 4567'],
  country: ['PA', 'CR'],
  country_iso: ['PA'],
  accept_terms: [true],
  path: ['/', '/search'],
  address: ['Calle 50, Ciudad de Panamá'],
  birth_date: ['1990-05-17'],
  searchText: ['snorkel'],
  anonymous_id: ['visitor-123456'],
  properties: [{}, { searchText: 'snorkel', results: 3 }],
  delete_comments: [false],
  tax_id: ['155-123-456'],
  website: ['https://toursdelistmo.example'],
  message: ['Ofrecemos tours en el Canal.'],
  dni: ['8-123-456'],
  postal_code: ['0801'],
  booking_country: ['PA'],
  booking_city: ['Panamá'],
  language: ['es', 'en'],
  referent_code: ['FRIEND-01'],
  type: ['experiences', 'carousel'],
};

/** A plausible value for a schema: an enum member, a number in range, text within its length. */
export function plausible(schema: JsonSchema, name: string, mutate = true): fc.Arbitrary<unknown> {
  const known = PLAUSIBLE[name];
  if (known) return fc.constantFrom(...known);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((item) => plausible(item, name, mutate)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, name), { maxLength: 4 });
    case 'object':
      return objectFor(schema, mutate);
    default:
      return hostileValue;
  }
}

type Mutation =
  | { kind: 'splice'; key: string; text: string; at: number }
  | { kind: 'replace' | 'add'; key: string; value: unknown }
  | { kind: 'delete'; key: string };

/**
 * An object for a schema: every known field plausible, then zero to two mutations (hostile text spliced
 * into a field, a field replaced by a hostile value or deleted, an extra field added). Most objects are
 * then wrong in one place only, so they get past every other field's check to the code under it.
 */
function objectFor(schema: JsonSchema, mutate: boolean): fc.Arbitrary<Record<string, unknown>> {
  // Fields that must never be sent are left to the mutations, so the plain object is a valid one.
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => !property.not);
  const base = fc.record(
    Object.fromEntries(properties.map(([key, property]) => [key, plausible(property, key, mutate)])),
  );
  const key = properties.length > 0 ? fc.constantFrom(...properties.map(([name]) => name)) : hostileString;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('splice' as const), key, text: SPLICE, at: fc.nat() }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), key, value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), key }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('add' as const), key: hostileString, value: hostileValue }),
    },
  );
  return fc.tuple(base, fc.array(mutation, { maxLength: mutate ? 2 : 0 })).map(([plain, mutations]) => {
    const out: Record<string, unknown> = { ...plain };
    for (const change of mutations) {
      if (change.kind === 'delete') delete out[change.key];
      else if (change.kind === 'splice') out[change.key] = splice(out[change.key], change.text, change.at);
      else out[change.key] = change.value;
    }
    return out;
  });
}

/** Text with `text` inserted at a position; a value that is not text gets the text itself. */
function splice(value: unknown, text: string, at: number): unknown {
  if (typeof value !== 'string') return text;
  const cut = value.length === 0 ? 0 : at % (value.length + 1);
  return value.slice(0, cut) + text + value.slice(cut);
}

/** A character that must never reach the database as sent, or a value at an edge, spliced into text. */
const SPLICE = fc.oneof(
  fc.constantFrom('\u0000', ...LONE_SURROGATES),
  fc.constantFrom('9'.repeat(12), 'ñ'.repeat(300), '(', ')', ',', ':', '%'),
);

/** A plausible value with something hostile spliced in at a random place (text only). */
function corrupted(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(value, SPLICE, fc.nat())
    .map(([plain, text, at]) => (typeof plain === 'string' ? splice(plain, text, at) : plain));
}

/** Mostly plausible values (to reach deep into the handlers), often corrupted or hostile ones. */
export function valueFor(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const good = plausible(schema, name);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    { weight: 2, arbitrary: corrupted(good) },
    { weight: 2, arbitrary: hostileValue },
  );
}

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

/** Bodies that are not the JSON a route expects, sent as they are. */
export const HOSTILE_RAW_BODIES = [
  '',
  'not json',
  '{',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '\u0000',
  '"\\u0000"',
  '"\\ud800"',
  'x'.repeat(1_100_000),
];

/**
 * Percent-encodes a path segment or query part. A lone surrogate has no UTF-8 form, so its bytes are
 * written as WTF-8 (what a careless client would send) instead of failing like encodeURIComponent.
 */
export function encodeUrlPart(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
