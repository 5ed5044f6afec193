import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openPage } from '../helpers/chrome-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/** "3 of 12 reviews": what the list says it shows (its status line). */
const shownLine = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^\d+ of \d+ reviews$/ })
    .textContent();

const line = (total: number) => `${Math.min(3, total)} of ${total} reviews`;

describe("the reviews' order and filters in the address", () => {
  it('are kept in the URL: the back button and a shared link restore them (en, desktop)', async () => {
    // An experience with reviews of more than one number of stars.
    const list = await ctx.api('/api/v1/experiences/simple?limit=40', 'en');
    let target: { url: string; total: number; stars: number; starsTotal: number } | undefined;
    for (const item of list.data as { id: number; url: string; reviews_count: number }[]) {
      if (item.reviews_count < 4) continue;
      for (const stars of [5, 4, 3, 2, 1]) {
        const reply = await ctx.api(`/api/v1/experience/${item.id}/reviews?stars=${stars}`, 'en');
        const count: number = reply.pagination.total_records;
        if (count > 0 && count < item.reviews_count) {
          target = { url: item.url, total: item.reviews_count, stars, starsTotal: count };
          break;
        }
      }
      if (target) break;
    }
    if (!target) throw new Error('the seeded catalogue has no experience with mixed reviews');

    const { page, errors, close } = await openPage(ctx.browser, `${ctx.app.baseUrl}${target.url}`, {
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
    });
    const sort = page.locator('select[id$="-sort"]');
    const stars = page.locator('select[id$="-stars"]');
    await sort.scrollIntoViewIfNeeded();
    await expect.poll(() => shownLine(page)).toBe(line(target.total));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await stars.selectOption(String(target.stars));
    await page.waitForURL((url) => url.searchParams.get('reviewStars') === String(target.stars));
    await expect.poll(() => shownLine(page)).toBe(line(target.starsTotal));
    // The list changed in place: the page neither reloaded nor jumped to the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await sort.selectOption('lowest');
    await page.waitForURL((url) => url.searchParams.get('reviewSort') === 'lowest');
    expect(new URL(page.url()).searchParams.get('reviewStars')).toBe(String(target.stars));

    // Back: the order goes, the stars stay; back again: the plain list.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('reviewSort'));
    // The address changes first; React Router then renders the page for it.
    await expect.poll(() => sort.inputValue()).toBe('newest');
    expect(await stars.inputValue()).toBe(String(target.stars));
    await expect.poll(() => shownLine(page)).toBe(line(target.starsTotal));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('reviewStars'));
    await expect.poll(() => stars.inputValue()).toBe('');
    await expect.poll(() => shownLine(page)).toBe(line(target.total));
    await close();

    // A shared link opens on the same list.
    const shared = await openPage(
      ctx.browser,
      `${ctx.app.baseUrl}${target.url}?reviewStars=${target.stars}&reviewSort=lowest`,
      { viewport: VIEWPORTS.desktop, locale: 'en-US' },
    );
    expect(await shared.page.locator('select[id$="-sort"]').inputValue()).toBe('lowest');
    expect(await shared.page.locator('select[id$="-stars"]').inputValue()).toBe(String(target.stars));
    await expect.poll(() => shownLine(shared.page)).toBe(line(target.starsTotal));
    expect([...errors, ...shared.errors]).toEqual([]);
    await shared.close();
  });
});
