import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { apiHeaders } from '../helpers/test-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 60, web: true });

describe('destinations, highlights, sitemap and languages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists destinations, narrows them by country, and lists highlights (${size})`, async () => {
      const context = await ctx.browser.newContext({ viewport, locale: 'es-PA', bypassCSP: true });
      const page = await context.newPage();
      await gotoHydrated(page, `${ctx.app.baseUrl}/destinations`);
      expect(await page.locator('h1').textContent()).toBe('Destinos');
      const all = await page.locator('#all-destinations ~ ul li').count();
      expect(all).toBeGreaterThanOrEqual(40);
      await page.locator('select[name="country"]').selectOption({ label: 'Guatemala' });
      await page.locator('main').getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(/\?country=\d+/);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Destinos en Guatemala');
      const inGuatemala = await page.locator('#all-destinations ~ ul li').allTextContents();
      expect(inGuatemala.length).toBeLessThan(all);
      expect(inGuatemala.every((text) => text.includes('Guatemala'))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/destinations-es-${size}.png`, caret: 'initial' });
      await gotoHydrated(page, `${ctx.app.baseUrl}/highlights`);
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

    // sitemap.xml is an index (decision 0020); its files list every page in both languages.
    const sitemap = await fetch(`${ctx.app.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const index = await sitemap.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files[0]).toBe(`${ctx.app.baseUrl}/sitemaps/pages.xml`);
    expect(files.slice(1)).toEqual([expect.stringMatching(/\/sitemaps\/experiences-\d+-\d+\.xml$/)]);
    const xml = (await Promise.all(files.map(async (file) => (await fetch(file)).text()))).join('\n');
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

  it('switches language from a page whose address names the other one', async () => {
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-PA' });
    const page = await context.newPage();
    await gotoHydrated(page, `${ctx.app.baseUrl}/about?lang=en`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const header = page.getByRole('banner');
    // The switch sits in the header's country and language popover.
    const popover = header.getByRole('button', { name: /^(País e idioma|Country and language)/ });
    await popover.click();
    await header.getByRole('button', { name: 'Español' }).click();
    await page.waitForURL((url) => !url.search.includes('lang='));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect
      .poll(() =>
        header.getByRole('button', { name: 'Español', includeHidden: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    // On an experience the switch lands on the page's path in the chosen language.
    const [experience] = (await ctx.api('/api/v1/experiences/simple?limit=1', 'en')).data;
    const spanish = (await ctx.api(`/api/v1/experiences/simple?limit=1`, 'es')).data[0];
    await gotoHydrated(page, `${ctx.app.baseUrl}${spanish.url}?lang=es`);
    await popover.click();
    await header.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(new URL(page.url()).pathname).toBe(experience.url);
    await context.close();
  });

  it('names each page by its own address in each language, with Open Graph, and 404s by none', async () => {
    const get = (path: string, init: RequestInit = {}) => fetch(`${ctx.app.baseUrl}${path}`, init);
    const [en] = (await ctx.api('/api/v1/experiences/simple?limit=1', 'en')).data;
    const [es] = (await ctx.api('/api/v1/experiences/simple?limit=1', 'es')).data;
    const moved = await get(`/x/y/z/${en.id}?lang=en&ref=a`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${en.url}?lang=en&ref=a`);

    const html = await (await get(`${en.url}?lang=en`)).text();
    const base = ctx.app.baseUrl;
    expect(html).toContain(`<link rel="canonical" href="${base}${en.url}?lang=en"/>`);
    expect(html).toContain(`hrefLang="es" href="${base}${es.url}?lang=es"`);
    expect(html).toContain(`hrefLang="en" href="${base}${en.url}?lang=en"`);
    expect(html).toContain(`<meta property="og:url" content="${base}${en.url}?lang=en"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');

    const about = await (await get('/about?lang=es')).text();
    for (const tag of [
      `<meta property="og:url" content="${base}/about?lang=es"/>`,
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="Rumbo"/>',
      '<meta property="og:locale" content="es_ES"/>',
      `<meta property="og:image" content="${base}/og-image.png"/>`,
    ])
      expect(about).toContain(tag);
    expect(about).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    const image = await get('/og-image.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    for (const lang of ['es', 'en']) {
      const destinations = await (await get(`/destinations?lang=${lang}`)).text();
      expect(destinations).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    }

    for (const path of ['/terms-and-conditions/fr', '/no/such/page/here/at-all', '/x/y/z/999999']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      const notFound = await answer.text();
      expect(notFound).toContain('<title>Error 404</title>');
      expect(notFound).not.toContain('rel="canonical"');
      expect(notFound).not.toContain('hrefLang=');
      expect(notFound).not.toContain('og:url');
    }
  });
});
