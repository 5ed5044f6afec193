import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { adminCli } from '../../scripts/admin';
import { call, PASSWORD, signIn, signUp } from '../helpers/accounts';
import { passedAdmin, setUpSecondFactor } from '../helpers/admins';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The on-call commands (`npm run admin`, docs/decisions/0070-on-call-admin-command.md), through the script's
 * exported entry: reset a lost second factor, grant and revoke admin; each audited as "on-call".
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const run = (...args: string[]) => adminCli(args, { db: t.app.db, now: TEST_NOW, by: 'maria' });
const step = async (token: string) => (await call(t, 'admin/second-factor', { token })).json().data?.step;

interface AuditRow {
  actor_id: number | null;
  actor_kind: string;
  action: string;
  entity_id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
const auditsOf = (userId: number) =>
  queryRows<AuditRow>(
    t.app.db,
    sql`select actor_id, actor_kind, action, entity_id, before, after from audit_log
        where entity = 'user' and entity_id = ${String(userId)} and actor_kind = 'on-call' order by id`,
  );
const factorRows = async (userId: number) => {
  const [row] = await queryRows<{ factors: number; codes: number; open: number }>(
    t.app.db,
    sql`select (select count(*)::int from admin_second_factors where user_id = ${userId}) as factors,
               (select count(*)::int from admin_recovery_codes where user_id = ${userId}) as codes,
               (select count(*)::int from sessions where user_id = ${userId} and revoked_at is null) as open`,
  );
  return row!;
};

describe('npm run admin -- reset-second-factor', () => {
  it('clears the TOTP and recovery codes, ends the sessions, records it; the admin sets up again', async () => {
    const admin = await passedAdmin(t);
    expect(await factorRows(admin.id)).toEqual({ factors: 1, codes: 10, open: 1 });
    expect((await call(t, 'admin/supplier-applications', { token: admin.token })).statusCode).toBe(200);

    const answer = await run('reset-second-factor', admin.email.toUpperCase());
    expect(answer.code).toBe(0);
    expect(answer.message).toContain('set up again');
    expect(await factorRows(admin.id)).toEqual({ factors: 0, codes: 0, open: 0 });
    // The old session is over (admin routes answer it as any stranger: 404); a new sign-in is asked to set
    // the factor up from the start.
    expect((await call(t, 'admin/supplier-applications', { token: admin.token })).statusCode).toBe(404);
    const token = (await signIn(t, admin.email, PASSWORD)).json().token as string;
    expect(await step(token)).toBe('setup');
    await setUpSecondFactor(t, token);
    expect(await step(token)).toBe('passed');

    const [audit] = await auditsOf(admin.id);
    expect(audit).toEqual({
      actor_id: null,
      actor_kind: 'on-call',
      action: 'admin.second_factor_reset',
      entity_id: String(admin.id),
      before: { second_factor: 'set_up', recovery_codes_left: 10 },
      after: { second_factor: 'none', recovery_codes_left: 0, sessions: 'ended', via: 'cli', by: 'maria' },
    });
    expect(JSON.stringify(audit)).not.toMatch(/secret/i);
  });

  it('refuses an unknown address or an account that is not an admin, changing nothing', async () => {
    const traveller = await signUp(t);
    expect(await run('reset-second-factor', 'nobody@rumbo.test')).toEqual({
      code: 1,
      message: 'refused: no account with the e-mail nobody@rumbo.test',
    });
    const refused = await run('reset-second-factor', traveller.email);
    expect(refused).toEqual({ code: 1, message: `refused: ${traveller.email} is not an admin` });
    expect((await factorRows(traveller.id)).open).toBe(1);
    expect(await auditsOf(traveller.id)).toEqual([]);
    for (const args of [[], ['reset-second-factor'], ['promote', traveller.email], ['grant', 'a@b.c', 'x']]) {
      expect((await run(...args)).code, args.join(' ')).toBe(2);
    }
  });
});

describe('npm run admin -- grant / revoke', () => {
  it('grant makes an account admin (asked for the factor at once); revoke undoes it and ends the sessions', async () => {
    const account = await signUp(t);
    expect((await call(t, 'admin/second-factor', { token: account.token })).statusCode).toBe(404);

    expect(await run('grant', account.email)).toMatchObject({ code: 0 });
    expect(await step(account.token)).toBe('setup');
    expect((await call(t, 'admin/supplier-applications', { token: account.token })).statusCode).toBe(404);
    await setUpSecondFactor(t, account.token);
    expect((await call(t, 'admin/supplier-applications', { token: account.token })).statusCode).toBe(200);
    // Granting again changes and records nothing.
    expect(await run('grant', account.email)).toMatchObject({
      code: 0,
      message: expect.stringContaining('already'),
    });

    expect(await run('revoke', account.email)).toMatchObject({ code: 0 });
    expect(await factorRows(account.id)).toEqual({ factors: 0, codes: 0, open: 0 });
    const token = (await signIn(t, account.email, PASSWORD)).json().token as string;
    expect((await call(t, 'admin/second-factor', { token })).statusCode).toBe(404);
    expect((await call(t, 'admin/supplier-applications', { token })).statusCode).toBe(404);
    expect(await run('revoke', account.email)).toMatchObject({
      code: 0,
      message: expect.stringContaining('nothing'),
    });

    const audits = await auditsOf(account.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['admin.grant', { is_admin: false }, { is_admin: true, via: 'cli', by: 'maria' }],
      ['admin.revoke', { is_admin: true }, { is_admin: false, via: 'cli', by: 'maria' }],
    ]);
  });

  it('keeps every other actor’s id required in the audit log', async () => {
    await expect(
      t.app.db.execute(
        sql`insert into audit_log (actor_id, actor_kind, action, entity, entity_id) values (null, 'admin', 'x', 'user', '1')`,
      ),
    ).rejects.toThrow();
  });
});
