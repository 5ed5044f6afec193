import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { watchLayoutShift } from '../helpers/layout-shift';
import { VIEWPORTS } from '../helpers/browser';
import { CHROME_LABELS as LANGS, openDialogs, openPage } from '../helpers/chrome-page';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

const open = (options: BrowserContextOptions, path: string) =>
  openPage(ctx.browser, `${ctx.app.baseUrl}${path}`, options);

/** The id of the element holding focus and whether it sits inside an open modal dialog. */
const focusInfo = (page: Page) =>
  page.evaluate(() => ({
    insideDialog: document.activeElement?.closest('dialog[open]') != null,
    label: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  }));

describe('site chrome', () => {
  for (const [lang, text] of Object.entries(LANGS)) {
    it(`phone drawers open, trap focus, close by button, Escape, backdrop and navigation (${lang})`, async () => {
      const { page, errors, close } = await open({ viewport: VIEWPORTS.phone, locale: text.locale }, '/faqs');

      // Left drawer: the site navigation.
      const menuButton = page.getByRole('button', { name: text.openMenu });
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: text.menu });
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect((await focusInfo(page)).insideDialog).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect((await focusInfo(page)).insideDialog).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/chrome-menu-${lang}-phone.png`, caret: 'initial' });
      await page.keyboard.press('Escape');
      await expect.poll(() => openDialogs(page)).toBe(0);
      expect((await focusInfo(page)).label).toBe(text.openMenu);

      await menuButton.click();
      await menu.getByRole('link', { name: text.destinations }).click();
      await page.waitForURL(`${ctx.app.baseUrl}/destinations`);
      await expect.poll(() => openDialogs(page)).toBe(0);

      // Right drawer: country and language.
      const settingsButton = page.getByRole('button', { name: text.openSettings });
      await settingsButton.click();
      const settings = page.getByRole('dialog', { name: text.settings });
      await expect.poll(() => settings.isVisible()).toBe(true);
      expect((await focusInfo(page)).insideDialog).toBe(true);
      expect(await settings.getByLabel(text.country).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/chrome-settings-${lang}-phone.png`, caret: 'initial' });
      await settings.getByRole('button', { name: text.close }).click();
      await expect.poll(() => openDialogs(page)).toBe(0);

      // A click on the backdrop (left of the right drawer) closes it too.
      await settingsButton.click();
      await expect.poll(() => settings.isVisible()).toBe(true);
      await page.mouse.click(10, 400);
      await expect.poll(() => openDialogs(page)).toBe(0);

      // Choosing a country navigates (?country=), which closes the drawer.
      await settingsButton.click();
      await settings.getByLabel(text.country).selectOption({ label: 'Colombia' });
      await page.waitForURL(/\?country=\d+/);
      await expect.poll(() => openDialogs(page)).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('switches language from the phone drawer, re-rendering the document without a reload', async () => {
    // With the page's CSP in force (no axe here): a re-render that wrote an inline script or style without
    // the nonce would be refused, and Chromium logs the refusal as a console error.
    const phone = { viewport: VIEWPORTS.phone, locale: 'es-PA', bypassCSP: false };
    const { page, close } = await open(phone, '/about');
    const problems = watchTheConsole(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const spanishTitle = await page.title();
    await page.getByRole('button', { name: LANGS.es.openSettings }).click();
    await page
      .getByRole('dialog', { name: LANGS.es.settings })
      .getByRole('button', { name: 'English' })
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.title()).not.toBe(spanishTitle);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => openDialogs(page)).toBe(0);
    await page.getByRole('button', { name: LANGS.en.openMenu }).click();
    const menu = page.getByRole('dialog', { name: LANGS.en.menu });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Destinations',
      'Highlights',
      'Gift cards',
      'FAQs',
      'About us',
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the desktop header without drawer buttons', async () => {
    const { page, close } = await open({ viewport: VIEWPORTS.desktop, locale: 'es-PA' }, '/faqs');
    expect(await page.getByRole('button', { name: LANGS.es.openMenu }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: LANGS.es.openSettings }).isVisible()).toBe(false);
    const nav = page.locator('header').getByRole('navigation', { name: 'Explora' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Destinos', 'Destacados']);
    // Country and language sit in a popover whose button shows the current choice.
    const header = page.locator('header');
    const country = header.getByRole('combobox', { name: 'País' });
    const popover = header.getByRole('button', { name: /^País e idioma/ });
    expect(await country.isVisible()).toBe(false);
    expect(await popover.textContent()).toContain('Todos los países');
    expect(await popover.textContent()).toContain('es');
    await popover.click();
    expect(await popover.getAttribute('aria-expanded')).toBe('true');
    expect(await country.isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'English' }).isVisible()).toBe(true);
    // Escape closes it and gives the focus back to its button; so does a click elsewhere.
    await page.keyboard.press('Escape');
    expect(await country.isVisible()).toBe(false);
    expect(await popover.evaluate((el) => el === document.activeElement)).toBe(true);
    await popover.click();
    await page.mouse.click(10, 400);
    await expect.poll(() => country.isVisible()).toBe(false);
    // The choice shows on the button.
    await popover.click();
    await country.selectOption({ label: 'Colombia' });
    await page.waitForURL(/\?country=\d+/);
    await expect.poll(() => popover.textContent()).toContain('Colombia');
    await close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the header search on home only once the hero search has scrolled away (${size})`, async () => {
      // From 768 px; phones get a search button and their own bar instead (mobile-search.test.ts).
      const wide = viewport.width >= 768;
      const html = await (await fetch(`${ctx.app.baseUrl}/`)).text();
      expect(html).toMatch(/<div class="[^"]*\binvisible\b[^"]*"><form[^>]*role="search"/);

      const { page, close } = await open({ viewport, locale: 'es-PA' }, '/');
      // Only shifts from here on count: the header's own.
      const layoutShift = await watchLayoutShift(page);
      const headerSearch = page.locator('#header-search');
      const mainTop = () =>
        page.locator('main').evaluate((main) => main.getBoundingClientRect().top + scrollY);
      const before = await mainTop();
      expect(await headerSearch.isVisible()).toBe(false);
      await page.screenshot({ path: `test-results/chrome-header-home-es-${size}.png`, caret: 'initial' });

      await page.evaluate(() => {
        const hero = document.getElementById('hero-search')!.getBoundingClientRect();
        window.scrollTo(0, hero.bottom + window.scrollY);
      });
      await expect.poll(() => headerSearch.isVisible()).toBe(wide);
      await page.screenshot({ path: `test-results/chrome-header-search-es-${size}.png`, caret: 'initial' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => headerSearch.isVisible()).toBe(false);
      expect(await mainTop()).toBe(before);
      const shift = await layoutShift();
      expect(shift).toBe(0);

      // Elsewhere it is always there.
      await gotoHydrated(page, `${ctx.app.baseUrl}/faqs`);
      expect(await headerSearch.isVisible()).toBe(wide);
      await close();
    });

    it(`offers a back-to-top button after one screen and scrolls to the top on navigation (${size})`, async () => {
      for (const [lang, text] of Object.entries(LANGS)) {
        const { page, close } = await open({ viewport, locale: text.locale }, '/');
        const button = page.getByRole('button', { name: text.backToTop });
        expect(await button.isVisible()).toBe(false);
        // Waits for the scroll event, the frame in which the button measures and the render it asks for.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              addEventListener(
                'scroll',
                () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
                { once: true },
              );
              window.scrollTo(0, window.innerHeight - 50);
            }),
        );
        expect(await button.isVisible()).toBe(false);
        await page.evaluate(() => window.scrollTo(0, window.innerHeight + 50));
        await expect.poll(() => button.isVisible()).toBe(true);
        await page.screenshot({
          path: `test-results/chrome-back-to-top-${lang}-${size}.png`,
          caret: 'initial',
        });
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
        await expect.poll(() => button.isVisible()).toBe(false);

        // A client navigation from the bottom of a page starts the next page at its top; back restores.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const bottom = await page.evaluate(() => window.scrollY);
        expect(bottom).toBeGreaterThan(500);
        await page.locator('footer').getByRole('link', { name: text.footerFaqs }).click();
        await page.waitForURL(`${ctx.app.baseUrl}/faqs`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await page.goBack();
        // Where the visitor left it. The web font comes on with the second page of a first visit
        // (app/lib/web-font-script.ts), so the page may be a line shorter now: then the bottom is lower.
        const left = (y: number) => window.scrollY === Math.min(y, document.body.scrollHeight - innerHeight);
        await expect.poll(() => page.evaluate(left, bottom)).toBe(true);
        await close();
      }
    });
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`has every footer item of docs/product.md § Header and footer, drawn without loading anything from elsewhere (${size})`, async () => {
      for (const [lang, text] of Object.entries(LANGS)) {
        const context = await ctx.browser.newContext({ viewport, locale: text.locale });
        const page = await context.newPage();
        const foreign: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith(ctx.app.baseUrl) && !request.url().startsWith('data:'))
            foreign.push(request.url());
        });
        await gotoHydrated(page, `${ctx.app.baseUrl}/faqs`);
        const footer = page.locator('footer');
        const href = (name: string | RegExp) =>
          footer.getByRole('link', { name, exact: typeof name === 'string' }).getAttribute('href');
        const labels =
          lang === 'es'
            ? {
                blog: 'Blog',
                partner: 'Traslados desde el aeropuerto',
                supplier: 'Regístrate como operador',
                terms: 'Términos y condiciones',
                privacy: 'Política de privacidad',
                app: 'Descarga la app',
              }
            : {
                blog: 'Blog',
                partner: 'Airport transfers',
                supplier: 'Sign up as an operator',
                terms: 'Terms and conditions',
                privacy: 'Privacy policy',
                app: 'Get the app',
              };
        expect(await href(labels.blog)).toMatch(/^https:\/\/blog\./);
        expect(await href(labels.partner)).toMatch(/welcomepickups/);
        expect(await href(labels.supplier)).toBe('/supplier-registration');
        expect(await href(labels.terms)).toBe('/terms-and-conditions');
        expect(await href(labels.privacy)).toBe('/privacy-policies');
        expect(await href(text.footerFaqs)).toBe('/faqs');
        expect(await href(labels.app)).toMatch(/play\.google\.com/);
        for (const network of ['Instagram', 'Facebook', 'YouTube'])
          expect(await href(network)).toMatch(new RegExp(network, 'i'));
        for (const method of ['Visa', 'Mastercard', 'PayPal'])
          expect(await footer.getByRole('img', { name: method }).isVisible()).toBe(true);
        await footer.scrollIntoViewIfNeeded();
        await footer.screenshot({ path: `test-results/chrome-footer-${lang}-${size}.png` });
        expect(foreign).toEqual([]);
        await context.close();
      }
    });
  }
});
