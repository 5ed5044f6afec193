import { describe, expect, it } from 'vitest';
import { ageOn, birthDateIssue, parseIsoDate } from '../../../domain/accounts/birth-date';

const today = new Date('2026-11-22T15:00:00Z');

describe('birth date (docs/product.md § Phone and birth date: yyyy-MM-dd, age 18 to 89)', () => {
  it('parses real days only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2001-02-29')).toBeUndefined();
    expect(parseIsoDate('2001-13-01')).toBeUndefined();
    expect(parseIsoDate('22/11/2000')).toBeUndefined();
    expect(parseIsoDate('2000-1-5')).toBeUndefined();
  });

  it('counts the birthday itself as the new age', () => {
    expect(ageOn({ year: 2008, month: 11, day: 22 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 23 }, today)).toBe(17);
  });

  it.each<[string, string | undefined, string]>([
    ['2008-11-22', undefined, '18 today'],
    ['2008-11-23', 'age', '18 tomorrow'],
    ['1936-11-23', undefined, '89, turning 90 tomorrow'],
    ['1936-11-22', 'age', '90 today'],
    ['1990-05-10', undefined, 'an ordinary adult'],
    ['2020-01-01', 'age', 'a child'],
    ['1990-02-30', 'format', 'not a day'],
    ['10-05-1990', 'format', 'wrong order'],
  ])('%s → %s (%s)', (value, issue) => {
    expect(birthDateIssue(value, today)).toBe(issue);
  });
});
