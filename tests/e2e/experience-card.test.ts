import { describe, expect, it } from 'vitest';
import { hasChromium, VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';

const t = useBrowserApp({ seed: true, experiences: 40, web: true });

describe.runIf(hasChromium())('experience cards', () => {
  it('swipe through four photos with the arrows, and open the experience in a new tab (desktop, en)', async () => {
    const page = await t.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    await page.goto(`${t.app.baseUrl}/search`, { waitUntil: 'networkidle' });
    const card = page.locator('#main article').first();
    const name = (await card.locator('h3').innerText()).replace(/\s*\(opens in a new tab\)$/i, '').trim();
    expect(await card.locator('ul li picture').count()).toBe(4);
    const strip = card.locator('ul').first();
    // A disabled arrow is hidden, so it is found by its label rather than its role.
    const next = card.locator(`button[aria-label="Next photo of ${name}"]`);
    const previous = card.locator(`button[aria-label="Previous photo of ${name}"]`);
    expect(await previous.isDisabled()).toBe(true);
    await card.hover();
    await next.click();
    const slide = () => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
    await expect.poll(slide).toBe(1);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    for (const index of [2, 3]) {
      await next.click();
      await expect.poll(slide).toBe(index);
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    // Title and photos open the experience page in a new tab; the country label stays in this tab.
    expect(await card.locator('h3 a').getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.locator('h3 a').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(await card.locator('h3 a').getAttribute('href'));
    expect(await popup.title()).toContain(name);
    await popup.close();
    await page.close();
  });

  it('a phone swipes the strip by touch scrolling (phone, es)', async () => {
    const page = await t.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'es-PA', hasTouch: true });
    await page.goto(`${t.app.baseUrl}/search`, { waitUntil: 'networkidle' });
    const strip = page.locator('#main article').first().locator('ul').first();
    await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
    const dots = page.locator('#main article').first().locator('ol li');
    await expect.poll(() => dots.nth(2).getAttribute('class')).toMatch(/bg-surface(?!\/)/);
    await page.screenshot({ path: 'test-results/cards-es-phone.png' });
    await page.close();
  });

  it('shows ratings with two decimals in carousels and one in lists (desktop, es)', async () => {
    const page = await t.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'es-PA' });
    await page.goto(`${t.app.baseUrl}/`, { waitUntil: 'networkidle' });
    const rating = 'article span.tabular.font-medium';
    const inCarousel = await page.locator(`[aria-roledescription="carousel"] ${rating}`).allTextContents();
    const inGrid = await page.locator(`#main section:last-of-type ${rating}`).allTextContents();
    expect(inCarousel.length).toBeGreaterThan(0);
    expect(inGrid.length).toBeGreaterThan(0);
    for (const text of inCarousel) expect(text).toMatch(/^\d\.\d\d$/);
    for (const text of inGrid) expect(text).toMatch(/^\d\.\d$/);
    await page.close();
  });
});
