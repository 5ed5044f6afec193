import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { hasChromium, VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { apiHeaders } from '../helpers/test-app';

const ctx = useBrowserApp({ seed: true, experiences: 60, web: true });

describe.runIf(hasChromium())('destinations, highlights, sitemap and languages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists destinations, narrows them by country, and lists highlights (${size})`, async () => {
      const context = await ctx.browser.newContext({ viewport, locale: 'es-PA', bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${ctx.app.baseUrl}/destinations`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).toBe('Destinos');
      const all = await page.locator('#all-destinations ~ ul li').count();
      expect(all).toBeGreaterThanOrEqual(40);
      await page.locator('select[name="country"]').selectOption({ label: 'Guatemala' });
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(/\?country=\d+/);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Destinos en Guatemala');
      const inGuatemala = await page.locator('#all-destinations ~ ul li').allTextContents();
      expect(inGuatemala.length).toBeLessThan(all);
      expect(inGuatemala.every((text) => text.includes('Guatemala'))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/destinations-es-${size}.png`, caret: 'initial' });
      await page.goto(`${ctx.app.baseUrl}/highlights`, { waitUntil: 'networkidle' });
      expect(await page.locator('main li').count()).toBeGreaterThanOrEqual(6);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it("shows one country's destinations at its own path", async () => {
    const countries = (
      await ctx.app.app.inject({ method: 'GET', url: '/api/v1/countries/simple', headers: apiHeaders('en') })
    ).json();
    const pr = countries.data.find((c: { iso_code: string }) => c.iso_code === 'PR');
    const res = await fetch(`${ctx.app.baseUrl}/destinations/country/puerto-rico/${pr.id}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Destinations in Puerto Rico');
    expect((await fetch(`${ctx.app.baseUrl}/destinations/country/x/999999`)).status).toBe(404);
  });

  it('serves ?lang= pages with hreflang pairs, a sitemap in both languages and robots.txt', async () => {
    const html = await (
      await fetch(`${ctx.app.baseUrl}/faqs?lang=en`, { headers: { 'accept-language': 'es' } })
    ).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${ctx.app.baseUrl}/faqs?lang=en"/>`);
    expect(html).toContain(`hrefLang="es" href="${ctx.app.baseUrl}/faqs?lang=es"`);

    const sitemap = await fetch(`${ctx.app.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const experiences = (
      await ctx.app.app.inject({
        method: 'GET',
        url: '/api/v1/experiences/simple?limit=100',
        headers: apiHeaders('en'),
      })
    ).json();
    expect(experiences.pagination.total_records).toBe(60);
    for (const experience of experiences.data) expect(xml).toContain(`${experience.url}?lang=en</loc>`);
    expect(xml.match(/<url>/g)?.length).toBeGreaterThan(120);

    const robots = await (await fetch(`${ctx.app.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${ctx.app.baseUrl}/sitemap.xml`);
  });
});
