import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  countryDestinationsPath,
  countryPath,
  destinationPath,
  experiencePath,
  highlightPath,
  parseRouteId,
  slugify,
} from '../../../domain/catalog/slug';

describe('slugify', () => {
  it.each([
    ['Ciudad de Panamá', 'ciudad-de-panama'],
    ['Año Nuevo en Cañas', 'ano-nuevo-en-canas'],
    ['  ¡Tour  del   Canal! ', 'tour-del-canal'],
    ['San José, Costa Rica', 'san-jose-costa-rica'],
    ['Snorkel & Kayak: 2 días', 'snorkel-kayak-2-dias'],
    ['O’Higgins / Bocas---del_Toro', 'o-higgins-bocas-del-toro'],
    ['Straße Ærø Œuvre', 'strasse-aero-oeuvre'],
    ['ÜBER Çà', 'uber-ca'],
    ['already-a-slug', 'already-a-slug'],
    ['', ''],
    ['¿?!', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = slugify('Río Chagres — Emberá');
    expect(slugify(once)).toBe(once);
  });
});

describe('experiencePath', () => {
  it('builds /{country}/{city}/{name}/{id}', () => {
    expect(
      experiencePath({ country: 'Panamá', destination: 'Ciudad de Panamá', name: 'Tour del Canal', id: 42 }),
    ).toBe('/panama/ciudad-de-panama/tour-del-canal/42');
  });

  it('prefers the stored slug over the name', () => {
    expect(
      experiencePath({
        country: 'Costa Rica',
        destination: 'La Fortuna',
        name: 'Volcán Arenal al atardecer',
        urlSlug: 'arenal-sunset',
        id: 7,
      }),
    ).toBe('/costa-rica/la-fortuna/arenal-sunset/7');
  });

  it('falls back to the name when the slug is empty or null', () => {
    const base = { country: 'Colombia', destination: 'Cartagena', name: 'Islas del Rosario', id: 3 };
    expect(experiencePath({ ...base, urlSlug: '' })).toBe('/colombia/cartagena/islas-del-rosario/3');
    expect(experiencePath({ ...base, urlSlug: null })).toBe('/colombia/cartagena/islas-del-rosario/3');
    expect(experiencePath({ ...base, urlSlug: '!!' })).toBe('/colombia/cartagena/islas-del-rosario/3');
  });

  it('never produces an empty segment', () => {
    expect(experiencePath({ country: '¿?', destination: '—', name: '!!!', id: 1 })).toBe(
      '/country/destination/experience/1',
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects id %s', (id) => {
    expect(() => experiencePath({ country: 'a', destination: 'b', name: 'c', id })).toThrow(RangeError);
  });
});

describe('list page paths', () => {
  it('builds the page paths of docs/product.md § Pages', () => {
    expect(destinationPath({ title: 'Bocas del Toro', id: 5 })).toBe('/destinations/bocas-del-toro/5');
    expect(categoryPath({ title: 'Aventura y Naturaleza', id: 2 })).toBe(
      '/categories/aventura-y-naturaleza/2',
    );
    expect(highlightPath({ title: 'Lo más vendido', id: 9 })).toBe('/highlights/lo-mas-vendido/9');
    expect(countryPath({ title: 'República Dominicana', id: 3 })).toBe('/country/republica-dominicana/3');
    expect(countryDestinationsPath({ countryName: 'El Salvador', id: 7 })).toBe(
      '/destinations/country/el-salvador/7',
    );
  });

  it('uses a fallback for titles with no Latin letters', () => {
    expect(categoryPath({ title: '★', id: 2 })).toBe('/categories/category/2');
  });

  it('rejects invalid ids', () => {
    expect(() => destinationPath({ title: 'x', id: 0 })).toThrow(RangeError);
    expect(() => categoryPath({ title: 'x', id: -3 })).toThrow(RangeError);
    expect(() => highlightPath({ title: 'x', id: 2.5 })).toThrow(RangeError);
    expect(() => countryPath({ title: 'x', id: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => countryDestinationsPath({ countryName: 'x', id: Number.NaN })).toThrow(RangeError);
  });
});

describe('parseRouteId', () => {
  it('reads positive integers', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', '12abc', ' 7', '2147483648', '99999999999'])(
    'returns null for %j',
    (raw) => {
      expect(parseRouteId(raw)).toBeNull();
    },
  );
});
