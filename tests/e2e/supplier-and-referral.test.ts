import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { uniqueEmail } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated, reloadHydrated } from '../helpers/hydrated-page';

const t = useBrowserApp({ seed: true, experiences: 12, web: true });

describe('supplier registration and referral landing', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`an operator applies, and the same e-mail is told to contact support (${size}, es)`, async () => {
      const page = await t.browser.newPage({ viewport, locale: 'es-PA', bypassCSP: true });
      await gotoHydrated(page, `${t.app.baseUrl}/supplier-registration`);
      expect(await page.locator('h1').textContent()).toBe('Registra tu empresa de tours');
      const email = uniqueEmail('operador');
      const send = page.getByRole('button', { name: 'Enviar solicitud' });
      expect(await send.isDisabled()).toBe(true);
      const fill = async () => {
        await page.getByLabel('Nombre de la empresa').fill('Aventuras del Istmo');
        await page.getByLabel('Nombre de contacto').fill('Rubén');
        await page.getByLabel('Apellido de contacto').fill('Castillo');
        await page.getByLabel('Correo electrónico').fill(email);
        await page.getByLabel('Contraseña').fill('Operador2026');
        await page.getByLabel('Número de teléfono').fill('61234567');
      };
      await fill();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/supplier-registration-es-${size}.png`, fullPage: true });
      await send.click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' }).count())
        .toBe(1);
      const [row] = await queryRows<{ status: string }>(
        t.app.database.db,
        sql`select status::text from supplier_applications where email = ${email}`,
      );
      expect(row?.status).toBe('pending');
      // The same address again: 409 and the "contact support" message.
      await reloadHydrated(page);
      await fill();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'soporte' }).count())
        .toBeGreaterThan(0);
      await page.close();
    });
  }

  it('a referral link remembers the code and opens sign-up; the new account is attached (phone, en)', async () => {
    const [referrer] = await queryRows<{ id: number }>(
      t.app.database.db,
      sql`insert into users (email, first_name, last_name, referral_code)
          values (${uniqueEmail('friend')}, 'Marta', 'Gómez', 'MARTA-2026') returning id`,
    );
    const page = await t.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'en-US', bypassCSP: true });
    await gotoHydrated(page, `${t.app.baseUrl}/referent/MARTA-2026`);
    await expect
      .poll(() => page.getByRole('dialog').locator('h2').first().textContent())
      .toBe('Create your account');
    expect(new URL(page.url()).search).toBe('');
    // The landing gave the browser its device cookie (decision 0042), which only the server reads.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'device_id');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(device?.value).toMatch(/^[A-Za-z0-9]{24}$/);
    const email = uniqueEmail('invited');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('First name').fill('Iván');
    await dialog.getByLabel('Last name').fill('Torres');
    await dialog.getByLabel('Phone number').fill('61234567');
    await dialog.getByLabel('Password', { exact: true }).fill('Invited2026');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Account created!');
    const [invited] = await queryRows<{ referred_by: number | null; device: string | null; status: string }>(
      t.app.database.db,
      sql`select u.referred_by, r.referred_device_id as device, r.status::text as status
          from users u join referrals r on r.referred_user_id = u.id where u.email = ${email}`,
    );
    expect(invited).toEqual({ referred_by: referrer?.id, device: device?.value, status: 'pending' });
    await page.close();
  });
});
