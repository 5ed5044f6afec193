import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countryName } from '../../common/countries/iso-countries';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { uniqueEmail } from '../helpers/accounts';
import { signInAs, typeCode } from '../helpers/admin-browser';
import { makeAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';
import { gotoHydrated } from '../helpers/hydrated-page';
import { API_TOKEN } from '../helpers/test-app';

/**
 * The supplier applications queue in the browser (docs/decisions/0057-admin-second-factor): an applicant
 * registers, an admin passes the second factor (the seeded demo admin types a code; a new admin sets the
 * factor up from the QR page first), approves the application, and the owner chooses a password from
 * the e-mail in /dev/mailbox and is the company's operator.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const cases = [
  { size: 'phone', lang: 'es', words: es, admin: 'demo' },
  { size: 'desktop', lang: 'en', words: en, admin: 'new' },
] as const;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an admin approves a supplier application', () => {
  for (const { size, lang, words, admin } of cases) {
    it(`applies, approves after the second factor, and the owner sets a password (${size}, ${lang})`, async () => {
      const locale = lang === 'es' ? 'es-PA' : 'en-US';
      const applicant = await ctx.browser.newPage({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
      const email = uniqueEmail('applicant');
      const company = `Aventuras ${lang.toUpperCase()} ${size}`;
      await gotoHydrated(applicant, `${ctx.app.baseUrl}/supplier-registration?lang=${lang}`);
      await applicant.getByLabel(words.supplier.fields.company_name).fill(company);
      await applicant.getByLabel(words.supplier.fields.contact_first_name).fill('Rubén');
      await applicant.getByLabel(words.supplier.fields.contact_last_name).fill('Castillo');
      await applicant.getByLabel(words.supplier.fields.email).fill(email);
      await applicant.getByLabel(words.supplier.fields.password).fill('Operador2026');
      await applicant.getByLabel(words.auth.phoneNumber).fill('61234567');
      await applicant.getByRole('button', { name: words.supplier.submit }).click();
      await expect
        .poll(() => applicant.getByRole('status').filter({ hasText: words.supplier.registered }).count())
        .toBe(1);
      await applicant.close();

      // The admin signs in; /admin asks for the second factor before anything else.
      const page = await ctx.browser.newPage({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
      const now = ctx.app.app.clock();
      if (admin === 'demo') {
        await signInAs(page, ctx.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
        await gotoHydrated(page, `${ctx.app.baseUrl}/admin?lang=${lang}`);
        await expect
          .poll(() => page.locator('h1').textContent())
          .toContain(words.admin.secondFactor.verifyTitle);
        expect(await seriousViolations(page)).toEqual([]);
        await typeCode(page, words, '000000', words.admin.secondFactor.verify);
        await expect.poll(() => page.getByText(words.admin.secondFactor.errors.codeInvalid).count()).toBe(1);
        await typeCode(page, words, totpCodeAt(DEMO_ADMIN_TOTP_SECRET, now), words.admin.secondFactor.verify);
      } else {
        const account = await makeAdmin(ctx.app);
        await page.context().addCookies([{ name: 'session', value: account.token, url: ctx.app.baseUrl }]);
        await gotoHydrated(page, `${ctx.app.baseUrl}/admin?lang=${lang}`);
        await expect
          .poll(() => page.locator('h1').textContent())
          .toContain(words.admin.secondFactor.setupTitle);
        const secret = page.getByTestId('totp-secret');
        await expect.poll(() => secret.count()).toBe(1);
        expect(await page.getByRole('img', { name: words.admin.secondFactor.qrLabel }).count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await fits(page)).toBe(true);
        await page.screenshot({ path: `test-results/admin-setup-${lang}-${size}.png`, fullPage: true });
        const code = totpCodeAt((await secret.textContent())!.trim(), now);
        await typeCode(page, words, code, words.admin.secondFactor.confirm);
        const codes = page.getByRole('list', { name: words.admin.secondFactor.recoveryListLabel });
        await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: words.admin.secondFactor.recoveryDone }).click();
      }

      // The dashboard counts the pending applications and leads to the queue.
      await expect.poll(() => page.locator('h1').textContent()).toBe(words.admin.title);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fits(page)).toBe(true);
      await page.screenshot({ path: `test-results/admin-dashboard-${lang}-${size}.png`, fullPage: true });
      // Each figure links to its queue: the seeded listing and change in review are counted too.
      expect(await page.getByTestId('pending-applications').getAttribute('href')).toBe('/admin/applications');
      expect(await page.getByTestId('listings-in-review').textContent()).toMatch(/^[1-9]/);
      expect(await page.getByTestId('revisions-in-review').getAttribute('href')).toBe('/admin/experiences');
      await page.getByRole('link', { name: words.admin.dashboard.open }).click();
      await page.waitForURL(/\/admin\/applications$/);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
      await expect.poll(() => card.count()).toBe(1);
      // The applicant's country by its name in the page's language, not its code.
      const [applied] = await queryRows<{ country_iso: string }>(
        ctx.app.app.db,
        sql`select country_iso from supplier_applications where email = ${email}`,
      );
      expect(await card.textContent()).toContain(countryName(applied!.country_iso, lang));
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fits(page)).toBe(true);
      await page.screenshot({ path: `test-results/admin-applications-${lang}-${size}.png`, fullPage: true });
      await card.getByRole('button', { name: words.admin.applications.approve }).click();
      await expect.poll(() => card.count()).toBe(0);
      await page.close();

      // The owner opens the e-mail (in the applicant's language), chooses a password and is signed in.
      const owner = await ctx.browser.newPage({ viewport: VIEWPORTS[size], locale, bypassCSP: true });
      await openMailboxEmail(owner, ctx.app.baseUrl, email, 'company_approved');
      const href = await owner
        .getByRole('link', { name: words.emails.companyApproved.cta })
        .getAttribute('href');
      expect(href).toMatch(/\/finish-sign-up\/[\w-]{43}$/);
      await gotoHydrated(owner, `${ctx.app.baseUrl}${new URL(href!).pathname}`);
      await owner.getByLabel(words.auth.password, { exact: true }).fill('Propietario2026');
      await owner.getByRole('button', { name: words.emailVerification.finish }).click();
      await expect.poll(() => owner.locator('h1').textContent()).toContain(words.emailVerification.verified);
      const me = await owner.evaluate(async (token) => {
        const res = await fetch('/api/v1/operator/me', { headers: { 'api-token': token } });
        return { status: res.status, body: await res.json() };
      }, API_TOKEN);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ company: { name: company }, role: 'owner' });
      await owner.close();
    });
  }
});
