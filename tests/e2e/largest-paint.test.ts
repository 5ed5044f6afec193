import { expect, it } from 'vitest';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

interface LargestPaint {
  tag: string;
  url: string;
  fetchPriority: string | null;
  loading: string | null;
}

/**
 * The photo a phone paints as the page's largest (decision 0032): at high priority, not lazy, announced in
 * <head> and asked for before any of the app's modules, and fetched once (the <picture> takes the preload).
 */
for (const page of ['experience', 'search'] as const) {
  it(`asks for the ${page} page's largest photo first, once, at high priority (phone)`, async () => {
    const path =
      page === 'search' ? '/search' : (await ctx.api('/api/v1/experiences/simple?limit=1')).data[0].url;
    const context = await ctx.browser.newContext({ viewport: VIEWPORTS.phone, deviceScaleFactor: 2 });
    const tab = await context.newPage();
    await tab.goto(`${ctx.app.baseUrl}${path}`, { waitUntil: 'load' });
    const largest = () =>
      tab.evaluate(
        () =>
          new Promise<LargestPaint>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { url: string; element: Element };
              resolve({
                tag: entry.element?.tagName ?? '',
                url: entry.url,
                fetchPriority: entry.element?.getAttribute('fetchpriority') ?? null,
                loading: entry.element?.getAttribute('loading') ?? null,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(async () => (await largest()).tag).toBe('IMG');
    const photo = await largest();
    expect(photo.fetchPriority).toBe('high');
    expect(photo.loading).not.toBe('lazy');
    const photoPath = new URL(photo.url).pathname;
    expect(
      await tab
        .locator('head link[rel=preload][as=image]')
        .evaluateAll(
          (links, wanted) =>
            links.filter((link) => link.getAttribute('imagesrcset')?.includes(wanted)).length,
          photoPath,
        ),
    ).toBe(1);
    const starts = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    );
    const photoStarts = starts.filter((entry) => entry.path === photoPath);
    const firstModule = Math.min(...starts.filter((entry) => entry.path.endsWith('.js')).map((e) => e.start));
    expect(photoStarts).toHaveLength(1);
    expect(photoStarts[0]!.start).toBeLessThan(firstModule);
    await context.close();
  });
}
