/**
 * The admins' second factor (docs/decisions/0057-admin-second-factor): the routes a signed-in admin uses
 * before the session has passed it. Anyone who is not an admin gets 404 NOT_FOUND.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const tags = ['admin'];

const codeBody = z.object({
  code: z.string().max(40).describe('Six digits from the authenticator app, or a recovery code XXXXX-XXXXX'),
});

export const secondFactorStateEndpoint = endpoint('GET', '/api/v1/admin/second-factor', {
  tags,
  summary: 'Where the signed-in admin’s second factor stands: to set up, to verify, or passed',
  response: {
    200: z.object({ data: z.object({ step: z.enum(['setup', 'verify', 'passed']) }) }),
  },
});

export const secondFactorSetupEndpoint = endpoint('POST', '/api/v1/admin/second-factor/setup', {
  tags,
  summary:
    'Starts the set-up of the admin’s TOTP (or shows the one started): the secret, its otpauth URI and ' +
    'a QR code of it; 409 once set up',
  response: {
    200: z.object({
      data: z.object({
        secret: z.string().describe('Base32, for typing into an app that cannot scan'),
        otpauth_uri: z.string(),
        qr: z
          .object({
            view_box: z.string(),
            paths: z.array(
              z.object({ d: z.string(), fill: z.string().nullable(), stroke: z.string().nullable() }),
            ),
          })
          .describe('The URI as a QR code: an SVG viewBox and its paths'),
      }),
    }),
  },
});

export const secondFactorConfirmEndpoint = endpoint('POST', '/api/v1/admin/second-factor/confirm', {
  tags,
  summary:
    'Confirms the set-up with a first code: the session passes, and the ten single-use recovery codes ' +
    'are answered, the only time they are shown',
  body: codeBody,
  response: { 200: z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) }) },
});

export const secondFactorVerifyEndpoint = endpoint('POST', '/api/v1/admin/second-factor/verify', {
  tags,
  summary: 'Checks a TOTP code (each once) or a recovery code (spent): the session passes',
  body: codeBody,
  response: {
    200: z.object({
      data: z.object({ method: z.enum(['totp', 'recovery']), recovery_codes_left: z.int().nonnegative() }),
    }),
  },
});
