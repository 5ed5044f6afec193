import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_APPLICATION } from '../../db/seed/write-demo-admin';
import { call, mailbox, PASSWORD, signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { operatorWorld } from '../helpers/operators';
import { submitApplication } from '../helpers/supplier-applications';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4 });
  adminToken = (await passedAdmin(t)).token;
});
afterAll(() => t?.close());

const URL = 'admin/supplier-applications';

const apply = (lang: 'es' | 'en', overrides: Record<string, unknown> = {}) =>
  submitApplication(t, lang, overrides);

const approve = (id: number, token = adminToken) =>
  call(t, `${URL}/${id}/approve`, { token, method: 'POST', payload: {} });
const reject = (id: number, reason: unknown, token = adminToken, lang: 'es' | 'en' = 'es') =>
  call(t, `${URL}/${id}/reject`, { token, payload: { reason }, lang });
const linkIn = (text: string, path: string) => {
  const token = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in: ${text}`);
  return token;
};
const auditOf = (id: number) =>
  queryRows<{ actor_kind: string; action: string; before: unknown; after: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_kind, action, before, after from audit_log
      where entity = 'supplier_application' and entity_id = ${String(id)}`,
  );

describe('who may use the queue', () => {
  it('answers 404 NOT_FOUND to anyone but an admin who passed the second factor, whatever the request holds', async () => {
    const world = await operatorWorld(t);
    const pending = await makeAdmin(t);
    const { id } = await apply('es');
    const callers = { ...world.callers, adminWithoutFactor: pending.token };
    for (const [who, token] of Object.entries(callers)) {
      for (const res of [
        await call(t, `${URL}?status=pending`, { token }),
        await call(t, `${URL}?status=bogus`, { token }),
        await call(t, `${URL}/${id}/approve`, { token, method: 'POST', payload: {} }),
        await call(t, `${URL}/${id}/reject`, { token, payload: { reason: 'Falta la licencia de turismo.' } }),
      ]) {
        expect(res.statusCode, who).toBe(404);
        expect(res.json().code, who).toBe('NOT_FOUND');
      }
    }
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status::text from supplier_applications where id = ${id}`,
    );
    expect(row!.status).toBe('pending');
  });
});

describe('the pending queue', () => {
  it('lists pending applications oldest first, with the applicant’s language', async () => {
    const { email } = await apply('en');
    const res = await call(t, `${URL}?status=pending`, { token: adminToken });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { email: string; language: string; status: string }[];
    expect(list[0]!.email).toBe(DEMO_APPLICATION.email);
    expect(list.find((a) => a.email === email)).toMatchObject({ language: 'en', status: 'pending' });
    expect(list.every((a) => a.status === 'pending')).toBe(true);
    const bad = await call(t, `${URL}?status=archived`, { token: adminToken, lang: 'en' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('creates the company and a password-less owner, e-mails the set-password link in their language, once', async () => {
    const { id, email } = await apply('en');
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const { company_id: companyId, owner, application } = res.json().data;
    expect(owner).toBe('created');
    expect(application).toMatchObject({ status: 'approved', company_id: companyId });
    const [member] = await queryRows<{ role: string; password_hash: string | null }>(
      t.database.db,
      sql`select m.role::text, u.password_hash from company_members m join users u on u.id = m.user_id
        where m.company_id = ${companyId}`,
    );
    expect(member).toEqual({ role: 'owner', password_hash: null });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ actor_kind: 'admin', action: 'supplier_application.approve' }),
    ]);

    const [mail] = await mailbox(t, email);
    expect(mail).toMatchObject({ template: 'company_approved', lang_code: 'en' });
    expect(mail!.subject).toContain('approved');
    const finished = await call(t, 'finish-sign-up', {
      payload: { token: linkIn(mail!.text, '/finish-sign-up'), password: PASSWORD },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const me = await call(t, 'operator/me', { token: finished.json().token });
    expect(me.json().data).toMatchObject({ company: { id: companyId }, role: 'owner' });

    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('APPLICATION_ALREADY_REVIEWED');
  });

  it('approves once when two admins press at the same moment', async () => {
    const { id } = await apply('es');
    const other = (await passedAdmin(t)).token;
    const answers = await Promise.all([approve(id), approve(id, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [companies] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from supplier_applications a join companies c on c.id = a.company_id
        where a.id = ${id}`,
    );
    expect(companies!.n).toBe(1);
  });

  it('asks an existing account to accept; only that account, once, becomes the owner', async () => {
    const account = await signUp(t);
    const { id } = await apply('es', { email: account.email });
    const res = await approve(id);
    expect(res.json().data.owner).toBe('invited');
    expect((await call(t, 'operator/me', { token: account.token })).json().code).toBe('OPERATOR_ONLY');

    const mail = (await mailbox(t, account.email)).find((m) => m.template === 'company_accept');
    const token = linkIn(mail!.text, '/company-welcome');
    const stranger = await signUp(t);
    const refused = await call(t, 'company-welcome/accept', { token: stranger.token, payload: { token } });
    expect(refused.statusCode).toBe(400);
    expect((await call(t, 'company-welcome/accept', { payload: { token } })).statusCode).toBe(401);

    const accepted = await call(t, 'company-welcome/accept', { token: account.token, payload: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await call(t, 'operator/me', { token: account.token });
    expect(me.json().data).toMatchObject({ company: { id: res.json().data.company_id }, role: 'owner' });
    expect(
      (await call(t, 'company-welcome/accept', { token: account.token, payload: { token } })).statusCode,
    ).toBe(400);
  });

  it('refuses an applicant who already works for a company (409), changing nothing', async () => {
    const world = await operatorWorld(t);
    const [owner] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${world.accounts.ownerB}`,
    );
    const { id } = await apply('es', { email: owner!.email });
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('APPLICANT_ALREADY_OPERATOR');
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await approve(2_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('rejecting', () => {
  it('needs a reason, stores it, e-mails it in the applicant’s language, once', async () => {
    const { id, email } = await apply('es');
    for (const reason of ['', 'no', '<b>no</b>', 'x'.repeat(1001), 42]) {
      const bad = await reject(id, reason, adminToken, 'en');
      expect(bad.statusCode, String(reason)).toBe(400);
      expect(bad.json().message).toBe('Write the reason (3 to 1000 characters, without < or >).');
    }
    const reason = 'Falta la licencia de turismo vigente.';
    const res = await reject(id, `  ${reason} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.application).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const [mail] = await mailbox(t, email);
    expect(mail).toMatchObject({ template: 'application_rejected', lang_code: 'es' });
    expect(mail!.text).toContain(reason);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'supplier_application.reject',
        after: { status: 'rejected', rejection_reason: reason },
      }),
    ]);
    expect((await reject(id, reason)).statusCode).toBe(409);
    expect((await approve(id)).statusCode).toBe(409);
  });
});
