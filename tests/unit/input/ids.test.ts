import { describe, expect, it } from 'vitest';
import { idOrZeroSchema, idSchema } from '../../../domain/id-schema';
import { MAX_DB_ID, parseDbId } from '../../../domain/ids';

describe('parseDbId', () => {
  it.each([
    ['1', 1],
    ['2147483647', MAX_DB_ID],
    [42, 42],
    ['0012', 12],
  ])('reads %j as %j', (raw, id) => {
    expect(parseDbId(raw)).toBe(id);
  });

  it.each([
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 7',
    '7 ',
    '2147483648',
    '99999999999',
    'abc',
    null,
    true,
    [1],
    1.5,
    2 ** 31,
    NaN,
  ])('refuses %j', (raw) => {
    expect(parseDbId(raw)).toBeUndefined();
  });

  it('accepts 0 only where it means none', () => {
    expect(parseDbId('0', 0)).toBe(0);
    expect(idOrZeroSchema.parse('0')).toBe(0);
    expect(idSchema.safeParse('0').success).toBe(false);
  });
});

describe('idSchema', () => {
  it('parses path text and JSON numbers alike, with a catalogue key as its message', () => {
    expect(idSchema.parse('17')).toBe(17);
    expect(idSchema.parse(17)).toBe(17);
    for (const raw of ['2147483648', 2 ** 31, '1e3', -1, 'x']) {
      expect(idSchema.safeParse(raw).error?.issues[0]?.message).toBe('errors.invalidId');
    }
  });
});
