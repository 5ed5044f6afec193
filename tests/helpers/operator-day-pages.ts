import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { seriousViolations } from './axe';
import type { VIEWPORTS } from './browser';

/** Steps of the operator's day journey (tests/e2e/operator-day-journey.test.ts) on pages already open. */
type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;

/** Axe finds nothing serious, and a phone's page does not scroll sideways. */
export async function expectTidy(page: Page, size: Size) {
  expect(await seriousViolations(page)).toEqual([]);
  if (size === 'phone') {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
}

/** The workspace's section marked as the current page in its navigation. */
export const currentSection = (page: Page, lang: Lang) =>
  page
    .getByRole('navigation', { name: TEXT[lang].operator.title })
    .locator('[aria-current="page"]')
    .textContent();

/**
 * On the departures calendar (open on the departure's month): the 08:00 departure of `date` cancelled
 * through its dialog, which first names the bookings and travellers it touches and the refund; the row
 * then shows the departure closed with no seat sold.
 */
export async function cancelDepartureInCalendar(
  page: Page,
  options: {
    size: Size;
    lang: Lang;
    date: string;
    reason: string;
    bookings: number;
    travellers: number;
    refund: string;
  },
) {
  const { size, lang, date } = options;
  const words = TEXT[lang];
  const row = page.locator(
    `[data-testid="departure-day"][data-date="${date}"] [data-testid="departure"][data-hour="08:00"]`,
  );
  const cancellations = words.operator.cancellations;
  await row.getByRole('button', { name: cancellations.cancelDeparture }).click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.getByTestId('supplier-cancel-affected').textContent())
    .toContain(
      cancellations.affected
        .replace('{{bookings}}', String(options.bookings))
        .replace('{{travellers}}', String(options.travellers)),
    );
  expect(await dialog.textContent()).toContain(options.refund);
  await dialog.getByLabel(cancellations.reasonLabel).fill(options.reason);
  await expectTidy(page, size);
  await page.screenshot({ path: `test-results/operator-day-cancel-${size}-${lang}.png` });
  await dialog.getByRole('button', { name: cancellations.confirm }).click();
  await expect
    .poll(() => row.getByTestId('departure-state').textContent())
    .toBe(words.operatorAvailability.departures.closed);
  expect(await row.textContent()).toContain(
    words.operatorAvailability.departures.sold.replace('{{sold}}', '0'),
  );
  await expectTidy(page, size);
}
