import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_TEXT_MAX, stripAccents } from '../../../domain/catalog/search-text';

describe('stripAccents', () => {
  it('lower-cases and removes accents, ñ included', () => {
    expect(stripAccents('Ñandú PANAMÁ Ça')).toBe('nandu panama ca');
    expect(stripAccents('Straße')).toBe('strasse');
  });

  it('folds compatibility forms typed on phones', () => {
    expect(stripAccents('ＴＯＵＲ １２')).toBe('tour 12');
    expect(stripAccents('ﬁesta')).toBe('fiesta');
  });
});

describe('normalizeSearchText', () => {
  it.each([
    ['  Café   del   MAR ', 'cafe del mar'],
    ['Isla-Contadora', 'isla-contadora'],
    ['café,tour', 'cafe tour'],
    ["tour'; DROP TABLE experiences;--", 'tour drop table experiences --'],
    ['100% snorkel_bocas', '100 snorkel bocas'],
    ['line\nbreak\ttab', 'line break tab'],
    ['emoji 🌴 playa', 'emoji playa'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it(`keeps at most ${SEARCH_TEXT_MAX} characters and no trailing space`, () => {
    const result = normalizeSearchText(`${'a'.repeat(39)} bcd`);
    expect(result).toBe('a'.repeat(39));
    expect(normalizeSearchText('x'.repeat(100))).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('is idempotent', () => {
    const once = normalizeSearchText(' Río  Chagres, Emberá! ');
    expect(normalizeSearchText(once)).toBe(once);
  });
});
