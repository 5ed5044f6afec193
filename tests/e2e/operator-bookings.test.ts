import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { openSignedIn } from '../helpers/signed-in-page';
import { giveFixtureTo } from '../helpers/operator-availability';
import { operatorWorld } from '../helpers/operators';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';

/**
 * The operator's bookings and a departure's manifest in a real browser (docs/product.md § Bookings and
 * manifests): the owner of company A filters the list to one day, opens the departure's manifest from a
 * booking, sees its totals and pickups, and downloads its CSV; on a phone in Spanish and a desktop in
 * English, axe finds nothing serious and the phone page does not scroll sideways.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
let f: BookingFixture;
const booked: InsertedPurchase[] = [];

beforeAll(async () => {
  const world = await operatorWorld(ctx.app);
  f = await prepareBookingFixture(ctx.app);
  await giveFixtureTo(ctx.app, f, world.companyA);
  const at = { experienceId: f.experienceId, bookingDate: '2026-11-26', bookingHour: '08:00' };
  booked.push(
    await insertPurchase(ctx.app.database.db, {
      ...at,
      firstName: 'Marta',
      lastName: 'Quintero',
      pickup: { latitude: 8.99, longitude: -79.51, address: 'Hotel Las Américas' },
    }),
    await insertPurchase(ctx.app.database.db, {
      ...at,
      firstName: 'Julio',
      lastName: 'Arosemena',
      addOns: [],
    }),
  );
}, 300_000);

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

async function openAsOwner(browser: Browser, size: Size, lang: Lang, path: string) {
  const signedIn = await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
  const { context, page, problems } = await openSignedIn(
    browser,
    ctx.app.baseUrl,
    sessionCookie(signedIn),
    path,
    {
      viewport: VIEWPORTS[size],
      locale: lang,
      lang,
      acceptDownloads: true,
    },
  );
  closing.push(() => context.close());
  return { page, problems };
}

describe('bookings and manifests', () => {
  for (const { size, lang } of [
    { size: 'phone', lang: 'es' },
    { size: 'desktop', lang: 'en' },
  ] as const) {
    const words = TEXT[lang].operator.bookings;
    it(`lists a day's bookings, opens the manifest and downloads its CSV (${size}, ${lang})`, async () => {
      const { page, problems } = await openAsOwner(
        ctx.browser,
        size,
        lang,
        '/operator/bookings?from=2026-11-26&to=2026-11-26',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.list.title);
      const nav = page.getByRole('navigation', { name: TEXT[lang].operator.title });
      expect(
        await nav.getByRole('link', { name: TEXT[lang].operator.nav.bookings }).getAttribute('aria-current'),
      ).toBe('page');
      await expect
        .poll(() => page.getByTestId('bookings-count').textContent())
        .toBe(words.list.count_other.replace('{{count}}', '2'));
      const shown = page.getByTestId(size === 'phone' ? 'booking-card' : 'booking-row');
      expect(await shown.count()).toBe(2);
      expect(await shown.first().textContent()).toContain(booked[0]!.code);
      expect(await shown.getByText('Marta Quintero').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `test-results/operator-bookings-${lang}-${size}.png`, fullPage: true });

      await (
        size === 'phone'
          ? shown.first().getByRole('link', { name: words.list.manifest })
          : shown.first().getByRole('link').first()
      ).click();
      await page.waitForURL(`**/operator/departures/${f.experienceId}/2026-11-26/0800`);
      await expect
        .poll(() => page.getByTestId('manifest-totals').textContent())
        .toContain(words.manifest.bookingsCount.replace('{{count}}', '2'));
      expect(await page.getByTestId('manifest-pickups').textContent()).toContain('Hotel Las Américas');
      expect(await page.getByRole('button', { name: words.manifest.print }).isVisible()).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.manifest.csv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^manifest-[a-z0-9-]+-2026-11-26-0800\.csv$/);
      const saved = join(process.env.TMPDIR ?? tmpdir(), `manifest-${lang}-${size}-${Date.now()}.csv`);
      await download.saveAs(saved);
      const csv = (await readFile(saved, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]!.split(',').slice(0, 2)).toEqual([words.csv.code, words.csv.traveller]);
      expect(csv.filter((line) => line.includes(booked[1]!.code))).toHaveLength(1);

      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `test-results/operator-manifest-${lang}-${size}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  }
});
