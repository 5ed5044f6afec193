import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authChallenges } from '../../db/schema/security';
import { issueChallenge, type SignInChallenge, spendChallenge } from '../accounts/sign-in-challenge.server';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  type CaptchaConfig,
  type CaptchaProvider,
  PURCHASE_CHALLENGE_TTL_MS,
} from './captcha-config';

/**
 * The captcha before every purchase (docs/decisions/0039; docs/product.md § Booking and payment input: a captcha precedes every
 * purchase request). ALTCHA, the default, is a proof of work served and verified by the product itself, stored in
 * `auth_challenges` like the sign-in's, so any process verifies a solution and none accepts it twice.
 * Turnstile is Cloudflare's, used only when the operator configures it. Off exists for development.
 */

/** ALTCHA's challenge JSON, as the sign-in's. */
export type AltchaChallenge = SignInChallenge;

/** The `auth_challenges` scope of purchase challenges: a sign-in's scope is a hash, never this word. */
export const PURCHASE_CHALLENGE_SCOPE = 'purchase';

/** The scope of a Turnstile token already checked by `POST turnstile-siteverify`, waiting for its purchase. */
export const TURNSTILE_PASS_SCOPE = 'purchase-turnstile';

/**
 * ALTCHA's `maxnumber` for a purchase: 10 000 SHA-256 tries on average, as altcha-lib makes them (one
 * awaited WebCrypto digest each). Measured: ~0.2 s in desktop Chromium; a mid-range phone is 3–5 times
 * slower, so 0.5–1 s. A script buying seats pays the same per attempt, and every purchase needs a payment.
 */
export const PURCHASE_CHALLENGE_MAX_NUMBER = 20_000;

/** Cloudflare's verification endpoint (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** A siteverify slower than this counts as a failure: the purchase answers at once instead of hanging. */
export const TURNSTILE_TIMEOUT_MS = 5_000;

/** Each challenge is a database row: one address may ask this many in a window (a checkout needs one or two). */
export const CAPTCHA_LIMITS = {
  challengePerIp: { max: 60, windowMs: 10 * 60_000 },
  siteverifyPerIp: { max: 60, windowMs: 10 * 60_000 },
} as const;

/**
 * What verification needs. The Fastify app has exactly these members, so the purchase pipeline passes
 * `app`; tests pass their own `outboundFetch`.
 */
export interface PurchaseCaptchaDeps {
  db: Db;
  env: {
    CAPTCHA_PROVIDER: CaptchaProvider;
    TURNSTILE_SITE_KEY?: string | undefined;
    TURNSTILE_SECRET_KEY?: string | undefined;
  };
  clock: Clock;
  /** Outgoing HTTP (Cloudflare's siteverify); the global fetch unless a test fakes it. */
  outboundFetch?: typeof fetch;
  /** TURNSTILE_TIMEOUT_MS unless a test shortens it. */
  turnstileTimeoutMs?: number;
}

export const captchaRequired = () => new AppError(400, 'CAPTCHA_REQUIRED', 'payment.captchaRequired');
export const captchaInvalid = () => new AppError(400, 'CAPTCHA_INVALID', 'payment.captchaInvalid');

/** A call of a provider the operator did not choose (the ALTCHA challenge under Turnstile, …). */
export const captchaProviderDisabled = () =>
  new AppError(404, 'CAPTCHA_PROVIDER_DISABLED', 'captcha.providerDisabled');

/** `GET captcha/config`: the site key is public (it is in every page Turnstile runs on); the secret never is. */
export function captchaConfig(env: PurchaseCaptchaDeps['env']): CaptchaConfig {
  if (env.CAPTCHA_PROVIDER === 'turnstile' && env.TURNSTILE_SITE_KEY) {
    return { provider: 'turnstile', site_key: env.TURNSTILE_SITE_KEY };
  }
  return { provider: env.CAPTCHA_PROVIDER };
}

/** A new ALTCHA challenge for one purchase, valid PURCHASE_CHALLENGE_TTL_MS. */
export function issuePurchaseChallenge(db: Db, now: Date): Promise<AltchaChallenge> {
  return issueChallenge(
    db,
    PURCHASE_CHALLENGE_SCOPE,
    PURCHASE_CHALLENGE_MAX_NUMBER,
    now,
    PURCHASE_CHALLENGE_TTL_MS,
  );
}

/** The stored key of a Turnstile token: its hash, so the table never holds a usable token. */
const turnstilePassKey = (token: string) =>
  `turnstile:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * Asks Cloudflare whether a Turnstile token is valid. Cloudflare answers a token once (a replay is
 * `timeout-or-duplicate`), so a true here is single-use by construction. A transport failure, a non-JSON
 * answer or no answer within the timeout is a false: the traveller retries the widget.
 */
export async function verifyTurnstileToken(
  deps: PurchaseCaptchaDeps,
  token: string,
  remoteIp: string | undefined,
): Promise<boolean> {
  const secret = deps.env.TURNSTILE_SECRET_KEY;
  if (!secret) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a fetch that ignores its signal.
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, deps.turnstileTimeoutMs ?? TURNSTILE_TIMEOUT_MS);
  });
  const doFetch = deps.outboundFetch ?? fetch;
  const check = (async () => {
    const response = await doFetch(TURNSTILE_SITEVERIFY_URL, {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  })().catch(() => false);
  try {
    return (await Promise.race([check, timeout])) === true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `POST turnstile-siteverify`: checks the widget's token with Cloudflare and, when valid, remembers it
 * (hashed) for a purchase sent with the same token: Cloudflare would refuse it the second time. The pass is
 * spent once, like an ALTCHA solution.
 */
export async function siteverifyTurnstile(
  deps: PurchaseCaptchaDeps,
  token: string,
  remoteIp: string | undefined,
): Promise<boolean> {
  if (!(await verifyTurnstileToken(deps, token, remoteIp))) return false;
  await deps.db
    .insert(authChallenges)
    .values({
      challenge: turnstilePassKey(token),
      hmacKey: '',
      scope: TURNSTILE_PASS_SCOPE,
      expiresAt: new Date(deps.clock().getTime() + PURCHASE_CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing();
  return true;
}

/** Spends a stored Turnstile pass: deleted in the same statement that finds it, so once across processes. */
async function spendTurnstilePass(deps: PurchaseCaptchaDeps, token: string): Promise<boolean> {
  const [row] = await deps.db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.challenge, turnstilePassKey(token)),
        eq(authChallenges.scope, TURNSTILE_PASS_SCOPE),
      ),
    )
    .returning({ expiresAt: authChallenges.expiresAt });
  return !!row && row.expiresAt.getTime() > deps.clock().getTime();
}

/**
 * The one check the purchase pipeline makes (decision 0039, step 1). Resolves when the captcha is
 * satisfied, spending the token; throws 400 CAPTCHA_REQUIRED without a token and 400 CAPTCHA_INVALID for a
 * wrong, expired or already spent one. With CAPTCHA_PROVIDER=off (refused in production) anything passes.
 */
export async function verifyPurchaseCaptcha(
  deps: PurchaseCaptchaDeps,
  token: string | undefined | null,
  remoteIp: string | undefined,
): Promise<void> {
  const provider = deps.env.CAPTCHA_PROVIDER;
  if (provider === 'off') return;
  const value = typeof token === 'string' ? token.trim() : '';
  if (!value) throw captchaRequired();
  if (value.length > CAPTCHA_TOKEN_MAX_LENGTH) throw captchaInvalid();
  if (provider === 'altcha') {
    if (!(await spendChallenge(deps.db, PURCHASE_CHALLENGE_SCOPE, value, deps.clock())))
      throw captchaInvalid();
    return;
  }
  if (await spendTurnstilePass(deps, value)) return;
  if (!(await verifyTurnstileToken(deps, value, remoteIp))) throw captchaInvalid();
}
