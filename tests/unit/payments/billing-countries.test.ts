import { describe, expect, it } from 'vitest';
import { countriesByName, ISO_COUNTRY_CODES, isIsoCountry } from '../../../common/countries/iso-countries';
import { billingLocality, billingProblem, toBillingAddress } from '../../../domain/payments/billing-address';

/**
 * The billing country list of both payment pages (docs/decisions/0047): every ISO 3166-1 alpha-2 code,
 * named and sorted in the page's language, the same list the server checks.
 */
describe('the billing countries', () => {
  it('holds every officially assigned ISO 3166-1 alpha-2 code, and Kosovo, once each', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(250);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(250);
    for (const code of ['ES', 'DE', 'GB', 'FR', 'IT', 'PT', 'NL', 'MX', 'US', 'CA', 'PA', 'CO', 'XK'])
      expect(isIsoCountry(code)).toBe(true);
    for (const code of ['ZZ', 'EU', 'UK', 'es', '', 'ESP']) expect(isIsoCountry(code)).toBe(false);
  });

  it.each([
    ['es', 'ES', 'España'],
    ['es', 'DE', 'Alemania'],
    ['es', 'GB', 'Reino Unido'],
    ['en', 'ES', 'Spain'],
    ['en', 'DE', 'Germany'],
    ['en', 'GB', 'United Kingdom'],
  ])('names every code in %s (%s is %s), never by its bare code', (lang, code, name) => {
    const countries = countriesByName(lang);
    expect(countries).toHaveLength(ISO_COUNTRY_CODES.length);
    expect(countries.find((country) => country.code === code)?.name).toBe(name);
    expect(countries.filter((country) => country.name === country.code)).toEqual([]);
  });

  it('sorts in the page’s language, accents aside', () => {
    for (const lang of ['es', 'en']) {
      const names = countriesByName(lang).map((country) => country.name);
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      expect([...names].sort(collator.compare)).toEqual(names);
    }
    const es = countriesByName('es').map((country) => country.name);
    // "Åland" and "Islas Åland" aside, Spanish puts Austria after Australia and Bélgica with the Bs.
    expect(es.indexOf('Australia')).toBeLessThan(es.indexOf('Austria'));
    expect(es.indexOf('Bélgica')).toBeGreaterThan(es.indexOf('Barbados'));
    expect(es.indexOf('Bélgica')).toBeLessThan(es.indexOf('Belice'));
  });

  it('keeps the locality rule: the city alone in the US and Canada, {country}-{city} elsewhere', () => {
    expect(billingLocality('us', 'Miami')).toBe('Miami');
    expect(billingLocality('CA', 'Toronto')).toBe('Toronto');
    expect(billingLocality('es', 'Madrid')).toBe('ES-Madrid');
    expect(billingLocality('GB', 'London')).toBe('GB-London');
    const form = {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28013',
    };
    expect(billingProblem(toBillingAddress({ ...form, country: 'de' }))).toBeNull();
    expect(billingProblem(toBillingAddress({ ...form, country: 'ZZ' }))?.erroredVariable).toBe('country');
  });
});
