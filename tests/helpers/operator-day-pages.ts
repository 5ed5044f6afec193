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

/**
 * Waits until the check-in page answers a scan with `kind` (`data-kind` of its result), whatever the
 * number of frames the decoder needs; fails at once, saying so, if the camera could not start (the page's
 * alert), and otherwise after `timeout` with what the page shows.
 */
export async function waitForScanAnswer(page: Page, kind: 'valid' | 'already', timeout = 45_000) {
  const answered = page.locator(`[data-testid="check-in-result"][data-kind="${kind}"]`);
  // The camera's own alert (the page has an empty, hidden one for route announcements).
  const cameraFailed = page.locator('p[role="alert"]');
  try {
    await answered.or(cameraFailed).first().waitFor({ timeout });
  } catch (error) {
    const result = page.getByTestId('check-in-result');
    const shown = `${await result.getAttribute('data-kind')}: ${await result.textContent()}`;
    const video = await page.evaluate(() => {
      const element = document.querySelector('video');
      return element
        ? `readyState ${element.readyState}, ${element.videoWidth}×${element.videoHeight}, paused ${element.paused}, time ${element.currentTime}, stream ${Boolean(element.srcObject)}`
        : 'no video';
    });
    const queue = await page.evaluate(() => localStorage.getItem('rumboCheckInQueue'));
    await page.screenshot({ path: 'test-results/operator-day-scan-unanswered.png', fullPage: true });
    throw new Error(
      `no "${kind}" answer in ${timeout} ms; the page shows "${shown}"; video ${video}; queue ${queue}`,
      { cause: error },
    );
  }
  if ((await answered.count()) === 0) {
    throw new Error(`the camera did not start: ${await cameraFailed.first().textContent()}`);
  }
}
