import { describe, expect, it } from 'vitest';
import {
  applyPercent,
  centsToUsd,
  centsToWholeUsd,
  formatUsd,
  MoneyError,
  type MoneyReason,
  subtractPercent,
  toCents,
  usdDecimalText,
  usdToCents,
} from '../../../domain/pricing/money';

function reasonOf(run: () => unknown): MoneyReason {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyError);
    const e = error as MoneyError;
    expect(e.code).toBe('INVALID_AMOUNT');
    expect(e.status).toBe(400);
    return e.reason;
  }
  throw new Error('expected a MoneyError');
}

describe('toCents', () => {
  it.each<[number | string, number]>([
    [0, 0],
    [45, 4500],
    [45.5, 4550],
    [45.05, 4505],
    [0.29, 29],
    [1.005e2, 10050],
    [19.99, 1999],
    [123456.78, 12345678],
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    [' 0.07 ', 7],
    ['007.10', 710],
  ])('%j -> %i', (usd, cents) => {
    expect(toCents(usd)).toBe(cents);
  });

  it.each<[unknown, MoneyReason]>([
    [Number.NaN, 'not_a_number'],
    [Number.POSITIVE_INFINITY, 'not_a_number'],
    ['', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['$45', 'not_a_number'],
    ['45,50', 'not_a_number'],
    ['.5', 'not_a_number'],
    ['45.', 'not_a_number'],
    ['1e3', 'not_a_number'],
    [null, 'not_a_number'],
    [{}, 'not_a_number'],
    [-1, 'negative'],
    [-0.01, 'negative'],
    ['-5', 'negative'],
    ['-5.25', 'negative'],
    [0.001, 'too_many_decimals'],
    [45.999, 'too_many_decimals'],
    ['45.505', 'too_many_decimals'],
    [1e-7, 'too_many_decimals'],
    [1e21, 'too_large'],
    ['9'.repeat(20), 'too_large'],
  ])('rejects %j (%s)', (usd, reason) => {
    expect(reasonOf(() => toCents(usd as number | string))).toBe(reason);
  });
});

describe('centsToUsd', () => {
  it('gives two-decimal numbers that serialise cleanly', () => {
    expect(centsToUsd(4550)).toBe(45.5);
    expect(centsToUsd(29)).toBe(0.29);
    expect(centsToUsd(0)).toBe(0);
    expect(centsToUsd(-150)).toBe(-1.5);
    expect(JSON.stringify({ price: centsToUsd(1999) })).toBe('{"price":19.99}');
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 7, 29, 99, 100, 4505, 1999, 123456789])
      expect(toCents(centsToUsd(cents))).toBe(cents);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('rejects %s', (cents) => {
    expect(reasonOf(() => centsToUsd(cents))).toBe('not_cents');
  });
});

describe('formatUsd', () => {
  it.each<[number, string]>([
    [4500, '$45'],
    [4550, '$45.50'],
    [4505, '$45.05'],
    [0, '$0'],
    [7, '$0.07'],
    [125000, '$1,250'],
    [123456789, '$1,234,567.89'],
    [-550, '-$5.50'],
  ])('%i -> %s', (cents, text) => {
    expect(formatUsd(cents, 'es')).toBe(text);
    expect(formatUsd(cents, 'en')).toBe(text);
  });

  it('rejects fractional cents', () => {
    expect(reasonOf(() => formatUsd(45.5, 'en'))).toBe('not_cents');
  });
});

describe('applyPercent', () => {
  it('takes a percentage of an amount', () => {
    expect(applyPercent(10000, 15)).toBe(1500);
    expect(applyPercent(4500, 0)).toBe(0);
    expect(applyPercent(4500, 100)).toBe(4500);
    expect(applyPercent(4500, 200)).toBe(9000);
  });

  it('rounds half away from zero to the cent', () => {
    expect(applyPercent(50, 1)).toBe(1); // 0.5 -> 1
    expect(applyPercent(150, 1)).toBe(2); // 1.5 -> 2 (banker's would give 2 too)
    expect(applyPercent(250, 1)).toBe(3); // 2.5 -> 3 (banker's would give 2)
    expect(applyPercent(249, 1)).toBe(2); // 2.49 -> 2
    expect(applyPercent(-250, 1)).toBe(-3); // symmetric for refunds
    expect(applyPercent(-249, 1)).toBe(-2);
  });

  it('is exact where floating point is not', () => {
    // 1500 * 2.3 / 100 is 34.49999999999999 in floating point; the exact 34.5 rounds to 35.
    expect(applyPercent(1500, 2.3)).toBe(35);
    expect(applyPercent(6500, 2.3)).toBe(150);
    expect(applyPercent(3333, 12.5)).toBe(417); // 416.625
    expect(applyPercent(999, 33.3333)).toBe(333); // 332.99967
    expect(applyPercent(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each<[number, number, MoneyReason]>([
    [100, -5, 'negative'],
    [100, Number.NaN, 'not_a_number'],
    [100, Number.POSITIVE_INFINITY, 'not_a_number'],
    [100, 12.34567, 'too_many_decimals'],
    [100.5, 10, 'not_cents'],
  ])('rejects cents=%s percent=%s', (cents, percent, reason) => {
    expect(reasonOf(() => applyPercent(cents, percent))).toBe(reason);
  });
});

describe('subtractPercent', () => {
  it('leaves the remainder so that discount + remainder = original', () => {
    expect(subtractPercent(10000, 15)).toBe(8500);
    expect(subtractPercent(250, 1)).toBe(247);
    for (const [cents, percent] of [
      [1005, 15],
      [3333, 12.5],
      [1, 50],
    ] as const) {
      expect(subtractPercent(cents, percent) + applyPercent(cents, percent)).toBe(cents);
    }
  });

  it('rejects bad input like applyPercent', () => {
    expect(reasonOf(() => subtractPercent(100, -1))).toBe('negative');
  });
});

describe('usdToCents', () => {
  it.each<[number, number]>([
    [0, 0],
    [15, 1500],
    [0.29, 29],
    [19.99, 1999],
    [-5.1, -510],
    [centsToUsd(123456789), 123456789],
  ])('%d -> %i', (usd, cents) => expect(usdToCents(usd)).toBe(cents));

  it('refuses what is not a number', () => {
    expect(reasonOf(() => usdToCents(Number.NaN))).toBe('not_a_number');
    expect(reasonOf(() => usdToCents(Number.POSITIVE_INFINITY))).toBe('not_a_number');
  });
});

describe('centsToWholeUsd', () => {
  it('rounds down or up to whole dollars', () => {
    expect(centsToWholeUsd(4550, 'down')).toBe(45);
    expect(centsToWholeUsd(4550, 'up')).toBe(46);
    expect(centsToWholeUsd(4500, 'down')).toBe(45);
    expect(centsToWholeUsd(4500, 'up')).toBe(45);
    expect(centsToWholeUsd(0, 'up')).toBe(0);
  });

  it('refuses fractions of a cent', () => {
    expect(reasonOf(() => centsToWholeUsd(10.5, 'down'))).toBe('not_cents');
  });
});

describe('usdDecimalText', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [4500, '45.00'],
    [4505, '45.05'],
    [125050, '1250.50'],
    [-710, '-7.10'],
  ])('%i -> %s', (cents, text) => expect(usdDecimalText(cents)).toBe(text));
});
