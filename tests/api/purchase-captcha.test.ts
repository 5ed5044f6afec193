import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { issueChallenge } from '../../domain/accounts/sign-in-challenge.server';
import {
  type AltchaChallenge,
  PURCHASE_CHALLENGE_MAX_NUMBER,
  type PurchaseCaptchaDeps,
  TURNSTILE_SITEVERIFY_URL,
  verifyPurchaseCaptcha,
} from '../../domain/captcha/purchase-captcha.server';
import { PURCHASE_CHALLENGE_TTL_MS } from '../../domain/captcha/captcha-config';
import { AppError } from '../../domain/errors';
import { parseEnv } from '../../server/env';
import { pagePolicy, securityHeaders } from '../../server/plugins/security-headers';
import { call } from '../helpers/accounts';
import {
  createSecondApp,
  createTestApp,
  type TestApp,
  TEST_NOW,
  TEST_SERVER_KEYS,
} from '../helpers/test-app';

/** Solves a challenge as the browser does, with altcha-lib, and encodes the captcha_token. */
async function solve(challenge: AltchaChallenge): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The code of the AppError a verification throws, or 'ok'. */
async function outcome(deps: PurchaseCaptchaDeps | App, token: string | null | undefined, ip = '10.0.0.1') {
  try {
    await verifyPurchaseCaptcha(deps, token, ip);
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.status).toBe(400);
    return error.code;
  }
}

const changeNumber = (token: string, delta: number) => {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { number: number };
  payload.number += delta;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

describe('ALTCHA, the default captcha', () => {
  let t: TestApp;
  let now = TEST_NOW;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t?.close());

  const challenge = async () => {
    const response = await call(t, 'captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as AltchaChallenge;
  };

  it('tells clients to show ALTCHA', async () => {
    const response = await call(t, 'captcha/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'altcha' });
  });

  it('issues a phone-sized challenge whose solution is accepted once, also across processes', async () => {
    const issued = await challenge();
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: PURCHASE_CHALLENGE_MAX_NUMBER });
    const token = await solve(issued);
    expect(await outcome(t.app, token)).toBe('ok');
    expect(await outcome(t.app, token)).toBe('CAPTCHA_INVALID');
    const second = await createSecondApp(t);
    try {
      expect(await outcome(second, token)).toBe('CAPTCHA_INVALID');
      // A solution issued by one process is good in another (the challenge lives in the database).
      const other = await solve(await challenge());
      expect(await outcome(second, other)).toBe('ok');
      expect(await outcome(t.app, other)).toBe('CAPTCHA_INVALID');
    } finally {
      await second.close();
    }
  });

  it('refuses a wrong solution, garbage and a sign-in challenge', async () => {
    const token = await solve(await challenge());
    expect(await outcome(t.app, changeNumber(token, 1))).toBe('CAPTCHA_INVALID');
    expect(await outcome(t.app, 'not-base64-json')).toBe('CAPTCHA_INVALID');
    expect(await outcome(t.app, 'x'.repeat(10_000))).toBe('CAPTCHA_INVALID');
    // A proof of work issued for a sign-in is not a purchase's.
    const signIn = await issueChallenge(t.database.db, 'some-email-hash', 1000, now);
    expect(await outcome(t.app, await solve(signIn))).toBe('CAPTCHA_INVALID');
  });

  it('asks for the captcha when the token is missing', async () => {
    for (const token of [undefined, null, '', '   '])
      expect(await outcome(t.app, token)).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses an expired challenge', async () => {
    const token = await solve(await challenge());
    now = new Date(TEST_NOW.getTime() + PURCHASE_CHALLENGE_TTL_MS + 1000);
    try {
      expect(await outcome(t.app, token)).toBe('CAPTCHA_INVALID');
    } finally {
      now = TEST_NOW;
    }
  });

  it('has no Turnstile check under ALTCHA', async () => {
    const response = await call(t, 'turnstile-siteverify', { payload: { token: 'abc' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CAPTCHA_PROVIDER_DISABLED');
  });
});

describe('captcha off (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  });
  afterAll(() => t?.close());

  it('accepts anything and says so', async () => {
    expect((await call(t, 'captcha/config')).json()).toEqual({ provider: 'off' });
    for (const token of [undefined, null, '', 'off', 'whatever'])
      expect(await outcome(t.app, token)).toBe('ok');
    expect((await call(t, 'captcha/challenge')).statusCode).toBe(404);
    expect((await call(t, 'turnstile-siteverify', { payload: { token: 'x' } })).json()).toEqual({
      success: true,
    });
  });

  it('is refused in production, and Turnstile needs both keys', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'off', ...TEST_SERVER_KEYS })).toThrow(
      /CAPTCHA_PROVIDER: "off" is refused/,
    );
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site' })).toThrow(
      /TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/,
    );
    expect(() =>
      parseEnv({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SECRET_KEY: 's', TURNSTILE_SITE_KEY: ' ' }),
    ).toThrow(/TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/);
    expect(
      parseEnv({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' }),
    ).toMatchObject({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site' });
  });
});

describe('Cloudflare Turnstile, when the operator configures it', () => {
  /** Cloudflare as a fake: a token is valid once when it starts with "good". */
  const requests: { url: string; form: URLSearchParams }[] = [];
  const spent = new Set<string>();
  let mode: 'normal' | 'hang' | 'throw' | 'http500' = 'normal';
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    requests.push({ url: String(input), form });
    if (mode === 'hang') return new Promise<Response>(() => {});
    if (mode === 'throw') throw new TypeError('fetch failed');
    if (mode === 'http500') return new Response('oops', { status: 500 });
    const token = form.get('response') ?? '';
    const success = form.get('secret') === 'secret-key' && token.startsWith('good') && !spent.has(token);
    spent.add(token);
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  }) as typeof fetch;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: 'turnstile',
        TURNSTILE_SITE_KEY: 'site-key',
        TURNSTILE_SECRET_KEY: 'secret-key',
      },
      outboundFetch: fakeFetch,
    });
  });
  afterAll(() => t?.close());

  it('gives the public site key, never the secret', async () => {
    const response = await call(t, 'captcha/config');
    expect(response.json()).toEqual({ provider: 'turnstile', site_key: 'site-key' });
    expect(response.body).not.toContain('secret-key');
    expect((await call(t, 'captcha/challenge')).statusCode).toBe(404);
  });

  it('verifies a purchase token with siteverify: success once, failure', async () => {
    expect(await outcome(t.app, 'good-1', '10.9.9.9')).toBe('ok');
    const sent = requests.at(-1);
    expect(sent?.url).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(sent?.form.get('secret')).toBe('secret-key');
    expect(sent?.form.get('remoteip')).toBe('10.9.9.9');
    expect(await outcome(t.app, 'good-1')).toBe('CAPTCHA_INVALID');
    expect(await outcome(t.app, 'bad-1')).toBe('CAPTCHA_INVALID');
    expect(await outcome(t.app, undefined)).toBe('CAPTCHA_REQUIRED');
  });

  it('treats a timeout, a network error or an HTTP error as a failure', async () => {
    const deps: PurchaseCaptchaDeps = { ...pick(t.app), outboundFetch: fakeFetch, turnstileTimeoutMs: 50 };
    try {
      for (const failing of ['hang', 'throw', 'http500'] as const) {
        mode = failing;
        const started = Date.now();
        expect(await outcome(deps, `good-${failing}`)).toBe('CAPTCHA_INVALID');
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      mode = 'normal';
    }
  });

  it('POST turnstile-siteverify answers { success } and keeps a good token for one purchase', async () => {
    const good = await call(t, 'turnstile-siteverify', { payload: { token: 'good-2' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true });
    // Cloudflare would refuse good-2 now; the purchase spends the pass the check left, once.
    expect(await outcome(t.app, 'good-2')).toBe('ok');
    expect(await outcome(t.app, 'good-2')).toBe('CAPTCHA_INVALID');
    expect((await call(t, 'turnstile-siteverify', { payload: { token: 'bad-2' } })).json()).toEqual({
      success: false,
    });
    expect((await call(t, 'turnstile-siteverify', { payload: {} })).statusCode).toBe(400);
  });

  it('lets pages load Turnstile from Cloudflare only in this mode', () => {
    const turnstile = securityHeaders(pagePolicy('turnstile'))['content-security-policy'] ?? '';
    expect(turnstile).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(turnstile).toMatch(/frame-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(securityHeaders(pagePolicy('altcha'))['content-security-policy']).not.toContain('cloudflare');
  });
});

const pick = (app: App): PurchaseCaptchaDeps => ({ db: app.db, env: app.env, clock: app.clock });
