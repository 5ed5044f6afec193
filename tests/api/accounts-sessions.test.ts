import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { userFromRequest } from '../../domain/accounts/session.server';
import { call, PASSWORD, sessionCookie, signIn, signUp } from '../helpers/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

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
