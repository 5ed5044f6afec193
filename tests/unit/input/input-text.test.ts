import { describe, expect, it } from 'vitest';
import {
  isStorableText,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  unstorableTextPath,
} from '../../../domain/input-text';

describe('isStorableText', () => {
  it.each(['', 'Ana Pérez', '🌴 Bocas del Toro', 'línea\nnueva', 'e\u0301', '\u202e'])(
    'accepts %j',
    (text) => {
      expect(isStorableText(text)).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', '🌴'.slice(0, 1)])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});

describe('unstorableTextPath', () => {
  it('finds the first bad string in values and keys, without echoing a bad key', () => {
    expect(unstorableTextPath({ name: 'ok', list: ['a', { deep: 'x\u0000' }] })).toEqual(['list', 1, 'deep']);
    expect(unstorableTextPath({ properties: { ['k\ud800']: 1 } })).toEqual(['properties']);
    expect(unstorableTextPath('\u0000')).toEqual([]);
  });

  it('passes clean input, numbers, null and buffers', () => {
    expect(unstorableTextPath({ a: 1, b: null, c: [true, 'texto'], d: Buffer.from([0]) })).toBeUndefined();
    expect(unstorableTextPath(undefined)).toBeUndefined();
  });
});

describe('nestsDeeperThan', () => {
  const nested = (depth: number) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
  };

  it('counts arrays and objects, not scalars', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks a body far deeper than the stack allows without overflowing', () => {
    expect(nestsDeeperThan(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});
