import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { CHROME_LABELS as LANGS, openDialogs, openPage } from '../helpers/chrome-page';
import { useBrowserApp } from '../helpers/browser-app';
import { unsubscribePath } from '../../domain/emails/layout';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/** The signed unsubscribe link of an address (decision 0044): its form is the toasts' example. */
const unsubscribeLink = (email: string) => unsubscribePath(ctx.app.app.env.SIGNING_SECRET, email);

/** docs/product.md § Constants: a toast shows for 4 seconds. */
const TOAST_MS = 4000;

/**
 * Toasts leave after a time of the page's clock, which Playwright fakes here: installed before the page
 * loads, it keeps pace with real time until a journey holds it.
 */
const open = (options: BrowserContextOptions, path: string) =>
  openPage(ctx.browser, `${ctx.app.baseUrl}${path}`, options, (context) => context.clock.install());

/**
 * Stops the page's timers: a toast shown from here on stays, however long the assertions about it take on
 * a busy machine, until the journey moves the clock on (`page.clock.runFor`). The clock only pauses at a
 * time to come, so it jumps a few seconds ahead first (as if the laptop's lid were closed), which no
 * toast sees: none is on its timer when the clock is held.
 */
const holdTheClock = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));

describe('alert toasts', () => {
  it('renders both toast live regions with the page, before any toast', async () => {
    const html = await (
      await fetch(`${ctx.app.baseUrl}/unsubscribe`, { headers: { 'accept-language': 'es' } })
    ).text();
    expect(html).toMatch(
      /<section aria-label="Notificaciones"[^>]*><div role="alert"><\/div><div role="status"><\/div><\/section>/,
    );
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const [lang, text] of Object.entries(LANGS)) {
      it(`announces a successful unsubscription in a toast that stays while pointed at, then leaves after 4 s or on request (${size}, ${lang})`, async () => {
        const { page, errors, close } = await open(
          { viewport, locale: text.locale },
          unsubscribeLink(`toast.${size}.${lang}@example.com`),
        );
        await holdTheClock(page);
        const message =
          lang === 'es'
            ? 'Listo. Ya no te enviaremos correos promocionales.'
            : 'Done. We will not send you any more promotional e-mails.';
        const toast = page.getByRole('status').filter({ hasText: message });
        const submit = page.getByRole('button', { name: lang === 'es' ? 'Darme de baja' : 'Unsubscribe me' });
        await submit.click();
        await expect.poll(() => toast.isVisible()).toBe(true);
        // The pointer on it holds it (its timer has not run: the clock is held), so the clock can run
        // again for axe, whose checks wait on timers.
        await toast.hover();
        await page.clock.resume();
        const box = (await toast.boundingBox())!;
        // Below the sticky header; on phones across the top, from `sm` at the right.
        expect(box.y).toBeGreaterThanOrEqual(64);
        expect(box.y).toBeLessThan(120);
        if (size === 'desktop') expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
        else expect(box.width).toBeGreaterThan(viewport.width - 40);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/chrome-toast-${lang}-${size}.png`, caret: 'initial' });
        // Let go, it has its whole time on the page's clock, then leaves: only its timer removes it.
        await holdTheClock(page);
        await page.mouse.move(0, 0);
        await page.clock.runFor(TOAST_MS - 1);
        expect(await toast.isVisible()).toBe(true);
        await page.clock.runFor(1);
        await expect.poll(() => toast.count()).toBe(0);

        // A second one is closed with its button.
        await gotoHydrated(
          page,
          `${ctx.app.baseUrl}${unsubscribeLink(`toast.again.${size}.${lang}@example.com`)}`,
        );
        await holdTheClock(page);
        await submit.click();
        await expect.poll(() => toast.isVisible()).toBe(true);
        await toast
          .getByRole('button', { name: lang === 'es' ? 'Cerrar aviso' : 'Dismiss notification' })
          .click();
        await expect.poll(() => toast.count()).toBe(0);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }

  it('shows toasts inside an open modal dialog, the only part of the page that is not inert', async () => {
    const { page, close } = await open({ viewport: VIEWPORTS.phone, locale: 'es-PA' }, '/');
    await page.route(/viewMore=1/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: LANGS.es.openSettings }).click();
    await expect.poll(() => openDialogs(page)).toBe(1);
    await holdTheClock(page);
    // View more is behind the drawer: a click from script stands in for work that ends while a dialog is
    // open.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href*="page=2"]')!.click());
    const toast = page.getByRole('alert').filter({ hasText: 'No pudimos cargar más experiencias' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.evaluate((node) => node.closest('dialog[open]') != null)).toBe(true);
    await page.screenshot({
      path: 'test-results/chrome-toast-in-drawer-es-phone.png',
      caret: 'initial',
      animations: 'disabled',
    });
    await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect.poll(() => toast.count()).toBe(0);
    expect(await openDialogs(page)).toBe(1);
    await close();
  });

  it('keeps the list and shows an error toast when View more fails, then loads on retry', async () => {
    const { page, errors, close } = await open({ viewport: VIEWPORTS.desktop, locale: 'es-PA' }, '/');
    const cards = page.locator('section[aria-labelledby="all-experiences"] article');
    expect(await cards.count()).toBe(8);
    await page.route(/viewMore=1/, (route) => route.abort('internetdisconnected'));
    await holdTheClock(page);
    await page.getByRole('link', { name: 'Ver más' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar más experiencias' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Vive lo mejor de cada destino');
    expect(await cards.count()).toBe(8);
    await page.screenshot({ path: 'test-results/chrome-toast-error-es-desktop.png', caret: 'initial' });

    // A server error is kept in the page the same way.
    await page.unroute(/viewMore=1/);
    await page.route(/viewMore=1/, (route) => route.fulfill({ status: 500, body: 'down' }));
    await alert.getByRole('button', { name: 'Cerrar aviso' }).click();
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await cards.count()).toBe(8);

    await page.unroute(/viewMore=1/);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect.poll(() => cards.count()).toBe(16);
    expect(errors).toEqual([]);
    await close();
  });
});
