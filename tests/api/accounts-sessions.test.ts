import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { userFromRequest } from '../../domain/accounts/session.server';
import {
  call,
  freshIp,
  PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  temporaryPasswordFor,
  uniqueEmail,
} from '../helpers/accounts';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  // A clock the tests move, for idle and absolute expiry.
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const me = (token: string) => call(t, 'me', { token });

describe('session cookie and tokens', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie; Secure only over https', async () => {
    const { email, response } = await signUp(t);
    const created = sessionCookie(response);
    expect(created).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);

    const overHttps = await signIn(t, email, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(overHttps)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('accepts the token as a cookie or as Bearer, and stores only its SHA-256', async () => {
    const { token, id } = await signUp(t);
    expect((await call(t, 'me', { cookie: `session=${token}` })).json().user.id).toBe(id);
    expect((await me(token)).json().user.id).toBe(id);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from sessions where user_id = ${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('answers 401 UNAUTHENTICATED without a session, translated, and never trusts a user-id header', async () => {
    const { id } = await signUp(t);
    for (const [lang, message] of [
      ['es', 'Inicia sesión para continuar.'],
      ['en', 'Please sign in to continue.'],
    ] as const) {
      const res = await call(t, 'me', { lang, headers: { 'user-id': String(id) } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message });
    }
    const other = await signUp(t);
    const res = await call(t, 'me', { token: other.token, headers: { 'user-id': String(id) } });
    expect(res.json().user.id).toBe(other.id);
    expect((await call(t, 'me', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('sign-out revokes the session (204) and clears the cookie', async () => {
    const { token } = await signUp(t);
    const out = await call(t, 'sign-out', { token, method: 'POST' });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)).toMatch(
      /^session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await me(token)).statusCode).toBe(401);
    expect((await call(t, 'sign-out', { method: 'POST' })).statusCode).toBe(204);
  });

  it('signing in again ends the session the browser already had', async () => {
    const { email, token } = await signUp(t);
    const again = await signIn(t, email, PASSWORD, { cookie: `session=${token}` });
    expect(again.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(again.json().token)).statusCode).toBe(200);
  });

  it('expires after 30 idle days and after 90 days whatever the use', async () => {
    const { token: idle } = await signUp(t);
    const { token: busy } = await signUp(t);
    try {
      now = new Date(TEST_NOW.getTime() + 29 * DAY);
      expect((await me(busy)).statusCode).toBe(200);
      now = new Date(TEST_NOW.getTime() + 30 * DAY);
      expect((await me(idle)).statusCode).toBe(401);
      for (const day of [50, 75, 89]) {
        now = new Date(TEST_NOW.getTime() + day * DAY);
        expect((await me(busy)).statusCode, `day ${day}`).toBe(200);
      }
      now = new Date(TEST_NOW.getTime() + 90 * DAY);
      expect((await me(busy)).statusCode).toBe(401);
    } finally {
      now = TEST_NOW;
    }
  });

  it('resolves the signed-in user for server-side rendering from a Fetch Request', async () => {
    const { token, id } = await signUp(t);
    const request = new Request('http://localhost/', { headers: { cookie: `lang=es; session=${token}` } });
    expect(await userFromRequest(t.database.db, request, () => now)).toMatchObject({
      userId: id,
      isAdmin: false,
      mustChangePassword: false,
    });
    const anonymous = new Request('http://localhost/', { headers: { cookie: 'session=nope' } });
    expect(await userFromRequest(t.database.db, anonymous, () => now)).toBeNull();
  });
});

describe('change-password', () => {
  it('ends every session and opens a new one; the new password works, the old one not', async () => {
    const { email, token } = await signUp(t);
    const other = (await signIn(t, email)).json().token;
    const res = await call(t, 'change-password', {
      token,
      payload: { current_password: PASSWORD, new_password: 'Better456', confirm_password: 'Better456' },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toContain(res.json().token);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, email, 'Better456')).statusCode).toBe(200);
  });

  it('refuses a mismatch (400), a wrong current password (401) and a weak new one (400), translated', async () => {
    const { token } = await signUp(t);
    const attempt = (payload: object, lang: 'es' | 'en') =>
      call(t, 'change-password', { token, payload, lang });
    for (const lang of ['es', 'en'] as const) {
      const mismatch = await attempt(
        { current_password: PASSWORD, new_password: 'Better456', confirm_password: 'Better457' },
        lang,
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({
        code: 'PASSWORDS_DO_NOT_MATCH',
        message: lang === 'es' ? 'Las contraseñas no coinciden.' : 'Passwords do not match.',
      });
      const wrong = await attempt(
        { current_password: 'Wrong1234', new_password: 'Better456', confirm_password: 'Better456' },
        lang,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message:
          lang === 'es' ? 'La contraseña actual no es correcta.' : 'The current password is incorrect.',
      });
      const weak = await attempt(
        { current_password: PASSWORD, new_password: 'weak', confirm_password: 'weak' },
        lang,
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: lang === 'es' ? 'Error, verifica la información.' : 'Error, please verify the information.',
        issues: [{ field: 'new_password' }],
      });
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('password recovery', () => {
  it('always answers sent: true and e-mails only existing accounts', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail();
    for (const target of [email, unknown]) {
      const res = await call(t, `recovery-password/${encodeURIComponent(target.toUpperCase())}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
    }
    const mails = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${unknown}` });
    expect(mails.json().data).toEqual([]);
    expect((await call(t, 'recovery-password/not-an-email')).statusCode).toBe(400);
  });

  it('the temporary password works once, ends the old sessions and forces a change', async () => {
    const { email, token, id } = await signUp(t);
    await call(t, `recovery-password/${email}`);
    expect((await me(token)).statusCode).toBe(401);
    const temporary = await temporaryPasswordFor(t, email);

    const first = await signIn(t, email, temporary);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id, must_change_password: true });
    const restricted = first.json().token;
    expect((await me(restricted)).statusCode).toBe(200);
    for (const res of [
      await call(t, 'all-experiences-favorites', { token: restricted, lang: 'en' }),
      await call(t, 'update-profile', { token: restricted, payload: { first_name: 'Other' } }),
      await call(t, `get-wallet/${id}`, { token: restricted }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await signIn(t, email, temporary)).statusCode).toBe(401);

    const changed = await call(t, 'change-password', {
      token: restricted,
      payload: { current_password: temporary, new_password: 'Fresh789', confirm_password: 'Fresh789' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.must_change_password).toBe(false);
    expect((await me(restricted)).statusCode).toBe(401);
    expect((await call(t, `get-wallet/${id}`, { token: changed.json().token })).statusCode).toBe(200);
    expect((await signIn(t, email, temporary)).statusCode).toBe(401);
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, email, 'Fresh789')).statusCode).toBe(200);
  });

  it('a recovery someone else asked for never locks the owner out: the old password cancels it', async () => {
    const { email } = await signUp(t);
    await call(t, `recovery-password/${email}`);
    const temporary = await temporaryPasswordFor(t, email);
    const own = await signIn(t, email, PASSWORD);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.must_change_password).toBe(false);
    expect((await signIn(t, email, temporary)).statusCode).toBe(401);
  });

  it('expires the temporary password after 24 hours', async () => {
    const { email } = await signUp(t);
    await call(t, `recovery-password/${email}`);
    const temporary = await temporaryPasswordFor(t, email);
    try {
      now = new Date(TEST_NOW.getTime() + DAY);
      expect((await signIn(t, email, temporary)).statusCode).toBe(401);
    } finally {
      now = TEST_NOW;
    }
  });

  it('lets a PayPal guest claim the account: temporary password, then a real one', async () => {
    const email = uniqueEmail('guest');
    await call(t, 'sign-up-auto', { payload: { first_name: 'Gus', last_name: 'Guest', email } });
    await call(t, `recovery-password/${email}`);
    const temporary = await temporaryPasswordFor(t, email);
    const session = (await signIn(t, email, temporary)).json().token;
    const changed = await call(t, 'change-password', {
      token: session,
      payload: { current_password: temporary, new_password: 'Claimed12', confirm_password: 'Claimed12' },
    });
    expect(changed.json().user).toMatchObject({ is_autogenerated: false, must_change_password: false });
    expect((await call(t, 'all-experiences-favorites', { token: changed.json().token })).statusCode).toBe(
      200,
    );
  });
});

describe('abuse limits', () => {
  const tooMany = {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Please wait a moment and try again.',
  };

  it('limits wrong passwords per account, whatever the address (429, translated)', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(t, email, `Wrong${i}abc`, { lang: 'en' })).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    const blocked = await signIn(t, email, PASSWORD, { lang: 'en' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await signUp(t);
    expect((await signIn(t, other.email)).statusCode).toBe(200);
  });

  it('limits sign-ins per address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await signIn(t, uniqueEmail(), 'Wrong1abc', { ip })).statusCode;
    expect(last).toBe(429);
    const elsewhere = await signIn(t, uniqueEmail(), 'Wrong1abc');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits check-email per address and per e-mail', async () => {
    const ip = freshIp();
    const perIp: number[] = [];
    for (let i = 0; i < 31; i++)
      perIp.push((await call(t, `check-email/${uniqueEmail()}`, { ip })).statusCode);
    expect(perIp.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(perIp[30]).toBe(429);

    const target = uniqueEmail();
    const perEmail: number[] = [];
    for (let i = 0; i < 11; i++) perEmail.push((await call(t, `check-email/${target}`)).statusCode);
    expect(perEmail[9]).toBe(404);
    expect(perEmail[10]).toBe(429);
  });

  it('limits recovery to 3 e-mails per account per hour, and per address', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, `recovery-password/${email}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mails = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${email}` });
    expect(
      mails.json().data.filter((mail: { template: string }) => mail.template === 'temporary_password'),
    ).toHaveLength(3);

    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await call(t, `recovery-password/${uniqueEmail()}`, { ip })).statusCode;
    expect(last).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/sign-up',
            headers: { ...apiHeaders(), 'x-forwarded-for': ip },
            payload: { first_name: 'A' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
