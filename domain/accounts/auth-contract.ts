/**
 * Sign-in, sign-up, recovery, e-mail verification and the suppliers' form (docs/product.md § Sign-in dialog,
 * § Account calls); the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { changePasswordSchema, signInSchema, signUpAutoSchema, signUpSchema } from './auth-input';
import { emailSchema } from './email';
import { newPasswordSchema } from './password-rules';
import { supplierRegistrationSchema } from './supplier-input';
import { userJsonSchema } from './user-json';

const tags = ['accounts'];

export const userReply = z.object({ user: userJsonSchema });
export const sessionReply = z.object({ user: userJsonSchema.nullable() });
export const signedInReply = z.object({
  user: userJsonSchema,
  token: z.string().describe('The session token, also set as the HttpOnly `session` cookie'),
});

/** A new account: signed in, and the sign-up credit its verification link brings (decision 0075). */
export const signedUpReply = signedInReply.extend({
  signup_credit_cents: z
    .int()
    .min(0)
    .describe(
      'The sign-up credit the welcome e-mail promises once the address is verified, in US cents: the ' +
        'back office’s setting when the account was made; 0 when the promotion is off',
    ),
});

/** A sign-up on an address held only by an unverified guest account (docs/decisions/0043). */
export const finishLinkSentReply = z.object({
  finish_link_sent: z
    .literal(true)
    .describe('The link that finishes the sign-up was e-mailed to the address; nobody is signed in'),
});

const emailParams = z.object({ email: emailSchema() });

/** A link's token as typed by nobody: anything else is refused as the same invalid link. */
const tokenSchema = z.string().max(100);

export const checkEmailEndpoint = endpoint('GET', '/api/v1/check-email/:email', {
  tags,
  summary: 'Whether an account exists for an e-mail (200) or not (404): the auth modal’s first step',
  params: emailParams,
  response: { 200: z.object({ exists: z.literal(true) }) },
});

export const signInEndpoint = endpoint('POST', '/api/v1/sign-in', {
  tags,
  summary: 'Sign in with e-mail and password; sets the session cookie',
  body: signInSchema,
  response: { 200: signedInReply },
});

export const signUpEndpoint = endpoint('POST', '/api/v1/sign-up', {
  tags,
  summary:
    'Create an account (referral, welcome e-mail with the verification link that brings the sign-up ' +
    'credit, answered as `signup_credit_cents`); sets the session cookie. An address held only by an unverified guest account ' +
    'answers 202 instead: the link that finishes the sign-up is e-mailed, nobody is signed in',
  body: signUpSchema,
  response: { 201: signedUpReply, 202: finishLinkSentReply },
});

export const signUpAutoEndpoint = endpoint('POST', '/api/v1/sign-up-auto', {
  tags,
  summary: 'Guest account for PayPal checkout (no password; 409 for any address already registered)',
  body: signUpAutoSchema,
  response: { 201: signedInReply },
});

export const recoveryPasswordEndpoint = endpoint('GET', '/api/v1/recovery-password/:email', {
  tags,
  summary: 'E-mail a one-time temporary password (always answers sent: true)',
  params: emailParams,
  response: { 200: z.object({ sent: z.literal(true) }) },
});

export const signOutEndpoint = endpoint('POST', '/api/v1/sign-out', {
  tags,
  summary: 'End this session and clear its cookie (also when there is none)',
  response: { 204: z.undefined().describe('No body: the session is ended and its cookie cleared') },
});

export const meEndpoint = endpoint('GET', '/api/v1/me', {
  tags,
  summary: 'The signed-in user',
  response: { 200: userReply },
});

export const sessionEndpoint = endpoint('GET', '/api/v1/session', {
  tags,
  summary: 'Who is signed in on this browser: the user, or null',
  response: { 200: sessionReply },
});

export const changePasswordEndpoint = endpoint('POST', '/api/v1/change-password', {
  tags,
  summary: 'Change the password; ends every session and opens a new one',
  body: changePasswordSchema,
  response: { 200: signedInReply },
});

export const verifyEmailEndpoint = endpoint('POST', '/api/v1/verify-email', {
  tags,
  summary: 'Verify the account’s address with the e-mailed link’s token; grants the sign-up credit once',
  body: z.object({ token: tokenSchema }),
  response: {
    200: z.object({
      verified: z.literal(true),
      credit: z.number().describe('Sign-up credit granted now, in USD (0 when none)'),
    }),
  },
});

export const finishSignUpEndpoint = endpoint('POST', '/api/v1/finish-sign-up', {
  tags,
  summary:
    'Take over an address held by an unverified guest account with the e-mailed link’s token: ' +
    'sets the password, ends every other session, grants the sign-up credit, signs in',
  body: z.object({
    token: tokenSchema,
    password: newPasswordSchema('signUpForm.errors.passwordFormat'),
  }),
  response: { 200: signedInReply },
});

export const resendVerificationEndpoint = endpoint('POST', '/api/v1/resend-verification', {
  tags,
  summary: 'E-mail a new verification link to the signed-in account (limited per account)',
  response: { 200: z.object({ sent: z.literal(true) }) },
});

export const supplierRegistrationEndpoint = endpoint('POST', '/api/v1/supplier-registration', {
  tags: ['suppliers'],
  summary: 'Register as a supplier (reviewed by the team)',
  body: supplierRegistrationSchema,
  response: { 201: z.object({ status: z.literal('pending') }) },
});
