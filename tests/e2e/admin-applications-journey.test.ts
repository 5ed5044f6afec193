import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { typeCode } from '../helpers/admin-browser';
import { makeAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * A new admin's first visit in the browser (docs/decisions/0057-admin-second-factor): /admin sets the
 * second factor up from the QR page, shows the ten recovery codes once, and the dashboard then counts the
 * pending supplier applications and leads to their queue. Registering, the demo admin's code, approving
 * and the owner's password are the onboarding journey's (tests/e2e/operator-onboarding-journey.test.ts).
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a new admin sets up the second factor', () => {
  it('scans the QR, keeps the recovery codes and reaches the applications queue (desktop, en)', async () => {
    const words = en;
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS.desktop, locale: 'en-US', bypassCSP: true });
    const account = await makeAdmin(ctx.app);
    await page.context().addCookies([{ name: 'session', value: account.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(page, `${ctx.app.baseUrl}/admin?lang=en`);
    await expect.poll(() => page.locator('h1').textContent()).toContain(words.admin.secondFactor.setupTitle);
    const secret = page.getByTestId('totp-secret');
    await expect.poll(() => secret.count()).toBe(1);
    expect(await page.getByRole('img', { name: words.admin.secondFactor.qrLabel }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await page.screenshot({ path: 'test-results/admin-setup-en-desktop.png', fullPage: true });
    const code = totpCodeAt((await secret.textContent())!.trim(), ctx.app.app.clock());
    await typeCode(page, words, code, words.admin.secondFactor.confirm);
    const codes = page.getByRole('list', { name: words.admin.secondFactor.recoveryListLabel });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.admin.secondFactor.recoveryDone }).click();

    // The dashboard counts the pending applications (the seed's one) and leads to the queue.
    await expect.poll(() => page.locator('h1').textContent()).toBe(words.admin.title);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await page.screenshot({ path: 'test-results/admin-dashboard-en-desktop.png', fullPage: true });
    await page.getByRole('link', { name: words.admin.dashboard.open }).click();
    await page.waitForURL(/\/admin\/applications$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(words.admin.applications.title);
    expect(await page.getByRole('button', { name: words.admin.applications.approve }).count()).toBe(1);
    await page.close();
  });
});
