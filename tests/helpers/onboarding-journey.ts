import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type es from '../../common/i18n/es.json';
import { uniqueEmail } from './accounts';
import { seriousViolations } from './axe';
import { VIEWPORTS } from './browser';
import { openMailboxEmail } from './dev-mailbox-page';
import { gotoHydrated } from './hydrated-page';
import { JOURNEY_LOCALE, type JourneyLang, type JourneySize } from './journey-language';
import { TEST_NOW } from './test-app';
import { pngImage } from './test-images';

/**
 * The steps of the operators' onboarding journey (tests/e2e/operator-onboarding-journey.test.ts), each
 * as a person does it in the browser: register, approve, choose a password, write, photograph and
 * schedule an experience, publish it.
 */
type Words = typeof es;
interface JourneyApp {
  app: { baseUrl: string };
  browser: Browser;
}

/** What the journey's listing says in each language, where a traveller searches it, and the day booked. */
export interface OnboardingListing {
  es: { name: string; place: string; address: string };
  en: { name: string; place: string; address: string };
  search: string;
  date: string;
  hour: string;
}

/** A page in a fresh context of its own: the screen, the language (its cookie) and TEST_NOW's clock. */
export async function openAs(ctx: JourneyApp, size: JourneySize, lang: JourneyLang): Promise<Page> {
  const context = await ctx.browser.newContext({
    viewport: VIEWPORTS[size],
    locale: JOURNEY_LOCALE[lang],
    bypassCSP: true,
  });
  await context.clock.setFixedTime(TEST_NOW);
  await context.addCookies([{ name: 'lang', value: lang, url: ctx.app.baseUrl }]);
  return context.newPage();
}

/** The bar every page of the journey passes: axe finds nothing serious, nothing scrolls sideways. */
export async function checked(page: Page, screenshot: string) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: screenshot, fullPage: true });
}

/** The supplier registration form filled and sent: its e-mail, company name and page. */
export async function registerApplicant(ctx: JourneyApp, size: JourneySize, lang: JourneyLang, words: Words) {
  const page = await openAs(ctx, size, lang);
  const email = uniqueEmail('applicant');
  const company = `Aventuras ${lang.toUpperCase()} ${size}`;
  await gotoHydrated(page, `${ctx.app.baseUrl}/supplier-registration`);
  await page.getByLabel(words.supplier.fields.company_name).fill(company);
  await page.getByLabel(words.supplier.fields.contact_first_name).fill('Rubén');
  await page.getByLabel(words.supplier.fields.contact_last_name).fill('Castillo');
  await page.getByLabel(words.supplier.fields.email).fill(email);
  await page.getByLabel(words.supplier.fields.password).fill('Operador2026');
  await page.getByLabel(words.auth.phoneNumber).fill('61234567');
  await page.getByRole('button', { name: words.supplier.submit }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: words.supplier.registered }).count())
    .toBe(1);
  await checked(page, `test-results/onboarding-registered-${lang}-${size}.png`);
  return { page, email, company };
}

/** The application's card in /admin/applications, approved (the admin has passed the second factor). */
export async function approveApplication(page: Page, words: Words, company: string, screenshot: string) {
  await expect.poll(() => page.locator('h1').textContent()).toBe(words.admin.applications.title);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
  await expect.poll(() => card.count()).toBe(1);
  await checked(page, screenshot);
  await card.getByRole('button', { name: words.admin.applications.approve }).click();
  await expect.poll(() => card.count()).toBe(0);
}

/** The approval e-mail's link in /dev/mailbox, a password chosen on it: the owner is signed in. */
export async function setPasswordFromEmail(
  ctx: JourneyApp,
  page: Page,
  words: Words,
  email: string,
  screenshot: string,
) {
  await openMailboxEmail(page, ctx.app.baseUrl, email, 'company_approved');
  const href = await page.getByRole('link', { name: words.emails.companyApproved.cta }).getAttribute('href');
  expect(href).toMatch(/\/finish-sign-up\/[\w-]{43}$/);
  await gotoHydrated(page, `${ctx.app.baseUrl}${new URL(href!).pathname}`);
  await checked(page, screenshot);
  await page.getByLabel(words.auth.password, { exact: true }).fill('Propietario2026');
  await page.getByRole('button', { name: words.emailVerification.finish }).click();
  await expect.poll(() => page.locator('h1').textContent()).toContain(words.emailVerification.verified);
}

/**
 * From the workspace's overview to a new draft written in both languages with its details, prices and
 * meeting point (a point on the map by keyboard, its place, address and instructions in each language).
 * Returns the experience's id.
 */
export async function createExperience(
  ctx: JourneyApp,
  page: Page,
  words: Words,
  listing: OnboardingListing,
  screenshot: string,
): Promise<number> {
  const page_ = words.operatorExperiences.page;
  await gotoHydrated(page, `${ctx.app.baseUrl}/operator`);
  await checked(page, screenshot.replace('editor', 'workspace'));
  await page.getByRole('link', { name: words.operator.nav.experiences }).first().click();
  await page.getByRole('link', { name: page_.newButton }).click();
  await page.waitForURL(/\/operator\/experiences\/new$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(page_.newTitle);
  for (const code of ['es', 'en'] as const) {
    const column = page.getByTestId(`texts-${code}`);
    const { name } = listing[code];
    await column.getByLabel(page_.name).fill(name);
    await column
      .getByLabel(page_.h1)
      .fill(code === 'es' ? `${name}: una noche en la playa` : `${name}: a night on the beach`);
    // The rich-text editor replaces its server-rendered stand-in once the page has hydrated.
    await expect.poll(() => column.locator('[data-rich-text-ready]').count()).toBe(1);
    await column.getByRole('textbox', { name: page_.richText.region[code] }).click();
    await page.keyboard.type(code === 'es' ? 'Caminamos con un guía local.' : 'We walk with a local guide.');
    await column.getByLabel(page_.lists.included).fill(code === 'es' ? 'Guía\nAgua' : 'Guide\nWater');
    await column.getByLabel(page_.lists.not_included).fill(code === 'es' ? 'Propinas' : 'Tips');
    await column.getByLabel(page_.lists.recommendations).fill(code === 'es' ? 'Linterna roja' : 'Red torch');
  }
  await page.getByLabel(page_.destination).selectOption({ index: 1 });
  await page.getByLabel(page_.duration).fill('150');
  await page.getByRole('group', { name: page_.categories }).getByRole('checkbox').first().check();
  await page.getByRole('group', { name: page_.languages }).getByRole('checkbox').first().check();
  await page.getByLabel(page_.prices.adults).fill('42');
  await page.getByLabel(page_.prices.children).fill('25');
  await page.getByLabel(page_.prices.original).fill('50');
  await page.getByLabel(page_.maxPersons).fill('12');

  await page.getByRole('application').press('Enter');
  for (const code of ['es', 'en'] as const) {
    await page.locator(`input[name="meeting-point-${code}-place"]`).fill(listing[code].place);
    await page.locator(`input[name="meeting-point-${code}-address"]`).fill(listing[code].address);
    await page
      .locator(`textarea[name="meeting-point-${code}-instructions"]`)
      .fill(code === 'es' ? 'Junto al faro, camiseta verde.' : 'By the lighthouse, green shirt.');
  }
  await checked(page, screenshot);
  await page.getByRole('button', { name: page_.create }).click();
  await page.waitForURL(/\/operator\/experiences\/\d+$/);
  await expect.poll(() => page.getByTestId('experience-status').getAttribute('data-status')).toBe('draft');
  const missing = (await page.getByTestId('missing-pieces').textContent()) ?? '';
  expect(missing).toContain(words.operatorExperiences.missing.photos);
  expect(missing).not.toContain(words.operatorExperiences.missing.meetingPoint);
  return Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
}

/** Three photos uploaded in the editor's photos section; the first is the cover. */
export async function uploadPhotos(page: Page, words: Words, screenshot: string) {
  const section = page.getByRole('region', { name: words.operatorPhotos.title });
  const files = await Promise.all(
    ['mirador.png', 'sendero.png', 'playa.png'].map(async (name, index) => ({
      name,
      mimeType: 'image/png',
      buffer: await pngImage(1200 + index * 40, 900),
    })),
  );
  await section.getByLabel(words.operatorPhotos.choose).setInputFiles(files);
  const uploads = section.locator('ul[aria-live="polite"] > li');
  await expect
    .poll(() => uploads.filter({ hasText: words.operatorPhotos.done }).count(), { timeout: 30_000 })
    .toBe(3);
  await expect.poll(() => section.locator('ol > li').count()).toBe(3);
  await checked(page, screenshot);
}

/** The experience's availability page, reached from the editor: the same hour every day, 10 places. */
export async function weeklySchedule(page: Page, words: Words, hour: string, screenshot: string) {
  const schedule = words.operatorAvailability.schedule;
  await page.getByRole('link', { name: schedule.title }).click();
  await page.waitForURL(/\/availability$/);
  const form = page.getByTestId('experience-schedule');
  await form.waitFor();
  await form.getByLabel(schedule.allDays).check();
  const everyDay = form.getByRole('group', { name: schedule.everyDay });
  await everyDay.getByRole('button', { name: schedule.addHour }).click();
  await everyDay.getByLabel(schedule.hour).last().fill(hour);
  await everyDay.getByLabel(schedule.capacity).last().fill('10');
  await form.getByRole('button', { name: schedule.save }).click();
  await expect.poll(() => page.getByText(schedule.saved).count()).toBeGreaterThan(0);
  await checked(page, screenshot);
}

/** The listing's card in /admin/experiences, with its photos and meeting point, published. */
export async function publishListing(
  ctx: JourneyApp,
  page: Page,
  words: Words,
  listing: { name: string; address: string },
  screenshot: string,
) {
  const { name } = listing;
  await gotoHydrated(page, `${ctx.app.baseUrl}/admin/experiences`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect.poll(() => card.count()).toBe(1);
  const photos = card.getByRole('list', {
    name: words.admin.experiences.photos_other.replace('{{count, number}}', '3'),
  });
  expect(await photos.getByRole('img').count()).toBe(3);
  expect(await card.textContent()).toContain(listing.address);
  await checked(page, screenshot);
  await card.getByRole('button', { name: words.admin.experiences.approve }).click();
  await expect.poll(() => card.count()).toBe(0);
}
