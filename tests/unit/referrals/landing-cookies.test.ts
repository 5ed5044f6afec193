import { describe, expect, it } from 'vitest';
import {
  affiliateCookieMaxAgeS,
  bookingAffiliate,
  isTrackingCode,
  landingCookies,
} from '../../../domain/referrals/landing-cookies';

const DAY = 24 * 60 * 60;

describe('landing cookies (docs/decisions/0038)', () => {
  it('lasts 30 days for an affiliate, 50 for copa in any case, 7 for a campaign source', () => {
    expect(affiliateCookieMaxAgeS('partner-1')).toBe(30 * DAY);
    expect(affiliateCookieMaxAgeS('copa')).toBe(50 * DAY);
    expect(affiliateCookieMaxAgeS('COPA')).toBe(50 * DAY);
    expect(landingCookies('?utm_source=newsletter')?.cookies).toEqual([
      { name: 'utm_source', value: 'newsletter', maxAgeS: 7 * DAY },
    ]);
  });

  it('removes the landing parameters and keeps the rest of the query as written', () => {
    expect(landingCookies('?cities=2,3&affiliate=copa&utm_source=mail&page=2')).toEqual({
      cookies: [
        { name: 'affiliate', value: 'copa', maxAgeS: 50 * DAY },
        { name: 'utm_source', value: 'mail', maxAgeS: 7 * DAY },
      ],
      search: '?cities=2,3&page=2',
    });
    expect(landingCookies('?affiliate=a1')).toEqual({ cookies: [expect.any(Object)], search: '' });
    // Only the first value of a repeated parameter counts; an encoded name is still that parameter.
    expect(landingCookies('?affiliate=first&%61ffiliate=second')?.cookies).toEqual([
      { name: 'affiliate', value: 'first', maxAgeS: 30 * DAY },
    ]);
  });

  it('answers nothing for an address without landing parameters', () => {
    for (const search of ['', '?', '?page=2', '?utm_campaign=x&affiliates=1', '?%E0%A4%A=1'])
      expect(landingCookies(search), search).toBeUndefined();
  });

  it('keeps no malformed code, but still removes its parameter', () => {
    for (const value of ['', 'a%20b', 'x%3By', '%3Cscript%3E', 'a'.repeat(41), '%C3%B1', '%E0%A4%A', 'a+b'])
      expect(landingCookies(`?affiliate=${value}&page=1`), value).toEqual({ cookies: [], search: '?page=1' });
    expect(landingCookies('?affiliate')).toEqual({ cookies: [], search: '' });
    expect(isTrackingCode('a'.repeat(40))).toBe(true);
    expect(isTrackingCode(undefined)).toBe(false);
  });

  it('applies the body’s affiliate, else a well-formed cookie’s', () => {
    expect(bookingAffiliate('copa', 'other')).toBe('copa');
    expect(bookingAffiliate(null, 'other')).toBe('other');
    expect(bookingAffiliate(undefined, undefined)).toBeNull();
    expect(bookingAffiliate('', 'x y')).toBeNull();
  });
});
