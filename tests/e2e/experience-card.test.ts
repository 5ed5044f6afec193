import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const t = useBrowserApp({ seed: true, experiences: 40, web: true });

describe('experience cards', () => {
  it('swipe through four photos with the arrows, and open the experience in a new tab (desktop, en)', async () => {
    const page = await t.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
    });
    await gotoHydrated(page, `${t.app.baseUrl}/search`);
    const card = page.locator('#main article').first();
    const name = (await card.locator('h3').innerText()).replace(/\s*\(opens in a new tab\)$/i, '').trim();
    // The server sends one slide per card, dots for four and no arrows; the pointer over the card brings
    // the other three photos and the arrows.
    expect(await card.locator('picture').count()).toBe(1);
    expect(await card.locator('.photo-dots').getAttribute('style')).toContain('--dots:4');
    expect(await card.locator('button[aria-label$="photo of ' + name + '"]').count()).toBe(0);
    const strip = card.locator('a[aria-hidden="true"]');
    // A disabled arrow is hidden, so it is found by its label rather than its role.
    const next = card.locator(`button[aria-label="Next photo of ${name}"]`);
    const previous = card.locator(`button[aria-label="Previous photo of ${name}"]`);
    await card.hover();
    await expect.poll(() => card.locator('picture').count()).toBe(4);
    expect(await previous.isDisabled()).toBe(true);
    // The arrows sit over the photo, on either side of its middle.
    const [photo, arrow] = [await strip.boundingBox(), await next.boundingBox()];
    expect(Math.abs(arrow!.y + arrow!.height / 2 - (photo!.y + photo!.height / 2))).toBeLessThan(2);
    expect(arrow!.x + arrow!.width).toBeLessThan(photo!.x + photo!.width);
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

  it('the arrows come with the focus and work from the keyboard (desktop, en)', async () => {
    const page = await t.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
    });
    await gotoHydrated(page, `${t.app.baseUrl}/search`);
    const [first, second] = [page.locator('#main article').nth(0), page.locator('#main article').nth(1)];
    const slide = (card: typeof first) =>
      card.locator('a[aria-hidden="true"]').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
    // Keyboard: Tab from the filter button enters the first card (its heart, country and title), which
    // brings the arrows after them, and reaches its Next arrow (Previous is disabled).
    await page.locator('#main button').first().focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (label.startsWith('Next photo')) break;
    }
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focused).toMatch(/^Next photo of /);
    expect(await first.locator('button:focus').count()).toBe(1);
    expect(await first.locator('picture').count()).toBe(4);
    await page.keyboard.press('Enter');
    await expect.poll(() => slide(first)).toBe(1);
    await expect.poll(() => first.locator('.photo-dots').getAttribute('data-current')).toBe('1');
    // Shift+Tab from the Next arrow goes back through Previous (no longer disabled) to the card's title:
    // the arrows come after its links.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Previous photo of /,
    );
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('h3') !== null)).toBe(true);
    // The card next to it, not touched yet, is still one photo and no arrows.
    expect(await second.locator('picture').count()).toBe(1);
    expect(await second.locator('button[aria-label^="Next photo"]').count()).toBe(0);
    await page.close();
  });

  it('a phone swipes the strip by touch (phone, es)', async () => {
    const page = await t.browser.newPage({
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
      hasTouch: true,
    });
    await gotoHydrated(page, `${t.app.baseUrl}/search`);
    const card = page.locator('#main article').first();
    const strip = card.locator('a[aria-hidden="true"]');
    expect(await strip.locator('picture').count()).toBe(1);
    // A real swipe: the finger that lands on the first photo brings the other three, and the same gesture
    // moves the strip on. The events carry their own clock, a frame apart, and the finger rests before it
    // lifts: timed by the machine's load instead, a quick gesture flings past the second photo.
    const box = (await strip.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    let clock = Date.now() / 1000;
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, after = 0.016) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        timestamp: (clock += after),
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }],
      });
    const end = box.x + box.width * 0.16;
    await touch('touchStart', box.x + box.width * 0.8);
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.08));
    await touch('touchMove', end, 0.3);
    await touch('touchEnd', end);
    await expect.poll(() => strip.locator('picture').count()).toBe(4);
    // The swipe has settled on the second photo (its snap animation would undo a scroll started earlier),
    // and the dots follow.
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft === el.clientWidth)).toBe(true);
    // The current dot is drawn at the slide's place.
    const dots = card.locator('.photo-dots');
    const currentDot = () =>
      dots.evaluate((el) => [
        getComputedStyle(el).getPropertyValue('--current').trim(),
        getComputedStyle(el, '::after').left,
      ]);
    await expect.poll(currentDot).toEqual(['1', '15px']);
    // And on to the third photo by scrolling the strip.
    await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
    await expect.poll(currentDot).toEqual(['2', '27px']);
    await page.screenshot({ path: 'test-results/cards-es-phone.png' });
    await page.close();
  });

  it('shows ratings with two decimals in carousels and one in lists (desktop, es)', async () => {
    const page = await t.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'es-PA',
    });
    await gotoHydrated(page, `${t.app.baseUrl}/`);
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
