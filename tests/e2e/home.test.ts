import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 60, web: true });

describe('home page', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders on the server, hydrates and loads more experiences (${size}, es then en)`, async () => {
      const context = await ctx.browser.newContext({ viewport, locale: 'es-PA' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

      const response = await gotoHydrated(page, ctx.app.baseUrl);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe('Vive lo mejor de cada destino');
      const cards = page.locator('section[aria-labelledby="all-experiences"] article');
      expect(await cards.count()).toBe(8);
      // The category chips draw their icons inline, and no SVG is drawn as an image: Chromium builds a
      // document for each one (decision 0017).
      const chips = page.getByRole('navigation', { name: 'Categorías' }).locator('a');
      expect(await chips.count()).toBeGreaterThan(3);
      expect(await chips.locator('svg path, svg circle, svg rect').count()).toBeGreaterThan(
        await chips.count(),
      );
      expect(await page.locator('img[src$=".svg"], image').count()).toBe(0);
      await page.screenshot({ path: `test-results/home-es-${size}.png`, fullPage: true, caret: 'initial' });

      await page.getByRole('link', { name: 'Ver más' }).click();
      await expect.poll(() => cards.count()).toBe(16);

      // Phones choose the language in the settings drawer, wider screens in the header's popover.
      await page
        .getByRole('button', { name: size === 'phone' ? 'Abrir cuenta, país e idioma' : /^País e idioma/ })
        .click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Live the best of every destination');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.screenshot({ path: `test-results/home-en-${size}.png`, fullPage: true, caret: 'initial' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('carousels render their first screenful, the rest when the visitor reaches for it or auto-play moves on (desktop, en)', async () => {
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    await gotoHydrated(page, ctx.app.baseUrl);
    const carousels = page.locator('section[aria-labelledby^="carousel-"] [aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(2);
    // How many experiences each carousel has, from the page's own data: the first screenful, and the rest
    // as JSON text the carousel parses when it needs them.
    const sizes = await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: {
            state: {
              loaderData: Record<
                string,
                { carousels: { cards: { first: unknown[]; more: string | null } }[] }
              >;
            };
          };
        }
      ).__reactRouterDataRouter.state.loaderData['routes/home']!.carousels.map(
        ({ cards }) => cards.first.length + (cards.more ? (JSON.parse(cards.more) as unknown[]).length : 0),
      ),
    );
    expect(sizes.length).toBe(await carousels.count());
    expect(sizes.slice(0, 3).every((size) => size > 3)).toBe(true);
    const [first, second, third] = [carousels.nth(0), carousels.nth(1), carousels.nth(2)];
    for (const carousel of [first, second, third]) expect(await carousel.locator('article').count()).toBe(3);
    const offset = (carousel: typeof first) =>
      carousel
        .locator('ul')
        .first()
        .evaluate((el) => el.scrollLeft);

    // Mouse: the pointer over the carousel brings the rest; Next then moves the strip.
    await first.hover();
    await expect.poll(() => first.locator('article').count()).toBe(sizes[0]);
    await first.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => offset(first)).toBeGreaterThan(0);

    // Keyboard: focus on its Next button brings the rest, Enter moves the strip.
    await second.getByRole('button', { name: 'Next', exact: true }).focus();
    await expect.poll(() => second.locator('article').count()).toBe(sizes[1]);
    await page.keyboard.press('Enter');
    await expect.poll(() => offset(second)).toBeGreaterThan(0);

    // Auto-play (6 s) moves a carousel on screen that nobody touched, with the rest of its items.
    await page.mouse.move(0, 0);
    await third.scrollIntoViewIfNeeded();
    await expect.poll(() => offset(third), { timeout: 12_000 }).toBeGreaterThan(0);
    expect(await third.locator('article').count()).toBe(sizes[2]);
    // A carousel far below has not moved, nor rendered more.
    const last = carousels.last();
    expect(await offset(last)).toBe(0);
    expect(await last.locator('article').count()).toBe(Math.min(3, sizes.at(-1)!));
    await context.close();
  });

  it('skips the layout of the sections below the first screen while loading, then lays them out (phone)', async () => {
    const below = 'section[aria-labelledby^="carousel-"], section[aria-labelledby="all-experiences"]';
    // Without the app (the HTML as it arrives): the carousels and the grid skip their layout and take their
    // usual height; the sections of the first screen are laid out.
    const still = await ctx.browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto(ctx.app.baseUrl);
    const sections = html.locator(below);
    const count = await sections.count();
    expect(count).toBeGreaterThan(2);
    const last = sections.nth(count - 2);
    expect(await last.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    expect(await last.evaluate((el) => el.getBoundingClientRect().height)).toBe(524); // 484 px of content and 40 of padding, as when laid out
    expect(await html.locator('section[aria-labelledby="highlights"].skip-offscreen').count()).toBe(0);
    // Scrolled to, a skipped section is drawn with its cards.
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('article').first().isVisible()).toBe(true);
    await still.close();

    // With the app: once the browser is idle every section is laid out for real, so a scroll position
    // (the back button's) is measured on the page's true height.
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-PA' });
    const page = await context.newPage();
    await gotoHydrated(page, ctx.app.baseUrl);
    expect(await page.locator(below).count()).toBe(count);
    await expect.poll(() => page.locator('.skip-offscreen').count()).toBe(0);
    // A page the app renders itself is laid out at once: no section is ever drawn skipped.
    await page.locator('footer a[href="/faqs"]').click();
    await page.waitForURL(`${ctx.app.baseUrl}/faqs`);
    await page.evaluate(() => {
      const skipped: Element[] = [];
      (window as unknown as { skipped: Element[] }).skipped = skipped;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              skipped.push(
                ...[node, ...node.querySelectorAll('*')].filter((el) => el.matches('.skip-offscreen')),
              );
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${ctx.app.baseUrl}/`);
    await expect.poll(() => page.locator(below).count()).toBe(count);
    expect(await page.evaluate(() => (window as unknown as { skipped: Element[] }).skipped.length)).toBe(0);
    await context.close();
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const page = await ctx.browser.newPage({ locale: 'es-PA' });
    const response = await page.goto(`${ctx.app.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).count()).toBe(1);
    // A malformed query is the visitor's mistake: 400, never a 500.
    expect((await fetch(`${ctx.app.baseUrl}/?country=abc`)).status).toBe(400);
    expect((await fetch(`${ctx.app.baseUrl}/?page=0`)).status).toBe(400);
    await page.close();
  });
});
