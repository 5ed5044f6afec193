import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { CHROME_LABELS as LANGS, openDialogs, openPage } from '../helpers/chrome-page';
import { useBrowserApp } from '../helpers/browser-app';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

const open = (options: BrowserContextOptions, path: string) =>
  openPage(ctx.browser, `${ctx.app.baseUrl}${path}`, options);

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
      it(`announces a successful unsubscription in a toast that leaves after 4 s or on request (${size}, ${lang})`, async () => {
        const { page, errors, close } = await open({ viewport, locale: text.locale }, '/unsubscribe');
        const message =
          lang === 'es'
            ? 'Listo. Ya no te enviaremos correos promocionales.'
            : 'Done. We will not send you any more promotional e-mails.';
        const toast = page.getByRole('status').filter({ hasText: message });
        const field = page.locator('#unsubscribe-email');
        await field.fill(`toast.${size}.${lang}@example.com`);
        await field.press('Enter');
        await expect.poll(() => toast.isVisible()).toBe(true);
        const shownAt = Date.now();
        const box = (await toast.boundingBox())!;
        // Below the sticky header; on phones across the top, from `sm` at the right.
        expect(box.y).toBeGreaterThanOrEqual(64);
        expect(box.y).toBeLessThan(120);
        if (size === 'desktop') expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
        else expect(box.width).toBeGreaterThan(viewport.width - 40);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/chrome-toast-${lang}-${size}.png`, caret: 'initial' });
        await expect.poll(() => toast.count(), { timeout: 6000, interval: 100 }).toBe(0);
        const shownFor = Date.now() - shownAt;
        expect(shownFor).toBeGreaterThan(3000);
        expect(shownFor).toBeLessThan(5500);

        // A second one is closed with its button.
        await page.goto(`${ctx.app.baseUrl}/unsubscribe`, { waitUntil: 'networkidle' });
        await field.fill(`toast.again.${size}.${lang}@example.com`);
        await field.press('Enter');
        await expect.poll(() => toast.isVisible()).toBe(true);
        await toast
          .getByRole('button', { name: lang === 'es' ? 'Cerrar aviso' : 'Dismiss notification' })
          .click();
        expect(await toast.count()).toBe(0);
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
    expect(await toast.count()).toBe(0);
    expect(await openDialogs(page)).toBe(1);
    await close();
  });

  it('keeps the list and shows an error toast when View more fails, then loads on retry', async () => {
    const { page, errors, close } = await open({ viewport: VIEWPORTS.desktop, locale: 'es-PA' }, '/');
    const cards = page.locator('section[aria-labelledby="all-experiences"] article');
    expect(await cards.count()).toBe(8);
    await page.route(/viewMore=1/, (route) => route.abort('internetdisconnected'));
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
