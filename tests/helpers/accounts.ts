import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge } from './sign-in-challenge';
import { apiHeaders, type TestApp } from './test-app';

type Lang = 'es' | 'en';
let counter = 0;

/**
 * A client address of its own for each call unless one is given: per-address rate limits then never
 * couple unrelated tests (inject connects from 127.0.0.1, a trusted proxy by default, so the app reads
 * the address from X-Forwarded-For).
 */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'Secret123';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string | undefined;
  cookie?: string;
  lang?: Lang;
  ip?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One API call with the usual headers, a session as Bearer or cookie, and its own client address. */
export function call(t: TestApp, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...apiHeaders(options.lang ?? 'es'),
    'x-forwarded-for': options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  return t.app.inject({
    method: options.method ?? (options.payload === undefined ? 'GET' : 'POST'),
    url: `/api/v1/${url}`,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Pérez',
    email: uniqueEmail(),
    phone: '+507 6123 4567',
    password: PASSWORD,
    country: 'PA',
    accept_terms: true,
    ...overrides,
  };
}

export interface SignedUp {
  id: number;
  email: string;
  token: string;
  response: LightMyRequestResponse;
}

export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, lang: Lang = 'es') {
  const payload = signUpPayload(overrides);
  const response = await call(t, 'sign-up', { payload, lang });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json() as { user: { id: number }; token: string };
  return { id: body.user.id, email: String(payload.email), token: body.token, response } satisfies SignedUp;
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, options: CallOptions = {}) {
  return call(t, 'sign-in', { ...options, payload: { email, password } });
}

/**
 * A sign-in as the web app makes it: when the account asks for a proof of work (428
 * CHALLENGE_REQUIRED), solve it and send the sign-in again with the solution.
 */
export async function signInSolving(
  t: TestApp,
  email: string,
  password = PASSWORD,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const ip = options.ip ?? freshIp();
  const first = await call(t, 'sign-in', { ...options, ip, payload: { email, password } });
  if (first.statusCode !== 428) return first;
  const altcha = solveChallenge(first.json().challenge);
  return call(t, 'sign-in', { ...options, ip, payload: { email, password, altcha } });
}

/** The `session` Set-Cookie line of a response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = lines.find((item) => item.startsWith('session='));
  if (!line) throw new Error('no session cookie');
  return line;
}

export interface MailboxItem {
  id: number;
  to: string;
  template: string;
  lang_code: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  /** Each served at `url` to developer clients (server/plugins/dev-mailbox.ts). */
  attachments: MailboxAttachment[];
}

export interface MailboxAttachment {
  id: number;
  filename: string;
  content_type: string;
  content_id: string | null;
  size: number;
  url: string;
}

export async function mailbox(t: TestApp, to?: string): Promise<MailboxItem[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json${query}` });
  return (response.json() as { data: MailboxItem[] }).data;
}

/**
 * The temporary password printed in the newest recovery e-mail to an address. The e-mail is written just
 * after recovery-password answers (its timing must not tell registered addresses, decision 0026), so
 * this waits for it a little.
 */
export async function temporaryPasswordFor(t: TestApp, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await mailbox(t, email)).find((item) => item.template === 'temporary_password');
    const match = mail ? /\n([A-Za-z0-9]{12})\n/.exec(mail.text) : null;
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no temporary password mailed to ${email}`);
}

/**
 * The token of the newest link of `path` (`verify-email` or `finish-sign-up`) e-mailed to an address
 * (docs/decisions/0043); undefined when none was.
 */
export async function linkTokenFor(
  t: TestApp,
  email: string,
  path: 'verify-email' | 'finish-sign-up' = 'verify-email',
): Promise<string | undefined> {
  const pattern = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`);
  for (const mail of await mailbox(t, email)) {
    const match = pattern.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Opens the welcome e-mail's verification link of an address: its sign-up credit arrives. */
export async function verifyEmailOf(t: TestApp, email: string): Promise<LightMyRequestResponse> {
  const token = await linkTokenFor(t, email);
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  const response = await call(t, 'verify-email', { payload: { token } });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.body}`);
  return response;
}

/** A new traveller who verified her address: signed in, with the sign-up credit (15 USD by default). */
export async function signUpVerified(t: TestApp, overrides: Record<string, unknown> = {}, lang: Lang = 'es') {
  const signedUp = await signUp(t, overrides, lang);
  await verifyEmailOf(t, signedUp.email);
  return signedUp;
}
