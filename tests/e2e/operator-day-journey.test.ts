import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving, signUpVerified } from '../helpers/accounts';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cardPurchase } from '../helpers/cancel';
import { attendanceOf, voucherOf } from '../helpers/check-in';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';
import { browserFilmingVoucher } from '../helpers/fake-camera';
import { giveFixtureTo } from '../helpers/operator-availability';
import {
  cancelDepartureInCalendar,
  currentSection,
  expectTidy,
  waitForScanAnswer,
} from '../helpers/operator-day-pages';
import { operatorWorld } from '../helpers/operators';
import { insertPurchase } from '../helpers/purchase-factory';
import { openSignedIn } from '../helpers/signed-in-page';
import { TEST_NOW } from '../helpers/test-app';

/**
 * An operator's day in a real browser (issue 28, docs/product.md § Bookings and manifests, § Check-in,
 * § Supplier cancellations). A traveller books and pays two departures of company A's experience; on the
 * first one's day (the app's clock moved to 07:30 there) the owner finds the booking in /operator/bookings,
 * opens the departure's manifest and downloads its CSV, then opens /operator/check-in in a Chromium whose
 * fake camera films the voucher's QR as the server draws it: the camera reads it, the page shows the
 * traveller checked in in large type, the same code typed by hand answers "already", and the manifest
 * counts the check-in. Then the owner cancels the second departure from the departures calendar: the
 * traveller's agenda shows it cancelled by the operator with the full refund, and so does the e-mail in
 * /dev/mailbox. On a phone in Spanish and a desktop in English, axe clean, nothing wider than the screen;
 * screenshots in test-results/operator-day-*.png.
 */
let now = TEST_NOW;
const ctx = useBrowserApp({
  seed: true,
  experiences: 12,
  web: true,
  env: { CAPTCHA_PROVIDER: 'off' },
  clock: () => now,
});
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
  for (const close of closing.reverse()) await close();
});

async function openAs(browser: Browser, session: string, size: Size, lang: Lang, path: string) {
  const opened = await openSignedIn(browser, ctx.app.baseUrl, session, path, {
    viewport: VIEWPORTS[size],
    locale: lang,
    lang,
    acceptDownloads: true,
  });
  closing.push(() => opened.context.close());
  return opened;
}

const journeys = [
  {
    size: 'phone',
    lang: 'es',
    traveller: ['Lucía', 'Mora'],
    day: '2026-11-30',
    cancelDay: '2026-12-01',
    reason: 'Tormenta tropical: el mar está cerrado.',
  },
  {
    size: 'desktop',
    lang: 'en',
    traveller: ['Emma', 'Wilson'],
    day: '2026-12-02',
    cancelDay: '2026-12-03',
    reason: 'The boat broke down this morning.',
  },
] as const;

describe("an operator's day", () => {
  for (const { size, lang, traveller, day, cancelDay, reason } of journeys) {
    const words = TEXT[lang];
    const manifestWords = words.operator.bookings.manifest;
    it(`sees the booking, checks the traveller in by camera, cancels a departure (${size}, ${lang})`, async () => {
      // The traveller books and pays both departures (the second partly with her sign-up credit); another
      // traveller shares each of them.
      const buyer = await signUpVerified(
        ctx.app,
        { first_name: traveller[0], last_name: traveller[1] },
        lang,
      );
      const booked = await cardPurchase(ctx.app, f, buyer, { booking_date: day }, lang);
      const toCancel = await cardPurchase(
        ctx.app,
        f,
        buyer,
        { booking_date: cancelDay, apply_wallet: true },
        lang,
      );
      const other = await signUpVerified(ctx.app, {}, lang);
      await cardPurchase(ctx.app, f, other, { booking_date: cancelDay }, lang);
      await insertPurchase(ctx.app.database.db, {
        experienceId: f.experienceId,
        bookingDate: day,
        bookingHour: '08:00',
        firstName: 'Marta',
        lastName: 'Quintero',
        pickup: { latitude: 8.99, longitude: -79.51, address: 'Hotel Las Américas' },
      });
      const voucher = await voucherOf(ctx.app, booked.id);

      // The departure's day, 07:30 in Panama: the owner's bookings of the day, then the manifest.
      now = new Date(`${day}T12:30:00Z`);
      const owner = sessionCookie(await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD));
      const operator = await openAs(
        ctx.browser,
        owner,
        size,
        lang,
        `/operator/bookings?from=${day}&to=${day}`,
      );
      const list = words.operator.bookings.list;
      expect(await operator.page.getByRole('heading', { level: 1 }).textContent()).toBe(list.title);
      expect(await currentSection(operator.page, lang)).toBe(words.operator.nav.bookings);
      await expect
        .poll(() => operator.page.getByTestId('bookings-count').textContent())
        .toBe(list.count_other.replace('{{count}}', '2'));
      const shown = operator.page.getByTestId(size === 'phone' ? 'booking-card' : 'booking-row');
      const ours = shown.filter({ hasText: voucher.code });
      expect(await ours.textContent()).toContain(`${traveller[0]} ${traveller[1]}`);
      await expectTidy(operator.page, size);
      await operator.page.screenshot({
        path: `test-results/operator-day-bookings-${size}-${lang}.png`,
        fullPage: true,
      });
      await (
        size === 'phone' ? ours.getByRole('link', { name: list.manifest }) : ours.getByRole('link').first()
      ).click();
      const manifestPath = `/operator/departures/${f.experienceId}/${day}/0800`;
      await operator.page.waitForURL(`**${manifestPath}`);
      const totals = operator.page.getByTestId('manifest-totals');
      await expect
        .poll(() => totals.textContent())
        .toContain(manifestWords.bookingsCount.replace('{{count}}', '2'));
      expect(await totals.textContent()).toContain(manifestWords.checkedIn.replace('{{count}}', '0'));
      expect(await operator.page.getByTestId('manifest-pickups').textContent()).toContain(
        'Hotel Las Américas',
      );
      expect(await operator.page.getByRole('button', { name: manifestWords.print }).isVisible()).toBe(true);
      const videos = join(process.env.TMPDIR ?? tmpdir(), 'operator-day');
      mkdirSync(videos, { recursive: true });
      const [download] = await Promise.all([
        operator.page.waitForEvent('download'),
        operator.page.getByRole('button', { name: manifestWords.csv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^manifest-[a-z0-9-]+-${day}-0800\\.csv$`));
      const saved = join(videos, `manifest-${lang}-${size}.csv`);
      await download.saveAs(saved);
      const csv = (await readFile(saved, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]!.split(',').slice(0, 2)).toEqual([
        words.operator.bookings.csv.code,
        words.operator.bookings.csv.traveller,
      ]);
      expect(csv.filter((line) => line.includes(voucher.code))).toHaveLength(1);

      // Check-in: the camera films the voucher's QR and the page answers in large type.
      const camera = await browserFilmingVoucher(
        ctx.app.baseUrl,
        voucher,
        join(videos, `${lang}-${size}.y4m`),
      );
      closing.push(() => camera.close());
      const desk = await openAs(camera, owner, size, lang, '/operator/check-in');
      const checkIn = words.operator.checkIn;
      // The one page allowed the camera, for itself only.
      expect(desk.response?.headers()['permissions-policy']).toContain('camera=(self)');
      expect(await currentSection(desk.page, lang)).toBe(words.operator.nav.checkIn);
      await desk.page.getByRole('button', { name: checkIn.camera.start }).click();
      const result = desk.page.getByTestId('check-in-result');
      // The decoder may need several frames on a loaded machine: wait for the page's answer, not for time.
      await waitForScanAnswer(desk.page, 'valid');
      expect(await desk.page.getByTestId('check-in-traveller').textContent()).toBe(
        `${traveller[0]} ${traveller[1]}`,
      );
      expect(await result.textContent()).toContain(checkIn.result.valid);
      expect((await attendanceOf(ctx.app, booked.id)).checked_in_at).not.toBeNull();
      await desk.page.screenshot({
        path: `test-results/operator-day-check-in-${size}-${lang}.png`,
        fullPage: true,
      });
      await desk.page.getByRole('button', { name: checkIn.camera.stop }).click();
      // The same voucher's code typed by hand, in lower case with a space: already checked in.
      const typed = `${voucher.code.slice(0, 3).toLowerCase()} ${voucher.code.slice(3).toLowerCase()}`;
      await desk.page.getByLabel(checkIn.manual.label).fill(typed);
      await desk.page.getByRole('button', { name: checkIn.manual.submit }).click();
      await waitForScanAnswer(desk.page, 'already');
      await expectTidy(desk.page, size);
      expect(desk.problems).toEqual([]);

      // The manifest counts the check-in.
      await operator.page.reload();
      await expect
        .poll(() => totals.textContent())
        .toContain(manifestWords.checkedIn.replace('{{count}}', '1'));
      const entry = operator.page
        .getByTestId(size === 'phone' ? 'manifest-card' : 'manifest-table')
        .locator(size === 'phone' ? ':scope' : 'tr')
        .filter({ hasText: voucher.code });
      expect(await entry.textContent()).toContain(words.operator.bookings.attendance.checkedIn);
      await expectTidy(operator.page, size);
      await operator.page.screenshot({
        path: `test-results/operator-day-manifest-${size}-${lang}.png`,
        fullPage: true,
      });
      expect(operator.problems).toEqual([]);

      // The owner cancels the other departure from the calendar.
      const calendar = await openAs(
        ctx.browser,
        owner,
        size,
        lang,
        `/operator/departures?month=${cancelDay.slice(0, 7)}&experience=${f.experienceId}`,
      );
      const departure = { date: cancelDay, reason, bookings: 2, travellers: 2, refund: '$102' };
      await cancelDepartureInCalendar(calendar.page, { size, lang, ...departure });
      expect(calendar.problems).toEqual([]);

      // The traveller's agenda and e-mail: cancelled by the operator, refunded in full.
      const travellerSession = sessionCookie(await signInSolving(ctx.app, buyer.email, 'Secret123'));
      const agenda = await openAs(ctx.browser, travellerSession, size, lang, '/agenda/past-purchases');
      const card = agenda.page.getByTestId('purchase-cancellation');
      await expect.poll(() => card.count()).toBe(1);
      const text = await card.textContent();
      expect(text).toContain(words.agendaPage.canceledBySupplier);
      expect(text).toContain(words.agendaPage.supplierReason.replace('{{reason}}', reason));
      const buttons = words.agendaPage.purchaseButtons;
      expect(text).toContain(buttons.refundWallet.replace('{{amount}}', '$15'));
      expect(text).toContain(buttons.refundCard.replace('{{amount}}', '$36').split(' (')[0]);
      expect(await agenda.page.getByTestId('purchase-refunded').textContent()).toContain('$51');
      expect((await attendanceOf(ctx.app, toCancel.id)).status).toBe('canceled_by_supplier');
      await expectTidy(agenda.page, size);
      await agenda.page.screenshot({
        path: `test-results/operator-day-agenda-${size}-${lang}.png`,
        fullPage: true,
      });
      expect(agenda.problems).toEqual([]);

      await openMailboxEmail(agenda.page, ctx.app.baseUrl, buyer.email, 'purchase-cancellation');
      const mail = await agenda.page.locator('body').textContent();
      const email = words.emails.purchaseCancellation;
      expect(mail).toContain(email.intro.supplier);
      expect(mail).toContain(email.reason.replace('{{reason}}', reason));
      expect(mail).toContain(email.total);
      expect(mail).toContain('$51');
      await agenda.page.screenshot({
        path: `test-results/operator-day-mail-${size}-${lang}.png`,
        fullPage: true,
      });
    }, 180_000);
  }
});
