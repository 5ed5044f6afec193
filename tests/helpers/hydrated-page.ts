import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until React has hydrated the page: what a visitor waits for before a tap does what the app
 * says, rather than for the network to go quiet (which also waits on requests nobody looks at, and
 * not at all for a page whose scripts are cached). React DOM links each element it hydrates to its
 * fiber; `<body>` completes after every element inside it, so its link means the page below it is
 * React's. Data a page fetches after that is waited for where the test looks at it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/** `page.goto` that returns once the page has hydrated (see `waitForHydration`). */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** `page.reload` that returns once the page has hydrated again. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}
