import { describe, expect, it } from 'vitest';
import { about } from '../../app/content/about';
import { faqs } from '../../app/content/faqs';
import { privacy } from '../../app/content/privacy';
import { terms } from '../../app/content/terms';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ web: true });

const fetchPage = (path: string, lang: 'es' | 'en' = 'es') =>
  fetch(`${ctx.app.baseUrl}${path}`, { headers: { 'accept-language': lang } });

describe('informational pages', () => {
  it('serve every page server-rendered in the visitor language', async () => {
    for (const [path, page] of [
      ['/about', about],
      ['/terms-and-conditions', terms],
      ['/privacy-policies', privacy],
    ] as const) {
      for (const lang of ['es', 'en'] as const) {
        const res = await fetchPage(path, lang);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<h1 class="text-h2 font-bold md:text-h1">${page[lang].title}</h1>`);
        expect(html).toContain(page[lang].sections[0]!.title);
      }
    }
    for (const path of [
      '/terms-and-conditions-operator',
      '/insurance-clients-coverage',
      '/insurance-suppliers-coverage',
    ]) {
      expect((await fetchPage(path)).status, path).toBe(200);
    }
  });

  it('honour a language in the path and refuse an unknown one', async () => {
    const english = await (await fetchPage('/privacy-policies/en', 'es')).text();
    expect(english).toContain(privacy.en.title);
    expect((await fetchPage('/privacy-policies/fr')).status).toBe(404);
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`open FAQ answers by keyboard (${size})`, async () => {
      const page = await ctx.browser.newPage({ viewport, locale: 'es-PA' });
      await gotoHydrated(page, `${ctx.app.baseUrl}/faqs`);
      const first = faqs.es.groups[0]!.faqs[0]!;
      const details = page.locator(`details#${first.id}`);
      expect(await details.getAttribute('open')).toBeNull();
      await details.locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await details.getAttribute('open')).toBe('');
      await page.screenshot({ path: `test-results/faqs-es-${size}.png`, fullPage: false, caret: 'initial' });
      await page.close();
    });
  }
});
