import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../domain/catalog/search-terms';

describe('searchTerms', () => {
  it('folds accents and case, drops short and connecting words, keeps order without repeats', () => {
    expect(searchTerms('Tour del Canal de PANAMÁ')).toEqual(['tour', 'canal', 'panama']);
    expect(searchTerms('snorkel snorkel bocas')).toEqual(['snorkel', 'bocas']);
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('keeps at most five words so a pasted paragraph cannot make an expensive query', () => {
    expect(searchTerms('uno dos tres cuatro cinco seis siete ocho')).toHaveLength(5);
  });
});
