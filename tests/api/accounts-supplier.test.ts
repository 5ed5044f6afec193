import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, freshIp, uniqueEmail } from '../helpers/accounts';
import { applicationPayload } from '../helpers/supplier-applications';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const application = applicationPayload;

describe('supplier-registration', () => {
  it('records a pending application with an argon2 hash, never the password', async () => {
    const payload = application({ email: `  ${uniqueEmail('operator').toUpperCase()}` });
    const res = await call(t, 'supplier-registration', { payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'pending' });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select email, password_hash, phone, country_iso, status::text from supplier_applications
        where email = ${String(payload.email).trim().toLowerCase()}`,
    );
    expect(row).toMatchObject({ phone: '+50760001234', country_iso: 'PA', status: 'pending' });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    const optional = await call(t, 'supplier-registration', {
      payload: application({ tax_id: undefined, website: '', message: undefined }),
    });
    expect(optional.statusCode).toBe(201);
  });

  it('answers an e-mail already registered with 409 and the contact-support message', async () => {
    const payload = application();
    await call(t, 'supplier-registration', { payload });
    for (const [lang, text] of [
      ['es', 'ya está registrado como proveedor'],
      ['en', 'already registered as a supplier'],
    ] as const) {
      const res = await call(t, 'supplier-registration', {
        payload: { ...payload, email: payload.email.toUpperCase() },
        lang,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'SUPPLIER_EMAIL_TAKEN', message: expect.stringContaining(text) });
    }
  });

  it.each([
    ['email', 'nope'],
    ['password', 'weakpass'],
    ['company_name', 'X'],
    ['company_name', '<b>Evil</b>'],
    ['contact_first_name', 'Lu'],
    ['contact_last_name', ''],
    ['phone', '60001234'],
    ['country_iso', 'XX'],
    ['tax_id', 'ABC#123'],
    ['website', 'javascript:alert(1)'],
    ['message', '<script>'],
  ])('refuses %s = %j with a translated 400', async (field, value) => {
    for (const [lang, message] of [
      ['es', 'No pudimos enviar tu solicitud, verifica la información e inténtalo de nuevo.'],
      ['en', 'Your application could not be sent, please verify the information and try again.'],
    ] as const) {
      const res = await call(t, 'supplier-registration', { payload: application({ [field]: value }), lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, issues: [{ field }] });
    }
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(t, 'supplier-registration', { payload: application(), ip })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
