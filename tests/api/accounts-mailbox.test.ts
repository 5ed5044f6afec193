import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, signIn, signUp, temporaryPasswordFor } from '../helpers/accounts';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('/dev/mailbox', () => {
  it('lists the welcome and temporary-password mails newest first; the password in it works', async () => {
    const { email } = await signUp(t, {}, 'es');
    await call(t, `recovery-password/${email}`);
    const temporary = await temporaryPasswordFor(t, email);
    const mails = await mailbox(t, email);
    expect(mails.map((mail) => mail.template)).toEqual(['temporary_password', 'welcome']);
    expect(mails[1]).toMatchObject({ subject: 'Te damos la bienvenida a Rumbo', lang_code: 'es' });
    expect(mails[0]?.subject).toBe('Tu contraseña temporal');
    expect(mails[0]?.html).toContain(temporary);
    const res = await signIn(t, email, temporary);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.must_change_password).toBe(true);

    const all = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(all.headers['cache-control']).toBe('no-store');
    const ids = all.json().data.map((mail: { id: number }) => mail.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('shows an HTML list and each message, with user values escaped', async () => {
    const { email } = await signUp(t, { first_name: "D'Arcy" });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    expect(page.body).toContain('Hola, D&#39;Arcy:');
    const [welcome] = await mailbox(t, email);
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${welcome?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe(welcome?.html);
  });

  it('marks messages sent when drained without SMTP_URL', async () => {
    const { email } = await signUp(t);
    await t.app.emailSender.drain();
    expect(t.app.emailSender.transport).toBe('local-mailbox');
    expect((await mailbox(t, email))[0]?.status).toBe('sent');
  });

  // The web app claims every other path; the mailbox is a route of its own and must win. The web
  // build comes from the API tests' global set-up (tests/helpers/web-build-setup.ts).
  it('is answered by the mailbox, not by the web app’s catch-all', async () => {
    const web = await createTestApp({ web: true });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Mailbox</h1>');
      const json = await web.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(json.json()).toEqual({ data: [] });
      const home = await web.app.inject({ method: 'GET', url: '/about' });
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.body).not.toContain('<h1>Mailbox</h1>');
    } finally {
      await web.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of [
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/dev/mailbox/1',
        '/dev/mailbox/1/attachments/1',
      ]) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('SMTP sender', () => {
  it('delivers outbox mail over SMTP when SMTP_URL is set, and retries later when refused', async () => {
    const smtp = await startFakeSmtp();
    const app = await createTestApp({
      env: { SMTP_URL: smtp.url, EMAIL_FROM: 'Rumbo <hola@rumbo.example>' },
    });
    try {
      const { email } = await signUp(app, { first_name: 'Zoë' }, 'en');
      await app.app.emailSender.drain();
      expect(app.app.emailSender.transport).toBe('smtp');
      const delivered = smtp.received.find((mail) => mail.to.some((to) => to.includes(email)));
      expect(delivered?.from).toContain('hola@rumbo.example');
      expect(delivered?.data).toContain('Subject: Welcome to Rumbo');
      expect(delivered?.data).toMatch(/Content-Type: text\/html/);
      expect((await mailbox(app, email))[0]?.status).toBe('sent');
    } finally {
      await app.close();
      await smtp.close();
    }

    const refusing = await startFakeSmtp({ rejectRecipients: true });
    const failing = await createTestApp({ env: { SMTP_URL: refusing.url } });
    try {
      const { email } = await signUp(failing);
      // Sign-up already asked for a drain; this one waits for it (or runs after it): either way the
      // message has been tried once and put back for later.
      await failing.app.emailSender.drain();
      const [row] = await queryRows<{ status: string; attempts: number; last_error: string }>(
        failing.database.db,
        sql`select status::text, attempts, last_error from email_outbox where to_email = ${email}`,
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.last_error).toMatch(/550|mailbox/i);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/check-email/{email}',
      '/api/v1/sign-in',
      '/api/v1/sign-up',
      '/api/v1/sign-up-auto',
      '/api/v1/recovery-password/{email}',
      '/api/v1/sign-out',
      '/api/v1/me',
      '/api/v1/update-profile',
      '/api/v1/change-password',
      '/api/v1/avatar',
      '/api/v1/delete-profile/{id}',
      '/api/v1/experience/{id}/add-favorite',
      '/api/v1/all-experiences-favorites',
      '/api/v1/get-wallet/{userId}',
      '/api/v1/supplier-registration',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths)).not.toContain('/dev/mailbox');
    expect(doc.paths['/api/v1/sign-up'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'password', 'country']),
    );
  });
});
