import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';
import { signInOperator } from '../helpers/operators';
import { experiencesOf } from '../helpers/photo-uploads';
import { pngImage, textFile } from '../helpers/test-images';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

/** Where the experience editor shows its photos section. */
const photosPage = (experienceId: number) => `/operator/experiences/${experienceId}`;

const WORDS = {
  es: {
    locale: 'es-PA',
    title: 'Fotos',
    add: 'Añadir fotos',
    added: 'Añadida',
    notAPhoto: 'no es una foto que podamos leer',
    later: 'Mover después',
    earlier: 'Mover antes',
    cover: 'Usar como portada',
    badge: 'Portada',
    delete: 'Eliminar',
    photo: (index: number, total: number) => `Foto ${index} de ${total}`,
  },
  en: {
    locale: 'en-US',
    title: 'Photos',
    add: 'Add photos',
    added: 'Added',
    notAPhoto: 'not a photo we can read',
    later: 'Move later',
    earlier: 'Move earlier',
    cover: 'Make cover',
    badge: 'Cover',
    delete: 'Delete',
    photo: (index: number, total: number) => `Photo ${index} of ${total}`,
  },
} as const;

/** The photos section of the editor: a region named by its heading. */
const section = (page: Page, lang: 'es' | 'en') => page.getByRole('region', { name: WORDS[lang].title });

const shown = (page: Page, lang: 'es' | 'en') =>
  section(page, lang)
    .locator('ol > li img')
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src.replace(/-640\.webp$/, '')),
    );

describe('the experience editor’s photos', () => {
  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`uploads several with progress or the reason, reorders by keyboard, picks the cover and deletes (${size}, ${lang})`, async () => {
      const words = WORDS[lang];
      const owner = await signInOperator(ctx.app, DEMO_OWNER_EMAILS[0]);
      const [membership] = await queryRows<{ company_id: number }>(
        ctx.app.app.db,
        sql`select company_id from company_members where user_id = ${owner.id}`,
      );
      const [experience] = await experiencesOf(ctx.app, membership!.company_id, 3, 0);
      const context = await ctx.browser.newContext({
        viewport: VIEWPORTS[size],
        locale: words.locale,
        bypassCSP: true,
      });
      const { hostname } = new URL(ctx.app.baseUrl);
      await context.addCookies([{ name: 'session', value: owner.token, domain: hostname, path: '/' }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, `${ctx.app.baseUrl}${photosPage(experience!)}?lang=${lang}`);
      const photos = section(page, lang).locator('ol > li');
      await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(3);
      const before = await photos.count();

      await section(page, lang)
        .getByLabel(words.add)
        .setInputFiles([
          { name: 'plaza.png', mimeType: 'image/png', buffer: await pngImage() },
          { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: textFile() },
        ]);
      const uploads = section(page, lang).locator('ul[aria-live="polite"] > li');
      await expect.poll(() => uploads.filter({ hasText: 'plaza.png' }).innerText()).toContain(words.added);
      await expect
        .poll(() => uploads.filter({ hasText: 'notes.jpg' }).innerText())
        .toContain(words.notAPhoto);
      await expect.poll(() => photos.count()).toBe(before + 1);
      const total = before + 1;

      // Keyboard only: the first photo's "move later" swaps it with the second; focus follows it.
      const order = await shown(page, lang);
      const first = section(page, lang).getByRole('group', { name: words.photo(1, total) });
      await first.getByRole('button', { name: words.later }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => shown(page, lang)).toEqual([order[1], order[0], ...order.slice(2)]);
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')),
        )
        .toBe(words.photo(2, total));

      // The last photo becomes the cover: first, with the badge.
      const last = section(page, lang).getByRole('group', { name: words.photo(total, total) });
      await last.getByRole('button', { name: words.cover }).click();
      await expect.poll(async () => (await shown(page, lang))[0]).toBe(order.at(-1));
      await expect.poll(() => photos.first().getByText(words.badge, { exact: true }).count()).toBe(1);

      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/operator-photos-${size}-${lang}.png`, fullPage: true });

      await section(page, lang)
        .getByRole('group', { name: words.photo(1, total) })
        .getByRole('button', { name: words.delete })
        .click();
      await expect.poll(() => photos.count()).toBe(total - 1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
