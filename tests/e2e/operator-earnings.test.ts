import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { companyBalanceCents } from '../../domain/earnings/earnings-ledger.server';
import { postPayout } from '../../domain/earnings/payouts.server';
import { formatUsd, usdDecimalText } from '../../domain/pricing/money';
import { sessionCookie, signInSolving } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openSignedIn } from '../helpers/signed-in-page';
import { operatorWorld } from '../helpers/operators';

/**
 * The earnings page in a real browser (docs/product.md § Earnings and payouts): the owner of company A sees
 * the payable balance of the seeded bookings less a payout, the 12 months' chart and table, and November's
 * statement with the payout line and its CSV, on a phone in Spanish and a desktop in English; axe finds
 * nothing serious and the phone page does not scroll sideways. TEST_NOW is 2026-11-22.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });
type Lang = 'es' | 'en';
const TEXT = { es, en } as const;
let companyA: number;

beforeAll(async () => {
  const world = await operatorWorld(ctx.app);
  companyA = world.companyA;
  const db = ctx.app.database.db;
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = ${DEMO_ADMIN.email}`,
  );
  const balance = await companyBalanceCents(db, companyA);
  expect(balance).toBeGreaterThan(1000);
  await db.transaction((tx) =>
    postPayout(
      tx,
      { companyId: companyA, amountCents: 1000, reference: 'TRX-2026-11', approvedBy: admin!.id },
      ctx.app.app.clock(),
    ),
  );
}, 300_000);

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

async function openAsOwner(browser: Browser, size: keyof typeof VIEWPORTS, lang: Lang, path: string) {
  const signedIn = await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
  const { context, page, problems } = await openSignedIn(
    browser,
    ctx.app.baseUrl,
    sessionCookie(signedIn),
    path,
    {
      viewport: VIEWPORTS[size],
      locale: lang,
      lang,
    },
  );
  closing.push(() => context.close());
  return { page, problems };
}

const journeys = [
  { size: 'phone', lang: 'es' },
  { size: 'desktop', lang: 'en' },
] as const;

describe('the earnings page', () => {
  for (const { size, lang } of journeys) {
    const words = TEXT[lang].operator;
    it(`shows the balance, the last 12 months and the month's statement with its CSV (${size}, ${lang})`, async () => {
      const { page, problems } = await openAsOwner(ctx.browser, size, lang, '/operator/earnings');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.earnings.title);
      const nav = page.getByRole('navigation', { name: words.title });
      expect(await nav.getByRole('link', { name: words.nav.earnings }).getAttribute('aria-current')).toBe(
        'page',
      );

      const balance = await companyBalanceCents(ctx.app.database.db, companyA);
      await expect
        .poll(() => page.getByTestId('earnings-balance').textContent())
        .toContain(formatUsd(balance, lang));
      const chart = page.getByRole('img', { name: words.earnings.chartTitle });
      expect(await chart.locator('[data-month]').count()).toBe(12);
      const months = page.getByRole('table', { name: words.earnings.months });
      expect(await months.locator('tbody tr').count()).toBe(12);

      const statement = page.getByTestId('statement');
      const payout = statement.locator('[data-testid="statement-line"][data-kind="payout"]');
      await expect.poll(() => payout.textContent()).toContain('TRX-2026-11');
      expect(await payout.textContent()).toContain(formatUsd(-1000, lang));
      expect(await statement.getByTestId('statement-closing').textContent()).toBe(formatUsd(balance, lang));
      const csv = statement.getByRole('button', { name: words.earnings.downloadCsv });
      const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
      expect(download.suggestedFilename()).toBe('rumbo-statement-2026-11.csv');
      const saved = `test-results/operator-earnings-${size}-${lang}.csv`;
      await download.saveAs(saved);
      const file = await readFile(saved, 'utf8');
      expect(file).toMatch(/^date,kind,/);
      expect(file).toContain('TRX-2026-11');
      expect(file).toContain(`,closing_balance,,,,,,,,${usdDecimalText(balance)}\r\n`);

      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `test-results/operator-earnings-${size}-${lang}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  }
});
