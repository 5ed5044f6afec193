import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signUnsubscribeToken } from '../../domain/emails/unsubscribe-token';
import { call, mailbox, signUp, uniqueEmail } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Decision 0044: only the signed link of an e-mail unsubscribes, and only its own address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
}, 300_000);
afterAll(() => t?.close());

const unsubscribed = async (email: string) =>
  (
    await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from email_unsubscriptions where email = ${email}`,
    )
  ).length === 1;

/** The token of the unsubscribe link in the newest welcome e-mail to an address. */
async function welcomeToken(email: string): Promise<string> {
  const welcome = (await mailbox(t, email)).find((mail) => mail.template === 'welcome');
  const match = /\/unsubscribe\?token=([^\s"&]+)/.exec(welcome?.text ?? '');
  if (!match?.[1]) throw new Error('no unsubscribe link in the welcome e-mail');
  return decodeURIComponent(match[1]);
}

/** A's token with its address swapped for B's, its signature kept. */
function swappedAddress(token: string, email: string): string {
  const [version, , signature] = token.split('.');
  return `${version}.${Buffer.from(email).toString('base64url')}.${signature}`;
}

/** As the page's form posts: to its own address (the link's query) with the token in the body. */
const postForm = (body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/unsubscribe?${new URLSearchParams(body)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams(body).toString(),
  });

describe('POST /api/v1/unsubscribe', () => {
  it('unsubscribes the address of the e-mailed link, and no other', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const token = await welcomeToken(a.email);

    const forged = [
      swappedAddress(token, b.email),
      signUnsubscribeToken('someone-elses-secret-of-32-characters!!', b.email),
      `${token.slice(0, -3)}abc`,
      b.email,
    ];
    for (const lang of ['es', 'en'] as const) {
      for (const payload of [...forged.map((value) => ({ token: value })), {}, { token: 42 }]) {
        const res = await call(t, 'unsubscribe', { payload, lang });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({
          code: 'INVALID_UNSUBSCRIBE_TOKEN',
          message:
            lang === 'es'
              ? 'Este enlace para darte de baja no es válido. Usa el enlace de uno de nuestros correos.'
              : 'This unsubscribe link is not valid. Use the link in one of our e-mails.',
        });
      }
    }
    expect(await unsubscribed(b.email)).toBe(false);
    expect(await unsubscribed(a.email)).toBe(false);

    const res = await call(t, 'unsubscribe', { payload: { token }, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unsubscribed: true,
      message: 'Done. We will not send you any more promotional e-mails.',
    });
    expect(await unsubscribed(a.email)).toBe(true);
    expect(await unsubscribed(b.email)).toBe(false);
    // Again: the same answer.
    expect((await call(t, 'unsubscribe', { payload: { token } })).statusCode).toBe(200);
  });

  it('answers an address with an account and one without alike', async () => {
    const { email } = await signUp(t);
    const nobody = uniqueEmail('nobody');
    const answers = [];
    for (const address of [email, nobody]) {
      const res = await call(t, 'unsubscribe', {
        payload: { token: signUnsubscribeToken(t.app.env.SIGNING_SECRET, address) },
      });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('the /unsubscribe page', () => {
  it('names the address of a valid link, kept by no cache, and unsubscribes it with the form', async () => {
    const { email } = await signUp(t);
    const token = await welcomeToken(email);
    const page = await t.app.inject({
      method: 'GET',
      url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.body).toContain(email);
    expect(page.body).toContain('Unsubscribe me');
    // Without JavaScript the form posts back to the link's own address.
    expect(page.body).toContain(`action="/unsubscribe?token=${encodeURIComponent(token)}"`);

    const done = await postForm({ token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Done. We will not send you any more promotional e-mails.');
    expect(await unsubscribed(email)).toBe(true);
  });

  it('refuses a missing or forged link with a translated 400 that names no address', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const token = await welcomeToken(a.email);
    for (const query of [
      '',
      '?token=',
      `?email=${encodeURIComponent(b.email)}`,
      `?token=${swappedAddress(token, b.email)}`,
    ]) {
      for (const [lang, message] of [
        ['es', 'Este enlace para darte de baja no es válido.'],
        ['en', 'This unsubscribe link is not valid.'],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/unsubscribe${query}`,
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.body).toContain(message);
        expect(res.body).not.toContain(b.email);
      }
    }
    // The old form, an address typed by anyone, and a forged token: nothing is recorded.
    const bodies: Record<string, string>[] = [{ email: b.email }, { token: swappedAddress(token, b.email) }];
    for (const body of bodies) {
      const res = await postForm(body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
    expect(await unsubscribed(b.email)).toBe(false);
  });
});
