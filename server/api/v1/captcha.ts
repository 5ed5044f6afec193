import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS, CAPTCHA_TOKEN_MAX_LENGTH } from '../../../domain/captcha/captcha-config';
import {
  CAPTCHA_LIMITS,
  captchaConfig,
  captchaProviderDisabled,
  issuePurchaseChallenge,
  siteverifyTurnstile,
} from '../../../domain/captcha/purchase-captcha.server';
import { perAddress } from '../../rate-limit/shared-limiter';
import { noStore } from './account-replies';

const tags = ['payments'];

const configReply = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS).describe('Which captcha the purchase needs: show this one'),
  site_key: z.string().optional().describe('Turnstile’s public site key (provider "turnstile" only)'),
});

const challengeReply = z.object({
  algorithm: z.string().describe('Always SHA-256'),
  challenge: z.string().describe('The hex digest to find: SHA-256(salt + number)'),
  maxnumber: z.number().int().describe('The number lies in 0..maxnumber'),
  salt: z.string(),
  signature: z.string(),
});

/**
 * The purchase captcha (decision 0039): what to show, the ALTCHA challenge, Turnstile's check. Answers are
 * never cached: a challenge is for one buyer, and a stored one would be solved once and refused after.
 */
export async function captchaApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/captcha/config',
    {
      schema: {
        tags,
        summary: 'Which captcha a purchase needs (altcha, turnstile or off) and Turnstile’s site key',
        response: { 200: configReply },
      },
    },
    async () => captchaConfig(app.env),
  );

  app.get(
    '/captcha/challenge',
    {
      onRequest: perAddress(app.limiter, 'captchaChallenge.perIp', CAPTCHA_LIMITS.challengePerIp),
      schema: {
        tags,
        summary:
          'A new ALTCHA proof-of-work challenge (CAPTCHA_PROVIDER=altcha). Send the solution, base64 JSON ' +
          '{ algorithm, challenge, number, salt, signature }, as the purchase’s captcha_token; it works once',
        response: { 200: challengeReply },
      },
    },
    async () => {
      if (app.env.CAPTCHA_PROVIDER !== 'altcha') throw captchaProviderDisabled();
      return issuePurchaseChallenge(app.db, app.clock());
    },
  );

  app.post(
    '/turnstile-siteverify',
    {
      onRequest: perAddress(app.limiter, 'turnstileSiteverify.perIp', CAPTCHA_LIMITS.siteverifyPerIp),
      schema: {
        tags,
        summary:
          'Checks a Turnstile token with Cloudflare (CAPTCHA_PROVIDER=turnstile). A valid token is kept for ' +
          'one purchase sent with the same captcha_token. With the captcha off every token succeeds',
        body: z.object({ token: z.string().min(1).max(CAPTCHA_TOKEN_MAX_LENGTH) }),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => {
      if (app.env.CAPTCHA_PROVIDER === 'off') return { success: true };
      if (app.env.CAPTCHA_PROVIDER !== 'turnstile') throw captchaProviderDisabled();
      return { success: await siteverifyTurnstile(app, request.body.token, request.ip) };
    },
  );
}
