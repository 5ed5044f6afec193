import fc from 'fast-check';

export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

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
