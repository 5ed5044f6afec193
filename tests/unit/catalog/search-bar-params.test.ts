import { describe, expect, it } from 'vitest';
import { dateGroupFromSearchParams, keptSearchParams } from '../../../domain/catalog/search-bar-params';

const params = (query: string) => new URLSearchParams(query);

describe('the search bars read the day and group of the address', () => {
  it('reads a day, a range and a group the search accepts', () => {
    expect(dateGroupFromSearchParams(params('date=2026-12-05&to=2026-12-07&travellers=4'))).toEqual({
      date: '2026-12-05',
      to: '2026-12-07',
      travellers: '4',
    });
    expect(dateGroupFromSearchParams(params('travellers=50'))).toEqual({
      date: '',
      to: '',
      travellers: '50',
    });
    expect(dateGroupFromSearchParams(params(''))).toEqual({ date: '', to: '', travellers: '' });
  });

  it('reads what the search would refuse as not chosen', () => {
    expect(dateGroupFromSearchParams(params('date=2026-02-30&to=2026-03-02&travellers=0'))).toEqual({
      date: '',
      to: '',
      travellers: '',
    });
    // An end before the start, the start itself, or more than 31 days: one day.
    for (const to of ['2026-12-04', '2026-12-05', '2027-01-06']) {
      expect(dateGroupFromSearchParams(params(`date=2026-12-05&to=${to}`)).to).toBe('');
    }
    for (const travellers of ['51', '4.5', '-1', 'four', '1e1']) {
      expect(dateGroupFromSearchParams(params(`travellers=${travellers}`)).travellers).toBe('');
    }
  });
});

describe('a new search from a bar keeps', () => {
  const address = params(
    'country=2&cities=5&cities=6&searchText=lago&date=2026-12-05&to=2026-12-06&travellers=4&priceMin=0&priceMax=max&sort=price_asc&page=3&utm_source=x',
  );

  it("the results page's filters and order, not its text, day, group, page or tracking", () => {
    expect(keptSearchParams('/search', address)).toEqual([
      ['country', '2'],
      ['cities', '5'],
      ['cities', '6'],
      ['priceMin', '0'],
      ['priceMax', 'max'],
      ['sort', 'price_asc'],
    ]);
  });

  it("only the header's country elsewhere", () => {
    expect(keptSearchParams('/categories/adventure/3', address)).toEqual([['country', '2']]);
    expect(keptSearchParams('/', params('utm_source=x'))).toEqual([]);
  });
});
