/** The purchase captcha's calls (docs/decisions/0039); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { CAPTCHA_PROVIDERS, CAPTCHA_TOKEN_MAX_LENGTH } from './captcha-config';

const tags = ['payments'];

export const captchaConfigEndpoint = endpoint('GET', '/api/v1/captcha/config', {
  tags,
  summary: 'Which captcha a purchase needs (altcha, turnstile or off) and Turnstile’s site key',
  response: {
    200: z.object({
      provider: z.enum(CAPTCHA_PROVIDERS).describe('Which captcha the purchase needs: show this one'),
      site_key: z.string().optional().describe('Turnstile’s public site key (provider "turnstile" only)'),
    }),
  },
});

export const captchaChallengeEndpoint = endpoint('GET', '/api/v1/captcha/challenge', {
  tags,
  summary:
    'A new ALTCHA proof-of-work challenge (CAPTCHA_PROVIDER=altcha). Send the solution, base64 JSON ' +
    '{ algorithm, challenge, number, salt, signature }, as the purchase’s captcha_token; it works once',
  response: {
    200: z.object({
      algorithm: z.string().describe('Always SHA-256'),
      challenge: z.string().describe('The hex digest to find: SHA-256(salt + number)'),
      maxnumber: z.number().int().describe('The number lies in 0..maxnumber'),
      salt: z.string(),
      signature: z.string(),
    }),
  },
});

export const turnstileSiteverifyEndpoint = endpoint('POST', '/api/v1/turnstile-siteverify', {
  tags,
  summary:
    'Checks a Turnstile token with Cloudflare (CAPTCHA_PROVIDER=turnstile). A valid token is kept for ' +
    'one purchase sent with the same captcha_token. With the captcha off every token succeeds',
  body: z.object({ token: z.string().min(1).max(CAPTCHA_TOKEN_MAX_LENGTH) }),
  response: { 200: z.object({ success: z.boolean() }) },
});
