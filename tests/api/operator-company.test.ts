import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { sealClearBankAccounts } from '../../domain/operators/seal-bank-accounts.server';
import { call, freshIp } from '../helpers/accounts';
import { type OperatorWorld, seededOperatorApp } from '../helpers/operators';
import { apiHeaders, type TestApp } from '../helpers/test-app';

/**
 * The company's settings (docs/product.md § Operators): the owner's only; bank details stored and only
 * ever answered masked; the logo re-encoded by the server; every write in the audit log.
 */
let t: TestApp;
let world: OperatorWorld;

beforeAll(async () => ({ t, world } = await seededOperatorApp()));
afterAll(() => t?.close());

const ACCOUNT = 'PA12 0001 2345 6789 0123';

const settings = (overrides: Record<string, unknown> = {}) => ({
  name: 'Seaflower Diving',
  legal_name: 'Seaflower Diving S.A.S.',
  tax_id: '900123456-7',
  contact_email: 'reservas@seaflower.example',
  contact_phone: '+57 300 123 4567',
  country: 'CO',
  bank_name: 'Banco de Bogotá',
  bank_account_holder: 'Seaflower Diving S.A.S.',
  bank_account_number: ACCOUNT,
  ...overrides,
});

async function storedAccount(companyId: number) {
  const [row] = await queryRows<{ sealed: string | null; last4: string | null; clear: string | null }>(
    t.app.db,
    sql`select bank_account_number_sealed as sealed, bank_account_last4 as last4, bank_account_number as clear
        from companies where id = ${companyId}`,
  );
  return row!;
}

const put = (token: string | undefined, body: unknown, lang: 'es' | 'en' = 'es') =>
  call(t, 'operator/company', { token, method: 'PUT', payload: body, lang });

function upload(token: string | undefined, body: Buffer, type: string, lang: 'es' | 'en' = 'en') {
  const headers: Record<string, string> = {
    ...apiHeaders(lang),
    'x-forwarded-for': freshIp(),
    'content-type': type,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: 'POST', url: '/api/v1/operator/company/logo', headers, payload: body });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('who may read and change the company', () => {
  it('answers anonymous 401, a traveller OPERATOR_ONLY, staff OWNER_ONLY, each owner its own company', async () => {
    const { callers } = world;
    const tiny = await png(10, 10);
    const attempts = [
      (token?: string) => call(t, 'operator/company', { token }),
      (token?: string) => put(token, settings()),
      (token?: string) => upload(token, tiny, 'image/png'),
    ];
    for (const attempt of attempts) {
      expect((await attempt(callers.anonymous)).statusCode).toBe(401);
      expect((await attempt(callers.traveller)).json().code).toBe('OPERATOR_ONLY');
      const staff = await attempt(callers.staffA);
      expect([staff.statusCode, staff.json().code]).toEqual([403, 'OWNER_ONLY']);
    }
    const a = (await call(t, 'operator/company', { token: callers.ownerA })).json().data;
    const b = (await call(t, 'operator/company', { token: callers.ownerB })).json().data;
    expect([a.id, b.id]).toEqual([world.companyA, world.companyB]);
    const audit = await queryRows(t.app.db, sql`select 1 from audit_log`);
    expect(audit).toHaveLength(0);
  });
});

describe('company settings', () => {
  it('stores the settings, answers the bank account masked and records the change without it', async () => {
    const saved = await put(world.callers.ownerB, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: world.companyB,
      name: 'Seaflower Diving',
      legal_name: 'Seaflower Diving S.A.S.',
      contact_phone: '+573001234567',
      country: 'CO',
      bank_account_number_masked: '•••• 0123',
    });
    const read = await call(t, 'operator/company', { token: world.callers.ownerB });
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain('0001');
    // Encrypted at rest (docs/decisions/0069-bank-details-encryption.md): only the envelope and the last four.
    const stored = await storedAccount(world.companyB);
    expect(stored).toMatchObject({ clear: null, last4: '0123' });
    expect(stored.sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(stored.sealed).not.toContain('0001234567');
    expect(t.app.sealer.open(stored.sealed!, bankAccountContext(world.companyB))).toBe(
      'PA120001234567890123',
    );
    const [audit] = await queryRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.app.db,
      sql`select before, after from audit_log where action = 'company.update' and company_id = ${world.companyB}`,
    );
    expect(audit!.after).toMatchObject({ name: 'Seaflower Diving', bank_account_number_changed: true });
    expect(audit!.before).toHaveProperty('name');
    expect(JSON.stringify(audit)).not.toContain('0001234567');
    // Company A is untouched.
    const a = (await call(t, 'operator/company', { token: world.callers.ownerA })).json().data;
    expect(a.name).not.toBe('Seaflower Diving');
  });

  it('keeps the stored bank account when the form leaves it out, and records nothing unchanged', async () => {
    const before = await queryRows(
      t.app.db,
      sql`select 1 from audit_log where company_id = ${world.companyB}`,
    );
    const { bank_account_number: _left, ...rest } = settings();
    const saved = await put(world.callers.ownerB, rest);
    expect(saved.json().data.bank_account_number_masked).toBe('•••• 0123');
    const after = await queryRows(
      t.app.db,
      sql`select 1 from audit_log where company_id = ${world.companyB}`,
    );
    expect(after).toHaveLength(before.length);
  });

  it('replaces the account number: a new envelope and mask, and the change recorded without the number', async () => {
    const before = await storedAccount(world.companyB);
    const saved = await put(world.callers.ownerB, settings({ bank_account_number: 'co-98 7654 3210 4455' }));
    expect(saved.json().data.bank_account_number_masked).toBe('•••• 4455');
    const after = await storedAccount(world.companyB);
    expect(after.sealed).not.toBe(before.sealed);
    expect(after.last4).toBe('4455');
    expect(t.app.sealer.open(after.sealed!, bankAccountContext(world.companyB))).toBe('CO98765432104455');
    const audits = await queryRows<{ after: Record<string, unknown> }>(
      t.app.db,
      sql`select after from audit_log where action = 'company.update' and company_id = ${world.companyB}
          order by id desc limit 1`,
    );
    expect(audits[0]!.after).toMatchObject({
      bank_account_number_changed: true,
      bank_account_number_masked: '•••• 4455',
    });
    expect(JSON.stringify(audits)).not.toContain('98765432');
    // The same number sent again is no change: nothing recorded.
    const count = async () =>
      (await queryRows(t.app.db, sql`select 1 from audit_log where company_id = ${world.companyB}`)).length;
    const recorded = await count();
    await put(world.callers.ownerB, settings({ bank_account_number: 'CO98765432104455' }));
    expect(await count()).toBe(recorded);
  });

  it('seals account numbers stored in clear before encryption, once, at start', async () => {
    await t.app.db.execute(
      sql`update companies set bank_account_number = 'GT82TRAJ01020000001210029690', bank_account_last4 = '9690',
          bank_account_number_sealed = null where id = ${world.companyA}`,
    );
    expect(await sealClearBankAccounts(t.app.db, t.app.sealer, new Date())).toBe(1);
    const stored = await storedAccount(world.companyA);
    expect(stored).toMatchObject({ clear: null, last4: '9690' });
    expect(t.app.sealer.open(stored.sealed!, bankAccountContext(world.companyA))).toBe(
      'GT82TRAJ01020000001210029690',
    );
    expect(await sealClearBankAccounts(t.app.db, t.app.sealer, new Date())).toBe(0);
    expect((await storedAccount(world.companyA)).sealed).toBe(stored.sealed);
    const read = await call(t, 'operator/company', { token: world.callers.ownerA });
    expect(read.json().data.bank_account_number_masked).toBe('•••• 9690');
    // The database refuses clear text in the sealed column.
    await expect(
      t.app.db.execute(
        sql`update companies set bank_account_number_sealed = '1234' where id = ${world.companyA}`,
      ),
    ).rejects.toThrow();
  });

  it('refuses bad fields with each field’s translated message and saves nothing', async () => {
    const res = await put(
      world.callers.ownerB,
      settings({
        name: ' ',
        contact_email: 'nope',
        contact_phone: '12',
        country: 'US',
        bank_account_number: '!',
      }),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const fields = Object.fromEntries(
      res.json().issues.map((i: { field: string; message: string }) => [i.field, i.message]),
    );
    expect(Object.keys(fields).sort()).toEqual(
      ['bank_account_number', 'contact_email', 'contact_phone', 'name'].sort(),
    );
    expect(fields.contact_phone).toContain('country code');
    // A country the marketplace does not serve is refused by the database's list, in the same shape.
    const country = await put(world.callers.ownerB, settings({ country: 'US' }), 'es');
    expect(country.statusCode).toBe(400);
    expect(country.json().issues).toEqual([
      { field: 'country', message: 'Elige uno de los países del marketplace.' },
    ]);
    const read = (await call(t, 'operator/company', { token: world.callers.ownerB })).json().data;
    expect(read.country).toBe('CO');
  });
});

describe('the logo', () => {
  it('re-encodes an image into a WebP inside 400 px and serves it; the previous one is replaced', async () => {
    const first = await upload(world.callers.ownerB, await png(1200, 600), 'image/png');
    expect(first.statusCode).toBe(200);
    const url = first.json().data.logo_url as string;
    expect(url).toMatch(/^\/media\/logos\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 400, 200, true]);
    expect((await call(t, 'operator/me', { token: world.callers.ownerB })).json().data.company.logo_url).toBe(
      url,
    );

    const second = await upload(world.callers.ownerB, await png(50, 50), 'image/png');
    expect(second.json().data.logo_url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const audit = await queryRows(t.app.db, sql`select 1 from audit_log where action = 'company.logo'`);
    expect(audit).toHaveLength(2);
  });

  it('refuses what is not an image, the wrong type and more than 2 MB, with the logo’s message', async () => {
    const fake = await upload(
      world.callers.ownerA,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
    );
    expect([fake.statusCode, fake.json().code]).toEqual([400, 'INVALID_IMAGE']);
    expect(fake.json().message).toBe('The logo must be a JPEG, PNG or WebP image.');
    const type = await upload(world.callers.ownerA, await png(10, 10), 'image/svg+xml', 'es');
    expect([type.statusCode, type.json().code]).toEqual([400, 'UNSUPPORTED_IMAGE_TYPE']);
    expect(type.json().message).toBe('El logo debe ser una imagen JPEG, PNG o WebP.');
    const big = await upload(world.callers.ownerA, Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/png');
    expect([big.statusCode, big.json().message]).toEqual([413, 'The logo is too large: at most 2 MB.']);
    const logo = (await call(t, 'operator/company', { token: world.callers.ownerA })).json().data.logo_url;
    expect(logo).toBeNull();
  });
});
