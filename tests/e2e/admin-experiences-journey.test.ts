import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_REVIEW } from '../../db/seed/write-demo-review';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { signInAs, typeCode } from '../helpers/admin-browser';
import { passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * The listing review queue in the browser (docs/product.md § Operators' experiences): the seeded demo
 * admin passes the second factor on a phone and publishes the seeded change of a live experience; another
 * admin on a desktop rejects the seeded new listing with a reason; the phone, still showing that listing,
 * is told it was already reviewed.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function seededQueue() {
  const db = ctx.app.app.db;
  const [listing] = await queryRows<{ id: number; es: string; en: string }>(
    db,
    sql`select e.id, s.name as es, n.name as en from experiences e
        join experience_translations s on s.experience_id = e.id and s.lang_code = 'es'
        join experience_translations n on n.experience_id = e.id and n.lang_code = 'en'
        where e.status = 'in_review'`,
  );
  const [revision] = await queryRows<{ id: number; es: string }>(
    db,
    sql`select r.experience_id as id, r.content->'es'->>'name' as es from experience_revisions r
        where r.status = 'pending'`,
  );
  return { listing: listing!, revision: revision! };
}

describe('an admin reviews listings', () => {
  it('publishes a change, rejects a new listing with a reason, and a stale page is told (phone es, desktop en)', async () => {
    const { listing, revision } = await seededQueue();
    expect(listing.es.endsWith(DEMO_REVIEW.suffix.es)).toBe(true);
    expect(listing.en.endsWith(DEMO_REVIEW.suffix.en)).toBe(true);

    // The demo admin on a phone, in Spanish, types the authenticator's code first.
    const phone = await ctx.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'es-PA', bypassCSP: true });
    await signInAs(phone, ctx.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await gotoHydrated(phone, `${ctx.app.baseUrl}/admin/experiences?lang=es`);
    await expect.poll(() => phone.locator('h1').textContent()).toContain(es.admin.secondFactor.verifyTitle);
    await typeCode(
      phone,
      es,
      totpCodeAt(DEMO_ADMIN_TOTP_SECRET, ctx.app.app.clock()),
      es.admin.secondFactor.verify,
    );
    await expect.poll(() => phone.locator('h1').textContent()).toBe(es.admin.experiences.title);

    const change = card(phone, revision.es);
    const fresh = card(phone, listing.es);
    await expect.poll(() => change.count()).toBe(1);
    expect(await fresh.count()).toBe(1);
    expect(await change.getByText(es.admin.experiences.kind.revision).count()).toBe(1);
    expect(await fresh.getByText(es.admin.experiences.kind.listing).count()).toBe(1);
    // The proposal is readable in both languages: the added paragraph is what the reviewer decides on.
    expect(await change.getByText(DEMO_REVIEW.addedParagraph.es.replace(/<\/?p>/g, '')).count()).toBe(1);
    expect(await change.getByText(DEMO_REVIEW.addedParagraph.en.replace(/<\/?p>/g, '')).count()).toBe(1);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-experiences-es-phone.png', fullPage: true });

    await change.getByRole('button', { name: es.admin.experiences.approve }).click();
    await expect.poll(() => change.count()).toBe(0);
    const published = await ctx.api(`/api/v1/experience/${revision.id}`, 'en');
    expect(published.description).toContain(DEMO_REVIEW.addedParagraph.en.replace(/<\/?p>/g, ''));

    // Another admin, on a desktop in English, rejects the new listing: the reason is required.
    const desktop = await ctx.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
      bypassCSP: true,
    });
    const other = await passedAdmin(ctx.app);
    await desktop.context().addCookies([{ name: 'session', value: other.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/experiences?lang=en`);
    const rejected = card(desktop, listing.en);
    await expect.poll(() => rejected.count()).toBe(1);
    expect(await card(desktop, revision.es).count()).toBe(0);
    expect(await seriousViolations(desktop)).toEqual([]);
    expect(await fits(desktop)).toBe(true);
    await rejected.getByRole('button', { name: en.admin.experiences.reject }).click();
    const send = rejected.getByRole('button', { name: en.admin.experiences.confirmReject });
    expect(await send.isDisabled()).toBe(true);
    const reason = 'The photos do not show the private boat.';
    await rejected.getByLabel(en.admin.experiences.reasonLabel).fill(reason);
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: 'test-results/admin-experiences-en-desktop.png', fullPage: true });
    await send.click();
    await expect.poll(() => rejected.count()).toBe(0);
    await expect.poll(() => desktop.getByText(en.admin.experiences.empty).count()).toBe(1);
    const [row] = await queryRows<{ status: string; rejection_reason: string }>(
      ctx.app.app.db,
      sql`select status, rejection_reason from experiences where id = ${listing.id}`,
    );
    expect(row).toEqual({ status: 'rejected', rejection_reason: reason });

    // The phone still shows the listing: publishing it now answers 409, and the page says so.
    await fresh.getByRole('button', { name: es.admin.experiences.approve }).click();
    const told = es.admin.experiences.alreadyReviewed.replace('{{name}}', listing.es);
    await expect.poll(() => phone.getByRole('alert').getByText(told).count()).toBe(1);
    await expect.poll(() => fresh.count()).toBe(0);
    await phone.close();
    await desktop.close();
  });
});
