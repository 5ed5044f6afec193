import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The developer mailbox in a browser (server/plugins/dev-mailbox.ts, loopback only): the list of the
 * e-mails written to one address, and one e-mail opened as its HTML with its inline images.
 */

/** The mailbox's entry (an article) of the newest e-mail to `to` whose list line names `template`. */
export const mailboxEntry = (page: Page, template: string) =>
  page
    .locator('article')
    .filter({ hasText: ` · ${template} · ` })
    .first();

/**
 * Opens /dev/mailbox for `to` and waits until an e-mail of `template` is listed. E-mails are written to
 * the outbox in the transaction that causes them, so after the page that caused one answered it is
 * there; the reload only covers an e-mail written just after (a queued job).
 */
export async function openMailboxFor(page: Page, baseUrl: string, to: string, template: string) {
  const url = `${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`;
  await page.goto(url);
  await expect
    .poll(async () => {
      if ((await mailboxEntry(page, template).count()) > 0) return true;
      await page.goto(url);
      return false;
    })
    .toBe(true);
  return mailboxEntry(page, template);
}

/**
 * Opens the newest e-mail of `template` to `to` from the mailbox's list (its subject is the link) and
 * waits until every image of it has loaded. Returns the subject and the e-mail's page.
 */
export async function openMailboxEmail(page: Page, baseUrl: string, to: string, template: string) {
  const entry = await openMailboxFor(page, baseUrl, to, template);
  const subject = (await entry.getByRole('heading').textContent())?.trim() ?? '';
  await entry.getByRole('link', { name: subject }).click();
  await page.waitForURL(/\/dev\/mailbox\/\d+$/);
  await page.waitForLoadState('load');
  return { subject };
}

/** Each image of the page with whether it loaded (a broken image has no natural size). */
export const imagesOf = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      alt: image.alt,
      loaded: image.complete && image.naturalWidth > 0,
      width: image.naturalWidth,
      height: image.naturalHeight,
    })),
  );
