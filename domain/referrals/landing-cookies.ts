/**
 * Who sent a visitor, remembered in cookies (docs/product.md § Constants, docs/decisions/0038): the
 * affiliate of a partner link (`?affiliate=<code>` on any page), the person who invited them
 * (/referent/{code}) and the campaign source of a marketing link (`?utm_source=<source>`). None of them
 * says who the visitor is: a code is shared by everyone who followed the same link.
 */

const DAY_S = 24 * 60 * 60;

export const AFFILIATE_COOKIE = 'affiliate';
export const REFERENT_COOKIE = 'referent';
/** The campaign source, the one other parameter kept (docs/product.md § Pages), for attributing bookings. */
export const CAMPAIGN_COOKIE = 'utm_source';

/** An affiliate is remembered 30 days, except those agreed otherwise (the airline partner: 50). */
export const AFFILIATE_COOKIE_DAYS = 30;
export const AFFILIATE_COOKIE_DAYS_BY_CODE: Readonly<Record<string, number>> = { copa: 50 };
export const REFERENT_COOKIE_DAYS = 30;
export const CAMPAIGN_COOKIE_DAYS = 7;

export const REFERENT_COOKIE_MAX_AGE_S = REFERENT_COOKIE_DAYS * DAY_S;

/**
 * A code as it may be kept: letters, digits, `_` and `-`, 1 to 40 of them. Anything else (spaces,
 * `;`, quotes, non-ASCII, overlong) is not kept: it could not be a code, and a cookie value never
 * carries what a visitor typed into a link.
 */
export function isTrackingCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value);
}

/** How long an affiliate's cookie lasts, in seconds; codes compare without case, as coupons' do. */
export function affiliateCookieMaxAgeS(code: string): number {
  return (AFFILIATE_COOKIE_DAYS_BY_CODE[code.toLowerCase()] ?? AFFILIATE_COOKIE_DAYS) * DAY_S;
}

/** The query parameters a landing reads, each with the cookie it fills and that cookie's lifetime. */
const LANDING_PARAMETERS: Readonly<Record<string, { cookie: string; maxAgeS: (code: string) => number }>> = {
  affiliate: { cookie: AFFILIATE_COOKIE, maxAgeS: affiliateCookieMaxAgeS },
  utm_source: { cookie: CAMPAIGN_COOKIE, maxAgeS: () => CAMPAIGN_COOKIE_DAYS * DAY_S },
};

export interface LandingCookie {
  name: string;
  value: string;
  maxAgeS: number;
}

/**
 * The cookies a page address asks to set and the same query without the landing parameters, or
 * undefined when it has none. A malformed value sets nothing but is removed all the same; when a
 * parameter repeats, its first value counts. The rest of the query is kept as it was written.
 */
export function landingCookies(search: string): { cookies: LandingCookie[]; search: string } | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return undefined;
  const kept: string[] = [];
  const cookies = new Map<string, LandingCookie>();
  let found = false;
  for (const part of query.split('&')) {
    const separator = part.indexOf('=');
    const name = decoded(separator < 0 ? part : part.slice(0, separator));
    const parameter = name === undefined ? undefined : LANDING_PARAMETERS[name];
    if (!parameter) {
      if (part !== '') kept.push(part);
      continue;
    }
    found = true;
    const value = separator < 0 ? '' : decoded(part.slice(separator + 1));
    if (!cookies.has(parameter.cookie) && isTrackingCode(value)) {
      cookies.set(parameter.cookie, { name: parameter.cookie, value, maxAgeS: parameter.maxAgeS(value) });
    }
  }
  if (!found) return undefined;
  return { cookies: [...cookies.values()], search: kept.length > 0 ? `?${kept.join('&')}` : '' };
}

/** A query component as form encoding reads it (`+` is a space), or undefined when it cannot be read. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The affiliate a booking call applies: the one its body names, else the one the visitor's cookie
 * remembers (a malformed cookie counts as none). The browser never has to read or send the cookie.
 */
export function bookingAffiliate(
  fromBody: string | null | undefined,
  fromCookie: string | undefined,
): string | null {
  if (fromBody) return fromBody;
  return isTrackingCode(fromCookie) ? fromCookie : null;
}
