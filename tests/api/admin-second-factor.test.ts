import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { DEMO_ADMIN } from '../../db/seed/write-demo-admin';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import { call, PASSWORD, signIn, signInSolving, signUp } from '../helpers/accounts';
import { makeAdmin, nextStepCode, setUpSecondFactor } from '../helpers/admins';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const state = (token?: string) => call(t, 'admin/second-factor', { token });
const verify = (token: string, code: string, lang: 'es' | 'en' = 'es') =>
  call(t, 'admin/second-factor/verify', { token, payload: { code }, lang });
const newSession = async (email: string) => (await signIn(t, email, PASSWORD)).json().token as string;

describe('who may use the second factor’s routes', () => {
  it('answers 404 NOT_FOUND to anonymous visitors and to travellers, whatever the route', async () => {
    const traveller = await signUp(t);
    for (const token of [undefined, traveller.token]) {
      for (const [url, payload] of [
        ['admin/second-factor', undefined],
        ['admin/second-factor/setup', {}],
        ['admin/second-factor/confirm', { code: '123456' }],
        ['admin/second-factor/verify', { code: '123456' }],
      ] as const) {
        const res = await call(t, url, { token, payload, method: payload ? 'POST' : 'GET', lang: 'en' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('NOT_FOUND');
      }
    }
  });
});

describe('set-up on the first admin sign-in', () => {
  it('shows the same secret until confirmed, refuses a wrong code, then gives ten recovery codes once', async () => {
    const admin = await makeAdmin(t);
    expect((await state(admin.token)).json().data.step).toBe('setup');
    const first = (await call(t, 'admin/second-factor/setup', { token: admin.token, method: 'POST' })).json();
    const again = (await call(t, 'admin/second-factor/setup', { token: admin.token, method: 'POST' })).json();
    expect(again.data.secret).toBe(first.data.secret);
    expect(first.data.otpauth_uri).toContain(`secret=${first.data.secret}`);
    expect(first.data.qr.paths.length).toBeGreaterThan(0);

    const wrong = await call(t, 'admin/second-factor/confirm', {
      token: admin.token,
      payload: { code: totpCodeAt(first.data.secret, new Date(now.getTime() - 5 * 60_000)) },
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SECOND_FACTOR_CODE_INVALID',
      message: 'That code is not valid. Check it and try again.',
    });
    expect((await state(admin.token)).json().data.step).toBe('setup');

    const confirm = await call(t, 'admin/second-factor/confirm', {
      token: admin.token,
      payload: { code: totpCodeAt(first.data.secret, now) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().data.recovery_codes as string[];
    expect(new Set(codes).size).toBe(10);
    expect((await state(admin.token)).json().data.step).toBe('passed');

    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from admin_recovery_codes where user_id = ${admin.id}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.code_hash).not.toContain(code);
    // The audit log records the set-up, never the secret or a code.
    const audited = await queryRows<{ action: string; after: unknown }>(
      t.database.db,
      sql`select action, after from audit_log where actor_id = ${admin.id} and actor_kind = 'admin'`,
    );
    expect(audited.map((row) => row.action)).toEqual(['admin.second_factor.set_up']);
    const logged = JSON.stringify(audited);
    expect(logged).not.toContain(first.data.secret);
    for (const code of codes) expect(logged).not.toContain(code);
    // Set up once: a second set-up or confirmation is refused.
    const setupAgain = await call(t, 'admin/second-factor/setup', { token: admin.token, method: 'POST' });
    expect(setupAgain.statusCode).toBe(409);
    expect(setupAgain.json().code).toBe('SECOND_FACTOR_ALREADY_SET_UP');
  });
});

describe('the code at every later sign-in', () => {
  it('asks a new session for a code, accepts each 30-second step once', async () => {
    const admin = await makeAdmin(t);
    const { secret } = await setUpSecondFactor(t, admin.token);
    const token = await newSession(admin.email);
    expect((await state(token)).json().data.step).toBe('verify');
    // The step the set-up used is spent.
    expect((await verify(token, totpCodeAt(secret, now))).json().code).toBe('SECOND_FACTOR_CODE_INVALID');
    const code = nextStepCode(secret, now);
    const passed = await verify(token, code);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toEqual({ method: 'totp', recovery_codes_left: 10 });
    expect((await state(token)).json().data.step).toBe('passed');
    // The same code in a third session: spent.
    const third = await newSession(admin.email);
    expect((await verify(third, code)).statusCode).toBe(400);
  });

  it('spends a recovery code once', async () => {
    const admin = await makeAdmin(t);
    const { recoveryCodes } = await setUpSecondFactor(t, admin.token);
    const [code] = recoveryCodes;
    const token = await newSession(admin.email);
    const used = await verify(token, code!.toLowerCase().replace('-', ' '));
    expect(used.json().data).toEqual({ method: 'recovery', recovery_codes_left: 9 });
    const other = await newSession(admin.email);
    expect((await verify(other, code!)).json().code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await verify(other, recoveryCodes[1]!)).json().data.recovery_codes_left).toBe(8);
    const audited = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where actor_id = ${admin.id} order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'admin.second_factor.set_up',
      'admin.recovery_code.use',
      'admin.recovery_code.use',
    ]);
  });

  it('counts wrong codes per admin: past five in 15 minutes even the right one waits (429)', async () => {
    const admin = await makeAdmin(t);
    const { secret } = await setUpSecondFactor(t, admin.token);
    const token = await newSession(admin.email);
    for (let i = 0; i < 5; i += 1) expect((await verify(token, '000000')).statusCode).toBe(400);
    const limited = await verify(token, nextStepCode(secret, now));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await state(token)).json().data.step).toBe('verify');
  });
});

describe('12 hours without an admin request', () => {
  it('end the admin’s session; admin requests within them keep it', async () => {
    const start = now;
    try {
      const admin = await makeAdmin(t);
      await setUpSecondFactor(t, admin.token);
      now = new Date(start.getTime() + 11 * HOUR);
      expect((await state(admin.token)).json().data.step).toBe('passed');
      now = new Date(start.getTime() + 22 * HOUR);
      expect((await state(admin.token)).json().data.step).toBe('passed');
      now = new Date(start.getTime() + 34 * HOUR);
      expect((await state(admin.token)).statusCode).toBe(404);
      expect((await call(t, 'me', { token: admin.token })).statusCode).toBe(401);
    } finally {
      now = start;
    }
  });
});

describe('the demo admin’s printed secret in production', () => {
  it('counts as not set up: the demo admin must set up a factor of their own', async () => {
    // The seed ran outside production (it wrote the printed secret); the server runs as production.
    const production = await createTestApp({ seed: true, experiences: 2, env: { NODE_ENV: 'production' } });
    try {
      const signedIn = await signInSolving(production, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const token = signedIn.json().token as string;
      const demoCode = totpCodeAt(DEMO_ADMIN_TOTP_SECRET, production.app.clock());
      const refused = await call(production, 'admin/second-factor/verify', {
        token,
        payload: { code: demoCode },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('SECOND_FACTOR_NOT_SET_UP');
      expect((await call(production, 'admin/second-factor', { token })).json().data.step).toBe('setup');
      const setup = await call(production, 'admin/second-factor/setup', { token, method: 'POST' });
      expect(setup.json().data.secret).not.toBe(DEMO_ADMIN_TOTP_SECRET);
    } finally {
      await production.close();
    }
  });
});
