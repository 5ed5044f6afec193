import { describe, expect, it } from 'vitest';
import { countryName } from '../../../common/countries/iso-countries';

describe('countryName', () => {
  it('names a country in the page language', () => {
    expect(countryName('PA', 'es')).toBe('Panamá');
    expect(countryName('PA', 'en')).toBe('Panama');
    expect(countryName('DO', 'es')).toBe('República Dominicana');
    expect(countryName('US', 'en')).toBe('United States');
  });

  it('keeps a code that is not in the list as it is', () => {
    expect(countryName('ZZ', 'es')).toBe('ZZ');
    expect(countryName('pa', 'en')).toBe('pa');
  });
});
