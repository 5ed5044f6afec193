import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABUSE_LIMITS, type Limit } from '../../../domain/accounts/abuse-limits';
import {
  changePasswordSchema,
  signInSchema,
  signUpAutoSchema,
  signUpSchema,
} from '../../../domain/accounts/auth-input';
import { changePassword } from '../../../domain/accounts/change-password.server';
import { emailSchema } from '../../../domain/accounts/email';
import { requestPasswordRecovery } from '../../../domain/accounts/password-recovery.server';
import { revokeSession } from '../../../domain/accounts/session.server';
import { signIn } from '../../../domain/accounts/sign-in.server';
import { signUp, signUpAuto } from '../../../domain/accounts/sign-up.server';
import { findActiveUserByEmail, userJson } from '../../../domain/accounts/users.server';
import { AppError } from '../../../domain/errors';
import { emailLinks } from '../../email-links';
import { clearSessionCookie, optionalUser, requireUser } from '../../plugins/auth';
import { KeyedLimiter, tooManyRequests } from '../../rate-limit/keyed-limiter';
import { noStore, replySignedIn, sessionMeta, signedInReply, userReply } from './account-replies';

const tags = ['accounts'];

/** @fastify/rate-limit's per-route form of a limit (counted per client address). */
const perIp = (limit: Limit) => ({ rateLimit: { max: limit.max, timeWindow: limit.windowMs } });

const emailParams = z.object({ email: emailSchema() });

/**
 * Sign-in, sign-up and recovery (spec §4, §7): the calls of the auth modal, plus sign-out, me and
 * change-password. Limits per address and per e-mail guard every call that checks an e-mail or a
 * password (docs/decisions/0009).
 */
export async function authApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyRequests() });
  noStore(app);
  const links = emailLinks(app);
  const limits = {
    checkEmail: new KeyedLimiter(ABUSE_LIMITS.checkEmail.perEmail),
    signInFailures: new KeyedLimiter(ABUSE_LIMITS.signIn.perEmail),
    recovery: new KeyedLimiter(ABUSE_LIMITS.recovery.perEmail),
    signUp: new KeyedLimiter(ABUSE_LIMITS.signUp.perEmail),
    changePasswordFailures: new KeyedLimiter(ABUSE_LIMITS.changePassword.perUser),
  };

  app.get(
    '/check-email/:email',
    {
      schema: {
        tags,
        summary: 'Whether an account exists for an e-mail (200) or not (404): the auth modal’s first step',
        params: emailParams,
        response: { 200: z.object({ exists: z.literal(true) }) },
      },
      config: {
        ...perIp(ABUSE_LIMITS.checkEmail.perIp),
        validationMessageKey: 'signInForm.errors.invalidEmail',
      },
    },
    async (request) => {
      const { email } = request.params;
      limits.checkEmail.consume(email);
      if (!(await findActiveUserByEmail(app.db, email))) {
        throw new AppError(404, 'EMAIL_NOT_FOUND', 'errors.emailNotFound');
      }
      return { exists: true as const };
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: signInSchema,
        response: { 200: signedInReply },
      },
      config: { ...perIp(ABUSE_LIMITS.signIn.perIp), validationMessageKey: 'signInForm.errors.checkFields' },
    },
    async (request, reply) => {
      const { email } = request.body;
      limits.signInFailures.assertAllowed(email);
      try {
        const signedIn = await signIn(app.db, request.body, sessionMeta(request), app.clock());
        limits.signInFailures.reset(email);
        return await replySignedIn(request, reply, 200, signedIn);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          limits.signInFailures.record(email);
        }
        throw error;
      }
    },
  );

  app.post(
    '/sign-up',
    {
      schema: {
        tags,
        summary:
          'Create an account (15 USD sign-up credit, referral, welcome e-mail); sets the session cookie',
        body: signUpSchema,
        response: { 201: signedInReply },
      },
      config: {
        ...perIp(ABUSE_LIMITS.signUp.perIp),
        validationMessageKey: 'signUpForm.errors.verifyInformation',
      },
    },
    async (request, reply) => {
      const body = request.body;
      limits.signUp.consume(body.email);
      if (body.accept_terms !== true) {
        throw new AppError(
          400,
          'TERMS_NOT_ACCEPTED',
          'signUpForm.errors.acceptTerms',
          {},
          {
            issues: [{ field: 'accept_terms', message: 'signUpForm.errors.acceptTerms' }],
          },
        );
      }
      const signedIn = await signUp(app.db, body, {
        lang: request.lang,
        links,
        meta: sessionMeta(request),
        now: app.clock(),
        signupCreditCents: app.env.SIGNUP_CREDIT_CENTS,
        referentCode: body.referent_code || request.cookies.referent,
      });
      void app.emailSender.drain().catch(() => undefined);
      return replySignedIn(request, reply, 201, signedIn);
    },
  );

  app.post(
    '/sign-up-auto',
    {
      schema: {
        tags,
        summary: 'Guest account for PayPal checkout (no password; reuses an existing guest account)',
        body: signUpAutoSchema,
        response: { 201: signedInReply },
      },
      config: {
        ...perIp(ABUSE_LIMITS.signUp.perIp),
        validationMessageKey: 'signUpForm.errors.verifyInformation',
      },
    },
    async (request, reply) => {
      limits.signUp.consume(request.body.email);
      const signedIn = await signUpAuto(app.db, request.body, {
        lang: request.lang,
        links,
        meta: sessionMeta(request),
        now: app.clock(),
      });
      return replySignedIn(request, reply, 201, signedIn);
    },
  );

  app.get(
    '/recovery-password/:email',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time temporary password (always answers sent: true)',
        params: emailParams,
        response: { 200: z.object({ sent: z.literal(true) }) },
      },
      config: {
        ...perIp(ABUSE_LIMITS.recovery.perIp),
        validationMessageKey: 'signInForm.errors.invalidEmail',
      },
    },
    async (request) => {
      const { email } = request.params;
      limits.recovery.consume(email);
      await requestPasswordRecovery(app.db, email, { lang: request.lang, links, now: app.clock() });
      void app.emailSender.drain().catch(() => undefined);
      return { sent: true as const };
    },
  );

  app.post(
    '/sign-out',
    { schema: { tags, summary: 'End this session and clear its cookie (204)' } },
    async (request, reply) => {
      const user = await optionalUser(request);
      if (user) await revokeSession(app.db, user.sessionId, app.clock());
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userReply } } },
    async (request) => {
      const session = await requireUser(request, { allowPendingPasswordChange: true, allowGuest: true });
      return { user: await userJson(app.db, session.userId) };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; ends every session and opens a new one',
        body: changePasswordSchema,
        response: { 200: signedInReply },
      },
      config: { validationMessageKey: 'profile.verifyInformation' },
    },
    async (request, reply) => {
      const session = await requireUser(request, { allowPendingPasswordChange: true, allowGuest: true });
      const key = String(session.userId);
      limits.changePasswordFailures.assertAllowed(key);
      try {
        const signedIn = await changePassword(
          app.db,
          session.userId,
          request.body,
          sessionMeta(request),
          app.clock(),
        );
        return await replySignedIn(request, reply, 200, signedIn);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          limits.changePasswordFailures.record(key);
        }
        throw error;
      }
    },
  );
}
