import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ABUSE_LIMITS } from '../../domain/accounts/abuse-limits';
import { signUpPayload, uniqueEmail } from '../helpers/accounts';
import { createListeningApp, requestFromAnotherAddress } from '../helpers/listening-app';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 4 of the security issue: X-Forwarded-For and X-Forwarded-Proto were believed from anyone, so a
 * client reset every per-address limit with a new header and set Secure cookies at will. Only a trusted
 * proxy (loopback by default, TRUST_PROXY) may say who the client is; everyone else is the address its
 * socket shows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLIENT = '203.0.113.20';

/** Signs up from a socket address with extra headers; the session row records the address the app saw. */
async function signUpFrom(app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/sign-up',
    remoteAddress,
    headers: { ...apiHeaders(), ...headers },
    payload: signUpPayload(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const userId = (response.json() as { user: { id: number } }).user.id;
  const [row] = await queryRows<{ ip: string | null }>(
    app.database.db,
    sql`select ip from sessions where user_id = ${userId} order by id desc limit 1`,
  );
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('session='));
  return { ip: row?.ip, cookie: cookie ?? '' };
}

describe('client address', () => {
  it('is the socket’s address for a client that is not a trusted proxy, whatever it forwards', async () => {
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.1' },
      { 'x-forwarded-for': '198.51.100.1, 198.51.100.2' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '198.51.100.1', forwarded: 'for=198.51.100.1' },
    ];
    for (const headers of spoofs) {
      expect((await signUpFrom(t, CLIENT, headers)).ip, JSON.stringify(headers)).toBe(CLIENT);
    }
  });

  it('is the forwarded address when a proxy on this machine (loopback, the default) forwards it', async () => {
    expect((await signUpFrom(t, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).ip).toBe('198.51.100.7');
    // A trusted proxy's own word only: what the client put before it is not believed.
    const chained = await signUpFrom(t, '127.0.0.1', { 'x-forwarded-for': '10.66.0.1, 198.51.100.8' });
    expect(chained.ip).toBe('198.51.100.8');
  });

  it('follows TRUST_PROXY: a named proxy is believed, loopback no longer is once it is not named', async () => {
    const named = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    try {
      expect((await signUpFrom(named, '10.0.0.5', { 'x-forwarded-for': '198.51.100.9' })).ip).toBe(
        '198.51.100.9',
      );
      expect((await signUpFrom(named, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' })).ip).toBe(
        '127.0.0.1',
      );
      expect((await signUpFrom(named, CLIENT, { 'x-forwarded-for': '198.51.100.9' })).ip).toBe(CLIENT);
    } finally {
      await named.close();
    }
  });

  it('cannot escape a per-address limit by sending a new X-Forwarded-For each time', async () => {
    const client = '203.0.113.21';
    const limit = ABUSE_LIMITS.checkEmail.perIp.max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/check-email/${uniqueEmail()}`,
        remoteAddress: client,
        headers: { ...apiHeaders(), 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('https from X-Forwarded-Proto', () => {
  it('does not make cookies Secure when an untrusted client claims https', async () => {
    const { cookie } = await signUpFrom(t, CLIENT, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('makes cookies Secure when the trusted proxy says the visitor came over https', async () => {
    const { cookie } = await signUpFrom(t, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});

describe('from another address', () => {
  it('a connection from another address is known by that address, not by its headers', async () => {
    const listening = await createListeningApp({ host: '0.0.0.0' });
    try {
      const response = await requestFromAnotherAddress(listening, '/api/v1/sign-up', {
        method: 'POST',
        headers: {
          ...apiHeaders(),
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.1',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify(signUpPayload()),
      });
      expect(response.status, response.body).toBe(201);
      expect(String(response.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
      const userId = (JSON.parse(response.body) as { user: { id: number } }).user.id;
      const [row] = await queryRows<{ ip: string | null }>(
        listening.database.db,
        sql`select ip from sessions where user_id = ${userId}`,
      );
      expect(row?.ip).toBe(response.from);
    } finally {
      await listening.close();
    }
  });
});
