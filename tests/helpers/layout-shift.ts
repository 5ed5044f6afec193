import type { Page } from 'playwright-core';

/**
 * Sums the page's layout shifts from now on, once the web font has loaded (its swap during load is not
 * what a test watches). Returns a function that reads the sum.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
