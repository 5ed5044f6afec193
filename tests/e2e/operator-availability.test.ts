import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { openSignedIn } from '../helpers/signed-in-page';
import { giveFixtureTo, travellerHours } from '../helpers/operator-availability';
import { operatorWorld } from '../helpers/operators';

/**
 * The operator's departures and availability pages in a real browser (docs/product.md § Schedule): the
 * owner of company A is refused a capacity below the seats sold, raises it, closes a departure and saves
 * a schedule, on a phone in Spanish and a desktop in English; the traveller's hours follow, axe finds
 * nothing serious and the phone page does not scroll sideways. TEST_NOW is Sunday 2026-11-22; the booking
 * fixture's Friday 27 is sold out (10 of 10 at 08:00, 4 of 4 at 14:00).
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
let f: BookingFixture;

beforeAll(async () => {
  const world = await operatorWorld(ctx.app);
  f = await prepareBookingFixture(ctx.app);
  await giveFixtureTo(ctx.app, f, world.companyA);
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
    },
  );
  closing.push(() => context.close());
  return { page, problems };
}

const journeys = [
  { size: 'phone', lang: 'es', sold: '08:00', seats: 10, closed: '2026-11-30', hour: '10:30' },
  { size: 'desktop', lang: 'en', sold: '14:00', seats: 4, closed: '2026-12-01', hour: '11:45' },
] as const;

describe('the departures calendar', () => {
  for (const { size, lang, sold, seats, closed } of journeys) {
    const words = TEXT[lang].operatorAvailability;
    it(`changes a capacity, refuses one below the sold seats and closes a departure (${size}, ${lang})`, async () => {
      const { page, problems } = await openAsOwner(
        ctx.browser,
        size,
        lang,
        `/operator/departures?month=2026-11&experience=${f.experienceId}`,
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(words.departures.title);
      // A section of the workspace: its navigation marks the page, the filter names the experience.
      const nav = page.getByRole('navigation', { name: TEXT[lang].operator.title });
      const here = nav.getByRole('link', { name: TEXT[lang].operator.nav.departures });
      expect(await here.getAttribute('aria-current')).toBe('page');
      const [named] = await queryRows<{ name: string }>(
        ctx.app.database.db,
        sql`select name from experience_translations where experience_id = ${f.experienceId}
          order by lang_code = ${lang} desc, lang_code = 'es' desc limit 1`,
      );
      const filter = page.getByLabel(words.departures.experience);
      await expect.poll(() => filter.locator('option:checked').textContent()).toBe(named!.name);
      const day = page.locator('[data-testid="departure-day"][data-date="2026-11-27"]');
      const row = day.locator(`[data-testid="departure"][data-hour="${sold}"]`);
      await expect
        .poll(() => row.textContent())
        .toContain(words.departures.sold.replace('{{sold}}', String(seats)));

      const capacity = row.getByLabel(words.departures.capacity);
      await capacity.fill(String(seats - 1));
      await row.getByRole('button', { name: words.departures.saveCapacity }).click();
      await expect.poll(() => row.getByTestId('departure-error').textContent()).toContain(String(seats));

      await capacity.fill(String(seats + 2));
      await row.getByRole('button', { name: words.departures.saveCapacity }).click();
      await expect.poll(() => row.textContent()).toContain(words.departures.left.replace('{{left}}', '2'));
      expect((await travellerHours(ctx.app, f.experienceId, '2026-11-27'))[sold]).toBe(2);

      if (closed.startsWith('2026-12'))
        await page.getByRole('link', { name: words.departures.nextMonth }).click();
      const other = page.locator(
        `[data-testid="departure-day"][data-date="${closed}"] [data-testid="departure"][data-hour="08:00"]`,
      );
      await other.getByRole('button', { name: words.departures.close }).click();
      await expect
        .poll(() => other.getByTestId('departure-state').textContent())
        .toBe(words.departures.closed);
      expect(await travellerHours(ctx.app, f.experienceId, closed)).not.toHaveProperty('08:00');

      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      // The refusals the journey provokes are answered 400 and 409 on purpose.
      expect(problems.filter((problem) => !/status of 40[09]/.test(problem))).toEqual([]);
    });
  }
});

describe('the availability editor', () => {
  for (const { size, lang, hour } of journeys) {
    const words = TEXT[lang].operatorAvailability.schedule;
    it(`saves every-day hours and names a refused field (${size}, ${lang})`, async () => {
      const { page, problems } = await openAsOwner(
        ctx.browser,
        size,
        lang,
        `/operator/experiences/${f.experienceId}/availability`,
      );
      const form = page.getByTestId('experience-schedule');
      await form.getByLabel(words.allDays).check();
      const everyDay = form.getByRole('group', { name: words.everyDay });
      await everyDay.getByRole('button', { name: words.addHour }).click();
      await everyDay.getByLabel(words.hour).last().fill(hour);
      await everyDay.getByLabel(words.capacity).last().fill('0');
      await form.getByRole('button', { name: words.save }).click();
      await expect
        .poll(() => page.getByTestId('schedule-issues').textContent())
        .toContain(TEXT[lang].operatorAvailability.errors.capacity);

      await everyDay.getByLabel(words.capacity).last().fill('7');
      await form.getByRole('button', { name: words.save }).click();
      await expect.poll(() => page.getByText(words.saved).count()).toBeGreaterThan(0);
      expect(await travellerHours(ctx.app, f.experienceId, '2026-12-06')).toMatchObject({ [hour]: 7 });

      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      // The refusals the journey provokes are answered 400 and 409 on purpose.
      expect(problems.filter((problem) => !/status of 40[09]/.test(problem))).toEqual([]);
    });
  }
});
