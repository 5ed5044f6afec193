import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RenderRecord, renderRecordContext, servicesContext } from '../../app/context.server';
import { frameUser, sessionUser } from '../../app/lib/session-user.server';
import { call, signUp } from '../helpers/accounts';
import { createTestApp, TEST_NOW, TEST_SIGNING_SECRET, type TestApp } from '../helpers/test-app';

/**
 * Finding 1 of the security issue: a page rendered for a signed-in visitor (session cookie or Bearer)
 * must never reach the shared page cache, and must be answered `private, no-store` (decision 0023).
 */
let t: TestApp;
let user: { email: string; token: string; phone: string };
beforeAll(async () => {
  t = await createTestApp({ web: true });
  const signedUp = await signUp(t, { first_name: 'Secreta', phone: '+507 6999 1234' });
  user = { email: signedUp.email, token: signedUp.token, phone: '6999 1234' };
}, 300_000);
afterAll(() => t?.close());
beforeEach(() => t.app.pageCache.clear());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** What the server gives a render's loaders, without the render's record (each test sets its own). */
function loaderContext() {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db: t.app.db,
    clock: () => TEST_NOW,
    catalogCache: t.app.catalogCache,
    publicApiToken: 'test-token',
    origin: 'http://127.0.0.1',
    signingSecret: TEST_SIGNING_SECRET,
  });
  return context;
}

const varyOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('pages rendered for a signed-in visitor', () => {
  for (const [name, credential] of [
    ['Bearer', () => ({ authorization: `Bearer ${user.token}` })],
    ['session cookie', () => ({ cookie: `session=${user.token}` })],
    ['session cookie next to the language cookie', () => ({ cookie: `lang=en; session=${user.token}` })],
  ] as const) {
    it(`with a ${name}: shown to them privately, never stored, never served to anyone else`, async () => {
      for (const url of ['/', '/about', '/profile', '/favorites']) {
        t.app.pageCache.clear();
        const mine = await page(url, credential());
        expect(mine.statusCode).toBe(200);
        // The page does carry their data (the session's user, for the header and the profile)...
        expect(mine.payload).toContain(user.email);
        // ...so it is not stored, and the next anonymous visitor gets a page of their own.
        expect(t.app.pageCache.size).toBe(0);
        const anonymous = await page(url);
        expect(anonymous.statusCode).toBe(200);
        expect(anonymous.payload).not.toContain(user.email);
        expect(anonymous.payload).not.toContain('Secreta');
        // No cache downstream may keep theirs either, and caches must key on who asks.
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(varyOf(mine)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
      }
    });
  }

  it('a client navigation (.data) for a signed-in visitor is private too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/_root.data',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.payload).toContain(user.email);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(res)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
  });

  it('an unknown or expired credential still bypasses the shared cache', async () => {
    const credentials: Record<string, string>[] = [
      { authorization: 'Bearer not-a-session' },
      { cookie: 'session=not-a-session' },
    ];
    for (const headers of credentials) {
      const res = await page('/about', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(t.app.pageCache.size).toBe(0);
  });
});

describe('pages every visitor shares', () => {
  it('an anonymous render is still cached, and says what it varies on', async () => {
    const first = await page('/about', { 'accept-encoding': 'br' });
    const second = await page('/about', { 'accept-encoding': 'br' });
    expect(t.app.pageCache.size).toBe(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const res of [first, second]) {
      expect(res.headers['cache-control'] ?? '').not.toContain('private');
      expect(varyOf(res)).toEqual(
        expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie', 'authorization']),
      );
    }
  });

  it('the language cookie alone keeps a page shareable', async () => {
    await page('/about', { cookie: 'lang=en' });
    expect(t.app.pageCache.size).toBe(1);
  });

  it('a render that asks who is visiting marks itself, found or not, so the server never stores it', async () => {
    // What the server checks before storing a page: the record of the render, set by the one function
    // through which loaders learn the visitor. Asking is enough: the page depends on who visits.
    const context = loaderContext();
    const anonymousRecord: RenderRecord = { shared: true, askedForVisitor: false };
    context.set(renderRecordContext, anonymousRecord);
    expect(await sessionUser(context, new Request('http://127.0.0.1/'))).toBeNull();
    expect(anonymousRecord.askedForVisitor).toBe(true);
    const record: RenderRecord = { shared: false, askedForVisitor: false };
    context.set(renderRecordContext, record);
    const request = new Request('http://127.0.0.1/', { headers: { authorization: `Bearer ${user.token}` } });
    expect((await sessionUser(context, request))?.email).toBe(user.email);
    expect(record.askedForVisitor).toBe(true);
  });

  it("the frame's user is unknown to a shared render, and does not mark it", async () => {
    const context = loaderContext();
    const record: RenderRecord = { shared: true, askedForVisitor: false };
    context.set(renderRecordContext, record);
    // Even a request that carried a credential: a shared render never looks.
    const request = new Request('http://127.0.0.1/', { headers: { authorization: `Bearer ${user.token}` } });
    expect(await frameUser(context, request)).toBeUndefined();
    expect(record.askedForVisitor).toBe(false);
  });
});

describe('shared pages for signed-in visitors (decision 0034)', () => {
  for (const [name, credential] of [
    ['Bearer', () => ({ authorization: `Bearer ${user.token}` })],
    ['session cookie', () => ({ cookie: `session=${user.token}` })],
    ['cookie the product does not know', () => ({ cookie: 'tracking=abc' })],
  ] as const) {
    it(`with a ${name}: a page already shared is served from the cache, privately, with nobody's data`, async () => {
      for (const url of ['/', '/about', '/?lang=en']) {
        const anonymous = await page(url, { 'accept-encoding': 'br' });
        expect(anonymous.statusCode).toBe(200);
        const stored = t.app.pageCache.size;
        const mine = await page(url, { 'accept-encoding': 'br', ...credential() });
        expect(mine.statusCode).toBe(200);
        // The very bytes every visitor gets: no render happened, and nothing of theirs is in it.
        expect(mine.rawPayload.equals(anonymous.rawPayload)).toBe(true);
        expect(t.app.pageCache.size).toBe(stored);
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(varyOf(mine)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
      }
    });
  }

  it('pages that depend on the visitor are never stored, so a signed-in visitor always gets their own', async () => {
    for (const url of ['/profile', '/favorites']) {
      const anonymous = await page(url);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('private, no-store');
      expect(t.app.pageCache.size).toBe(0);
      const mine = await page(url, { cookie: `session=${user.token}` });
      expect(mine.payload).toContain(user.email);
      expect(t.app.pageCache.size).toBe(0);
    }
  });

  it('the browser learns who is signed in from GET /session: the user, or null without an error', async () => {
    const mine = await call(t, 'session', { token: user.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ user: { email: user.email } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const nobody = await call(t, 'session');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ user: null });
    const expired = await call(t, 'session', { token: 'not-a-session' });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ user: null });
  });
});

describe('the API response cache', () => {
  it('never holds or publicly marks an answer given to a signed-in caller', async () => {
    const me = await call(t, 'me', { token: user.token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(me)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
    // Catalogue answers are the same for everyone, whoever asks: shared, and not personal.
    const countries = await call(t, 'countries/simple', { token: user.token });
    expect(countries.headers['cache-control']).toBe('public, max-age=60');
    expect(countries.payload).not.toContain(user.email);
  });
});
