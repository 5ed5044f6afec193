import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { translate } from '../../common/i18n/translate';
import { signUp } from './accounts';
import { VIEWPORTS } from './browser';
import { useBrowserApp } from './browser-app';
import { gotoHydrated } from './hydrated-page';
import { insertTestPurchase } from './purchase-rows';
import { TEST_NOW } from './test-app';

export type Lang = 'es' | 'en';
export type Size = keyof typeof VIEWPORTS;
export type Status = 'confirmed' | 'completed';

const LOCALES = { es: 'es-PA', en: 'en-US' } as const;

export const text = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  translate(lang, key, values);

export interface ExperienceJson {
  id: number;
  name: string;
  url: string;
  reviews_count: number;
}

/**
 * The review page's journeys (/review-experience/{id}): one browser and a seeded listening app per file,
 * a published experience to review, a traveller signed in with purchases of it, the page opened.
 */
export function useReviewJourney() {
  const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

  async function publishedExperience(index: number, lang: Lang): Promise<ExperienceJson> {
    const list = (await ctx.api('/api/v1/experiences/simple?limit=6', lang)).data as ExperienceJson[];
    const chosen = list[index];
    if (!chosen) throw new Error('the seeded catalogue has too few experiences');
    return (await ctx.api(`/api/v1/experience/${chosen.id}`, lang)) as ExperienceJson;
  }

  /** A traveller signed in through their session cookie, with purchases of the experience. */
  async function openAs(lang: Lang, size: Size, experienceId: number, statuses: Status[]) {
    const traveller = await signUp(ctx.app, { first_name: 'Rosalía', last_name: 'Quintero' }, lang);
    for (const status of statuses) {
      await insertTestPurchase(ctx.app.database.db, {
        userId: traveller.id,
        experienceId,
        status,
        startsAt: new Date(TEST_NOW.getTime() + (status === 'completed' ? -2 : 2) * 86_400_000),
      });
    }
    const context = await ctx.browser.newContext({
      viewport: VIEWPORTS[size],
      locale: LOCALES[lang],
      bypassCSP: true,
    });
    await context.clock.setFixedTime(TEST_NOW);
    const { hostname } = new URL(ctx.app.baseUrl);
    await context.addCookies([{ name: 'session', value: traveller.token, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Hydration mismatches and React warnings land in the console; so do the failed requests a test
    // provokes (an aborted post, a 409), which are not the page's faults.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    return { traveller, page, errors, close: () => context.close() };
  }

  async function openReviewPage(page: Page, experienceId: number) {
    const response = await gotoHydrated(page, `${ctx.app.baseUrl}/review-experience/${experienceId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }

  return { ctx, publishedExperience, openAs, openReviewPage };
}

export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

export async function fitsWidth(page: Page, size: Size) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[size].width,
  );
}
