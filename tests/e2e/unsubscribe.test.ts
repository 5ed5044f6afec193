import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';

const ctx = useBrowserApp({ web: true });

describe('unsubscribe page', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`refuses a malformed address and records a valid one (${size})`, async () => {
      const context = await ctx.browser.newContext({
        viewport,
        locale: size === 'phone' ? 'es-PA' : 'en-US',
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(`${ctx.app.baseUrl}/unsubscribe`, { waitUntil: 'networkidle' });
      const field = page.locator('#unsubscribe-email');
      await field.fill('not-an-email');
      await field.press('Enter');
      await expect.poll(() => page.locator('main').getByRole('alert').count()).toBe(1);
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      const address = `Viajera.${size}@Example.com`;
      await field.fill(address);
      await field.press('Enter');
      // The success toast announces it; the page keeps the confirmation.
      const success = size === 'phone' ? 'Listo. Ya no te enviaremos' : 'Done. We will not send you';
      await expect.poll(() => page.getByRole('status').filter({ hasText: success }).count()).toBe(1);
      expect(await page.locator('main').getByText(success).count()).toBe(1);
      const rows = await queryRows<{ email: string }>(
        ctx.app.database.db,
        sql`select email from email_unsubscriptions where email = ${address.toLowerCase()}`,
      );
      expect(rows).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/unsubscribe-${size}.png`, caret: 'initial' });
      await context.close();
    });
  }

  it('works without JavaScript: a plain form post answers 400 or 200', async () => {
    const post = (email: string) =>
      fetch(`${ctx.app.baseUrl}/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
        body: new URLSearchParams({ email }),
      });
    const bad = await post('x@');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Revisa tu correo');
    const good = await post('sin-js@example.com');
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('Listo. Ya no te enviaremos correos promocionales.');
  });
});
