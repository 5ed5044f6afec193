import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { operatorNavFor } from '../../app/components/operator/operator-nav';
import { call, uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';
import { CHROME_LABELS } from '../helpers/chrome-page';
import { gotoHydrated } from '../helpers/hydrated-page';
import { signInOperator } from '../helpers/operators';

/**
 * The operators' workspace in the browser (docs/product.md § Operators): an owner opens it from the
 * account menu, edits the company and invites staff; the invited person opens the link from /dev/mailbox,
 * makes an account and lands in the workspace as staff, without the owner's sections.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const cases = [
  { size: 'phone', lang: 'es', words: es, owner: DEMO_OWNER_EMAILS[0] },
  { size: 'desktop', lang: 'en', words: en, owner: DEMO_OWNER_EMAILS[1] },
] as const;

async function newPage(lang: 'es' | 'en', size: 'phone' | 'desktop', sessionToken?: string): Promise<Page> {
  const context = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: lang === 'es' ? 'es-PA' : 'en-US',
    bypassCSP: true,
  });
  if (sessionToken) {
    const { hostname } = new URL(ctx.app.baseUrl);
    await context.addCookies([{ name: 'session', value: sessionToken, domain: hostname, path: '/' }]);
  }
  return context.newPage();
}

async function expectCleanPage(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

describe('an owner edits the company and invites staff, who join from the e-mail', () => {
  for (const { size, lang, words, owner } of cases) {
    it(`edits, invites and accepts (${size}, ${lang})`, async () => {
      const ops = words.operator;
      // Each role's sections, in the navigation's order (app/components/operator/operator-nav.ts).
      const sections = (role: 'owner' | 'staff') =>
        operatorNavFor(role).map(
          (item) => ops.nav[item.label.replace('operator.nav.', '') as keyof typeof ops.nav],
        );
      const { token } = await signInOperator(ctx.app, owner);
      const page = await newPage(lang, size, token);
      await gotoHydrated(page, `${ctx.app.baseUrl}/`);
      if (size === 'desktop') {
        const { first_name } = (await call(ctx.app, 'me', { token })).json().user;
        await page.locator('header').getByRole('button', { name: first_name }).click();
      } else {
        await page.getByRole('button', { name: CHROME_LABELS[lang].openSettings }).click();
      }
      const workspace = page.getByRole('link', {
        name: words.navbar.workspace,
      });
      await workspace.waitFor();
      expect(await page.getByRole('link', { name: words.navbar.backOffice }).count()).toBe(0);
      await workspace.click();
      await page.waitForURL(/\/operator$/);
      const nav = page.getByRole('navigation', { name: ops.title });
      await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(sections('owner'));
      await expectCleanPage(page, `operator-overview-${lang}-${size}`);

      // The company: legal name, tax id and a payout account, then shown masked.
      await nav.getByRole('link', { name: ops.nav.company }).click();
      await page.waitForURL(/\/operator\/company$/);
      const legalName = page.getByLabel(ops.company.fields.legal_name);
      await legalName.fill(`Demo ${lang} S.A.`);
      await page.getByLabel(ops.company.fields.tax_id).fill('155-2026-77');
      await page.getByLabel(ops.company.fields.contact_phone).fill('+507 6000 1234');
      await page.getByLabel(ops.company.fields.bank_name).fill('Banco General');
      await page.getByLabel(ops.company.fields.bank_account_holder).fill(`Demo ${lang} S.A.`);
      await page.getByLabel(ops.company.fields.bank_account_number).fill('PA12 0001 2345 6789 4321');
      await page.getByRole('button', { name: ops.company.save }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: ops.company.saved }).count())
        .toBeGreaterThan(0);
      await expect
        .poll(() => page.getByText(ops.company.accountStored.replace('{{masked}}', '•••• 4321')).count())
        .toBe(1);
      expect(await page.getByLabel(ops.company.fields.bank_account_number).inputValue()).toBe('');
      await expectCleanPage(page, `operator-company-${lang}-${size}`);

      // The team: one invitation, in the page's language, listed as pending.
      const invitee = uniqueEmail(`staff-${lang}`);
      await nav.getByRole('link', { name: ops.nav.team }).click();
      await page.waitForURL(/\/operator\/team$/);
      await page.getByLabel(ops.team.inviteEmail).fill(invitee);
      await page.getByRole('button', { name: ops.team.invite }).click();
      await expect
        .poll(() => page.getByTestId('team-invitation').allTextContents())
        .toEqual([expect.stringContaining(invitee)]);
      await expectCleanPage(page, `operator-team-${lang}-${size}`);
      await page.context().close();

      // The invitee, signed out, follows the e-mail's link and makes an account.
      const guest = await newPage(lang, size);
      await openMailboxEmail(guest, ctx.app.baseUrl, invitee, 'team_invitation');
      const href = await guest
        .getByRole('link', { name: words.emails.teamInvitation.cta })
        .getAttribute('href');
      expect(href).toMatch(new RegExp(`/operator/invitation/[\\w-]{43}\\?lang=${lang}$`));
      const link = new URL(href!);
      await gotoHydrated(guest, `${ctx.app.baseUrl}${link.pathname}${link.search}`);
      await expect.poll(() => guest.locator('h1').textContent()).toBe(ops.invitation.title);
      await expectCleanPage(guest, `operator-invitation-${lang}-${size}`);
      await guest.getByLabel(words.profile.fields.first_name, { exact: true }).fill('Marta');
      await guest.getByLabel(words.profile.fields.last_name, { exact: true }).fill('Equipo');
      await guest.getByLabel(words.auth.password, { exact: true }).fill('Equipo2026');
      await guest.getByRole('button', { name: ops.invitation.createAndJoin }).click();
      await guest.waitForURL(/\/operator$/);
      await expect.poll(() => guest.getByTestId('operator-company').count()).toBe(1);
      const staffNav = guest.getByRole('navigation', { name: ops.title });
      await expect.poll(() => staffNav.getByRole('link').allTextContents()).toEqual(sections('staff'));
      expect(await guest.getByText(ops.roles.staff, { exact: true }).count()).toBe(1);
      await expectCleanPage(guest, `operator-staff-${lang}-${size}`);
      await guest.context().close();
    });
  }
});
