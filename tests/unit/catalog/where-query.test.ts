import { describe, expect, it } from 'vitest';
import {
  formatWhere,
  parseWhere,
  QuerySyntaxError,
  type QuerySyntaxReason,
  WHERE_MAX_LENGTH,
} from '../../../domain/catalog/where-query';
import { AppError } from '../../../domain/errors';

function reasonOf(run: () => unknown): QuerySyntaxReason {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(QuerySyntaxError);
    const e = error as QuerySyntaxError;
    expect(e.code).toBe('INVALID_QUERY');
    expect(e).toBeInstanceOf(AppError);
    expect(e.status).toBe(400);
    return e.reason;
  }
  throw new Error('expected a QuerySyntaxError');
}

describe('parseWhere', () => {
  it('parses the documented examples', () => {
    expect(parseWhere('featured:bool(true)')).toEqual([{ field: 'featured', type: 'bool', value: true }]);
    expect(parseWhere('featured:bool(false)')).toEqual([{ field: 'featured', type: 'bool', value: false }]);
    expect(parseWhere('country.id:string(12)')).toEqual([
      { field: 'country.id', type: 'string', value: '12' },
    ]);
  });

  it('parses numbers, including negatives and decimals', () => {
    expect(parseWhere('rating:number(4.5),offset:number(-3)')).toEqual([
      { field: 'rating', type: 'number', value: 4.5 },
      { field: 'offset', type: 'number', value: -3 },
    ]);
  });

  it('accepts both separators and surrounding whitespace', () => {
    const expected = [
      { field: 'featured', type: 'bool', value: true },
      { field: 'country.id', type: 'string', value: '12' },
      { field: 'rank', type: 'number', value: 2 },
    ];
    expect(parseWhere('featured:bool(true),country.id:string(12);rank:number(2)')).toEqual(expected);
    expect(parseWhere(' featured : bool( true ) ; country.id:string(12) , rank:number(2) ')).toEqual(
      expected,
    );
  });

  it('keeps separators inside a string value', () => {
    expect(parseWhere('name:string(a,b;c)')).toEqual([{ field: 'name', type: 'string', value: 'a,b;c' }]);
  });

  it('treats missing or blank input as no conditions', () => {
    expect(parseWhere(undefined)).toEqual([]);
    expect(parseWhere(null)).toEqual([]);
    expect(parseWhere('   ')).toEqual([]);
  });

  it('reads a repeated parameter as one list', () => {
    expect(parseWhere(['featured:bool(true)', 'country.id:string(3)'])).toHaveLength(2);
  });

  it.each<[unknown, QuerySyntaxReason]>([
    [42, 'not_a_string'],
    [{ featured: true }, 'not_a_string'],
    [['featured:bool(true)', 7], 'not_a_string'],
    ['x'.repeat(WHERE_MAX_LENGTH + 1), 'too_long'],
    ['featured:bool(true),', 'empty_condition'],
    ['featured:bool(true),,rank:number(1)', 'empty_condition'],
    ['featured', 'invalid_field'],
    [':bool(true)', 'invalid_field'],
    ['1abc:bool(true)', 'invalid_field'],
    ['country..id:string(1)', 'invalid_field'],
    ['na me:string(x)', 'invalid_field'],
    ['fe(atured:bool(true)', 'invalid_value'],
    ['featured:boolean(true)', 'unknown_type'],
    ['featured:Bool(true)', 'unknown_type'],
    ['featured:(true)', 'unknown_type'],
    ['featured:bool', 'missing_parenthesis'],
    ['featured:bool(true', 'missing_parenthesis'],
    ['featured:bool(true))', 'missing_parenthesis'],
    ['featured:bool(true)x', 'missing_parenthesis'],
    ['name:string(a(b))', 'invalid_value'],
    ['name:string(a)(b)', 'invalid_value'],
    ['featured:bool(yes)', 'invalid_value'],
    ['featured:bool(TRUE)', 'invalid_value'],
    ['featured:bool()', 'invalid_value'],
    ['rank:number(abc)', 'invalid_value'],
    ['rank:number(1e3)', 'invalid_value'],
    ['rank:number(0x10)', 'invalid_value'],
    ['rank:number()', 'invalid_value'],
    [`rank:number(${'9'.repeat(400)})`, 'invalid_value'],
    ['name:string(  )', 'invalid_value'],
    ['featured:bool(true);featured:bool(false)', 'duplicate_field'],
  ])('rejects %j with %s', (input, reason) => {
    expect(reasonOf(() => parseWhere(input))).toBe(reason);
  });

  describe('with a whitelist', () => {
    const allowed = { featured: 'bool', 'country.id': 'string' } as const;

    it('accepts whitelisted fields of the right type', () => {
      expect(parseWhere('featured:bool(true),country.id:string(5)', allowed)).toHaveLength(2);
    });

    it('rejects unknown fields, including inherited object keys', () => {
      expect(reasonOf(() => parseWhere('rank:number(1)', allowed))).toBe('unknown_field');
      expect(reasonOf(() => parseWhere('constructor:string(x)', allowed))).toBe('unknown_field');
      expect(reasonOf(() => parseWhere('__proto__:string(x)', allowed))).toBe('unknown_field');
    });

    it('rejects a type mismatch', () => {
      expect(reasonOf(() => parseWhere('featured:string(true)', allowed))).toBe('type_mismatch');
      expect(reasonOf(() => parseWhere('country.id:number(12)', allowed))).toBe('type_mismatch');
    });
  });

  it('sends the reason to the client in the error body', () => {
    try {
      parseWhere('featured:bool(maybe)');
    } catch (error) {
      const e = error as QuerySyntaxError;
      expect(e.messageKey).toBe('errors.invalidQuery');
      expect(e.extra).toEqual({ reason: 'invalid_value' });
      expect(e.params.reason).toContain('maybe');
    }
    expect.assertions(3);
  });
});

describe('formatWhere', () => {
  it('round-trips through parseWhere', () => {
    const text = 'featured:bool(true),country.id:string(12),rank:number(-2.5)';
    expect(formatWhere(parseWhere(text))).toBe(text);
  });

  it.each([
    [{ field: 'bad field', type: 'bool', value: true }, 'invalid_field'],
    [{ field: 'name', type: 'string', value: 'a)b' }, 'invalid_value'],
    [{ field: 'name', type: 'string', value: '' }, 'invalid_value'],
    [{ field: 'rank', type: 'number', value: Number.NaN }, 'invalid_value'],
    [{ field: 'rank', type: 'number', value: 1e21 }, 'invalid_value'],
  ] as const)('rejects %j', (condition, reason) => {
    expect(reasonOf(() => formatWhere([condition]))).toBe(reason);
  });
});
