import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Partner and campaign links (docs/decisions/0038): `?affiliate=` and `?utm_source=` on any page set
 * their cookies through a redirect to the clean address, which the shared page cache never stores, and
 * the booking calls apply the affiliate cookie when the call names none.
 */
let t: TestApp;
let f: BookingFixture;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  f = await prepareBookingFixture(t);
  await t.database.db.execute(sql`insert into coupons (code, percent, affiliate_code, max_uses_per_user)
    values ('T-COPA', 10, 'copa', 100)`);
}, 300_000);
afterAll(() => t?.close());
beforeEach(() => t.app.pageCache.clear());

const DAY = 24 * 60 * 60;

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : ([] as string[]).concat(value as string | string[]);
};

describe('a partner link', () => {
  it('sets a 30-day affiliate cookie, 50 days for copa, and redirects to the clean address', async () => {
    for (const [code, days] of [
      ['partner-1', 30],
      ['copa', 50],
      ['Copa', 50],
    ] as const) {
      const res = await page(`/about?affiliate=${code}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/about');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(setCookies(res)).toEqual([
        `affiliate=${code}; Max-Age=${days * DAY}; Path=/; HttpOnly; SameSite=Lax`,
      ]);
    }
  });

  it('keeps the other parameters, sets the 7-day campaign cookie, and is Secure over https', async () => {
    const res = await page('/search?cities=2&affiliate=copa&utm_source=mail&page=1', {
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/search?cities=2&page=1');
    expect(setCookies(res)).toEqual([
      `affiliate=copa; Max-Age=${50 * DAY}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      `utm_source=mail; Max-Age=${7 * DAY}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it('ignores a malformed code: clean address, no cookie', async () => {
    for (const value of ['a%20b', 'x%3By%3DHttpOnly', '%3Cscript%3E', 'a'.repeat(41), '%E0%A4%A', '']) {
      const res = await page(`/about?affiliate=${value}`);
      expect(res.statusCode, value).toBe(302);
      expect(res.headers.location).toBe('/about');
      expect(setCookies(res), value).toEqual([]);
    }
  });

  it('never redirects off the site, nor a client navigation’s data request', async () => {
    const offSite = await page('//evil.example/about?affiliate=copa');
    expect(offSite.statusCode).toBe(302);
    expect(offSite.headers.location).toBe('/evil.example/about');
    const data = await t.app.inject({ method: 'GET', url: '/about.data?affiliate=copa' });
    expect(data.statusCode).not.toBe(302);
    expect(setCookies(data)).toEqual([]);
  });
});

describe('the shared page cache', () => {
  it('stores nothing from a landing and serves the next visitor no cookie', async () => {
    await page('/about?affiliate=copa');
    expect(t.app.pageCache.size).toBe(0);
    const next = await page('/about');
    expect(next.statusCode).toBe(200);
    expect(setCookies(next)).toEqual([]);
    expect(t.app.pageCache.size).toBe(1);
    // A visitor who landed gets the same shared page, without a cookie and without their code in it.
    const landed = await page('/about', { cookie: 'affiliate=copa-xyz; utm_source=mail-xyz' });
    expect(landed.statusCode).toBe(200);
    expect(setCookies(landed)).toEqual([]);
    expect(landed.payload).toBe(next.payload);
    expect(landed.payload).not.toContain('xyz');
    expect(String(landed.headers['cache-control'] ?? '')).not.toContain('private');
  });

  it('cannot be filled with one entry per code', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await page(`/about?affiliate=code-${i}&utm_source=src-${i}`);
      expect(res.statusCode).toBe(302);
    }
    expect(t.app.pageCache.size).toBe(0);
    await page('/about');
    expect(t.app.pageCache.size).toBe(1);
  });

  it('is filled by a visitor who landed: the render never sees their cookies', async () => {
    const res = await page('/about', { cookie: 'affiliate=copa-abc' });
    expect(res.statusCode).toBe(200);
    expect(t.app.pageCache.size).toBe(1);
    expect(res.payload).not.toContain('copa-abc');
  });
});

describe('the booking calls', () => {
  const validate = (cookie: string | undefined, extra: Record<string, unknown> = {}) =>
    call(t, 'validate-coupon', {
      ...(cookie === undefined ? {} : { cookie }),
      payload: { coupon_code: 'T-COPA', experience_id: f.experienceId, ...extra },
    });

  it('apply the affiliate cookie when the call names no affiliate', async () => {
    expect((await validate('affiliate=copa')).statusCode).toBe(200);
    expect((await validate('affiliate=COPA')).json()).toMatchObject({ percent: 10 });
    for (const [cookie, extra] of [
      [undefined, {}],
      ['affiliate=other', {}],
      ['affiliate=copa', { affiliateCode: 'other' }],
      ['affiliate=co pa', {}],
    ] as const) {
      const refused = await validate(cookie, extra);
      expect(refused.statusCode, String(cookie)).toBe(400);
      expect(refused.json()).toMatchObject({ error_reason: 'COUPON_NOT_VALID_FOR_AFFILIATE' });
    }
    expect((await validate('affiliate=other', { affiliateCode: 'copa' })).statusCode).toBe(200);
  });

  it('price a booking with an affiliate’s coupon from the cookie a landing set', async () => {
    const landing = await page('/about?affiliate=copa');
    const cookie = setCookies(landing)[0]!.split(';')[0]!;
    const payload = {
      experience_id: f.experienceId,
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2, children: 0, babies: 0, seniors: 0 },
      coupon_code: 'T-COPA',
    };
    const withCookie = await call(t, 'booking/quote', { cookie, payload });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json().data).toMatchObject({ coupon_percent: 10, coupon_discount: 10 });
    const without = await call(t, 'booking/quote', { payload });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'COUPON_NOT_VALID_FOR_AFFILIATE',
      error_reason: 'COUPON_NOT_VALID_FOR_AFFILIATE',
    });
  });
});

describe('the referral landing and the device cookie (decision 0042)', () => {
  const DEVICE = 'AbCdEfGhIjKlMnOpQrStUv12';

  it('gives a browser without one a 400-day HttpOnly device cookie, and keeps an existing one', async () => {
    const res = await page('/referent/MARTA-2026');
    expect(res.statusCode).toBe(302);
    const device = setCookies(res).find((line) => line.startsWith('device_id='));
    expect(device).toMatch(/^device_id=[A-Za-z0-9]{24};/);
    expect(device?.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=34560000',
      'Path=/',
      'SameSite=Lax',
    ]);
    expect(setCookies(res).some((line) => line.startsWith('referent=MARTA-2026;'))).toBe(true);

    const again = await page('/referent/MARTA-2026', { cookie: `device_id=${DEVICE}` });
    expect(setCookies(again).some((line) => line.startsWith('device_id='))).toBe(false);
    // A malformed id is replaced.
    const forged = await page('/referent/MARTA-2026', { cookie: 'device_id=x;y' });
    expect(setCookies(forged).some((line) => /^device_id=[A-Za-z0-9]{24};/.test(line))).toBe(true);
  });

  it('does not make a page request private: the visitor gets the shared page, which never sees it', async () => {
    const shared = await page('/about');
    const res = await page('/about', { cookie: `device_id=${DEVICE}` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('private');
    expect(res.payload).toBe(shared.payload);
    expect(res.payload).not.toContain(DEVICE);
  });
});
