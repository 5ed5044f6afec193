import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailbox, signUp, uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ web: true });

/** The unsubscribe link of the welcome e-mail to an address, as the reader would click it. */
async function welcomeLink(email: string): Promise<string> {
  const welcome = (await mailbox(ctx.app, email)).find((mail) => mail.template === 'welcome');
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(welcome?.text ?? '')?.[1];
  if (!link) throw new Error('no unsubscribe link in the welcome e-mail');
  return `${ctx.app.baseUrl}${new URL(link).pathname}${new URL(link).search}`;
}

const unsubscribed = async (email: string) =>
  (
    await queryRows<{ email: string }>(
      ctx.app.database.db,
      sql`select email from email_unsubscriptions where email = ${email}`,
    )
  ).length === 1;

describe('unsubscribe page (decision 0044)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`unsubscribes through the e-mailed link, and refuses a forged one (${size})`, async () => {
      const lang = size === 'phone' ? 'es' : 'en';
      const context = await ctx.browser.newContext({
        viewport,
        locale: lang === 'es' ? 'es-PA' : 'en-US',
        bypassCSP: true,
      });
      const page = await context.newPage();
      const email = uniqueEmail(`unsub-${size}`);
      await signUp(ctx.app, { email, language: lang }, lang);
      const link = await welcomeLink(email);

      // A link altered to name someone else is refused, naming nobody.
      const other = uniqueEmail('other');
      const [version, , signature] = new URL(link).searchParams.get('token')!.split('.');
      const forged = `${ctx.app.baseUrl}/unsubscribe?token=${version}.${Buffer.from(other).toString('base64url')}.${signature}`;
      const refused = await gotoHydrated(page, forged);
      expect(refused?.status()).toBe(400);
      const invalid =
        lang === 'es' ? 'Este enlace para darte de baja no es válido' : 'This unsubscribe link is not valid';
      expect(await page.locator('main').getByText(invalid).count()).toBe(1);
      expect(await page.locator('main').getByText(other).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await gotoHydrated(page, link);
      expect(await page.locator('main').getByText(email).count()).toBe(1);
      await page.getByRole('button', { name: lang === 'es' ? 'Darme de baja' : 'Unsubscribe me' }).click();
      // The success toast announces it; the page keeps the confirmation.
      const success = lang === 'es' ? 'Listo. Ya no te enviaremos' : 'Done. We will not send you';
      await expect.poll(() => page.getByRole('status').filter({ hasText: success }).count()).toBe(1);
      expect(await page.locator('main').getByText(success).count()).toBe(1);
      expect(await unsubscribed(email)).toBe(true);
      expect(await unsubscribed(other)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/unsubscribe-${size}.png`, caret: 'initial' });
      await context.close();
    });
  }

  it('works without JavaScript: a plain form post answers 400 or 200', async () => {
    const email = uniqueEmail('sin-js');
    await signUp(ctx.app, { email });
    const token = new URL(await welcomeLink(email)).searchParams.get('token')!;
    // As the page's form posts: to its own address, the link's token in the query and in the body.
    const post = (body: Record<string, string>) =>
      fetch(`${ctx.app.baseUrl}/unsubscribe?${new URLSearchParams(body)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
        body: new URLSearchParams(body),
      });
    const bad = await post({ email });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Este enlace para darte de baja no es válido');
    expect(await unsubscribed(email)).toBe(false);
    const good = await post({ token });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('Listo. Ya no te enviaremos correos promocionales.');
  });
});
