import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../helpers/accounts';
import { createListeningApp, rawRequest, requestFromAnotherAddress } from '../helpers/listening-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 2 of the security issue: the development mailbox shows temporary passwords, so anyone who could
 * read it could take any account. Developer pages answer only a developer's own machine and never in
 * production; everyone else gets the 404 of an unknown path.
 */
const DEV_PAGES = ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1', '/dev/mailbox.json?to=a@b.c'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One e-mail so that /dev/mailbox/1 exists.
  await signUp(t);
});
afterAll(() => t?.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('developer pages', () => {
  it('answer a loopback client that names this machine', async () => {
    for (const [remoteAddress, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['127.0.0.1', '127.0.0.1'],
      ['::1', '[::1]:8080'],
      ['::ffff:127.0.0.1', 'localhost'],
    ] as const) {
      for (const url of DEV_PAGES) {
        const response = await get(url, remoteAddress, { host });
        expect(response.statusCode, `${remoteAddress} ${host} ${url}`).toBe(200);
      }
    }
  });

  it('answer any other client like an unknown path: no one can read a recovery password', async () => {
    const { email } = await signUp(t);
    await call(t, `recovery-password/${email}`, { ip: '203.0.113.7' });
    const unknown = await get('/dev/nothing-here', '203.0.113.7');
    expect(unknown.statusCode).toBe(404);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '192.168.1.20', 'fd00::5', '::ffff:10.0.0.2']) {
      for (const url of [...DEV_PAGES, `/dev/mailbox.json?to=${encodeURIComponent(email)}`]) {
        const response = await get(url, remoteAddress, { host: 'localhost' });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(response.json()).toEqual(unknown.json());
        expect(response.body).not.toContain(email);
      }
    }
  });

  it('refuse a loopback socket that a proxy forwarded', async () => {
    const forwarded = {
      'x-forwarded-for': '203.0.113.7',
      forwarded: 'for=203.0.113.7',
      'x-real-ip': '203.0.113.7',
      'x-forwarded-host': 'rumbo.example',
      'x-forwarded-proto': 'https',
    };
    for (const [name, value] of Object.entries(forwarded)) {
      for (const url of DEV_PAGES) {
        const response = await get(url, '127.0.0.1', { host: 'localhost', [name]: value });
        expect(response.statusCode, `${name} ${url}`).toBe(404);
      }
    }
  });

  it('refuse a loopback socket whose Host is not a loopback name (DNS rebinding, a local proxy)', async () => {
    for (const host of [
      'rumbo.example',
      'evil.example:3000',
      '192.0.2.2',
      'localhost.evil.example',
      '[fd00::2]',
    ]) {
      for (const url of DEV_PAGES) {
        expect((await get(url, '127.0.0.1', { host })).statusCode, `${host} ${url}`).toBe(404);
      }
    }
  });

  it('do not exist in production, not even for loopback clients', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of DEV_PAGES) {
        const response = await production.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('developer pages over a real socket', () => {
  it('answer a connection from loopback and refuse the same connection once a proxy header is on it', async () => {
    const listening = await createListeningApp();
    try {
      const url = `${listening.baseUrl}/dev/mailbox.json`;
      expect((await rawRequest(url)).status).toBe(200);
      const forwarded = await rawRequest(url, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.status).toBe(404);
      const otherHost = await rawRequest(url, { headers: { host: 'rumbo.example' } });
      expect(otherHost.status).toBe(404);
    } finally {
      await listening.close();
    }
  });

  it('refuse a connection from another address, even with a loopback Host', async () => {
    const listening = await createListeningApp({ host: '0.0.0.0' });
    try {
      const response = await requestFromAnotherAddress(listening, '/dev/mailbox.json', {
        headers: { host: 'localhost' },
      });
      expect(response.status).toBe(404);
      const loopback = await rawRequest(`http://127.0.0.1:${listening.port}/dev/mailbox.json`);
      expect(loopback.status).toBe(200);
    } finally {
      await listening.close();
    }
  });

  // The web app claims every other path: a refused developer page gets its not-found page, like any
  // unknown path. Needs the web build (`npx react-router build`, done by the browser tests' set-up).
  it('with the web app, answer other clients the web app’s own not-found page', async () => {
    const web = await createTestApp({ web: true });
    try {
      const unknown = await web.app.inject({
        method: 'GET',
        url: '/dev/nothing',
        remoteAddress: '203.0.113.7',
      });
      const refused = await web.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '203.0.113.7',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(refused.body).not.toContain('<h1>Mailbox</h1>');
      const own = await web.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(own.body).toContain('<h1>Mailbox</h1>');
    } finally {
      await web.close();
    }
  });
});
