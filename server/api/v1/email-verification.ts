import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import {
  finishSignUp,
  resendVerification,
  verifyEmail,
} from '../../../domain/accounts/email-verification.server';
import { newPasswordSchema } from '../../../domain/accounts/password-rules';
import { centsToUsd } from '../../../domain/pricing/money';
import { emailLinks } from '../../email-links';
import { requireUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import { noStore, replySignedIn, sessionMeta, signedInReply } from './account-replies';

const tags = ['accounts'];

/** A link's token as typed by nobody: anything else is refused as the same invalid link. */
const tokenSchema = z.string().max(100);

/**
 * E-mail verification (docs/decisions/0043): the welcome e-mail's link (verify-email), the link that
 * finishes a sign-up on an address held by an unverified guest account (finish-sign-up), and a new link
 * for the signed-in account (resend-verification). No call takes an address: none can tell whether one is
 * registered.
 */
export async function emailVerificationApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const links = emailLinks(app);
  const limiter = app.limiter;
  const credit = () => ({ cents: app.env.SIGNUP_CREDIT_CENTS, hashSecret: app.env.EMAIL_HASH_SECRET });

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary:
          'Verify the account’s address with the e-mailed link’s token; grants the sign-up credit once',
        body: z.object({ token: tokenSchema }),
        response: {
          200: z.object({
            verified: z.literal(true),
            credit: z.number().describe('Sign-up credit granted now, in USD (0 when none)'),
          }),
        },
      },
      onRequest: perAddress(limiter, 'verification.perIp', ABUSE_LIMITS.verification.perIp),
      config: { validationMessageKey: 'errors.verificationLinkInvalid' },
    },
    async (request) => {
      const cents = await verifyEmail(app.db, request.body.token, { now: app.clock(), credit: credit() });
      return { verified: true as const, credit: centsToUsd(cents) };
    },
  );

  app.post(
    '/finish-sign-up',
    {
      schema: {
        tags,
        summary:
          'Take over an address held by an unverified guest account with the e-mailed link’s token: ' +
          'sets the password, ends every other session, grants the sign-up credit, signs in',
        body: z.object({
          token: tokenSchema,
          password: newPasswordSchema('signUpForm.errors.passwordFormat'),
        }),
        response: { 200: signedInReply },
      },
      onRequest: perAddress(limiter, 'verification.perIp', ABUSE_LIMITS.verification.perIp),
      config: { validationMessageKey: 'signUpForm.errors.passwordFormat' },
    },
    async (request, reply) => {
      const signedIn = await finishSignUp(app.db, request.body, {
        now: app.clock(),
        credit: credit(),
        meta: sessionMeta(request),
      });
      return replySignedIn(request, reply, 200, signedIn);
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary: 'E-mail a new verification link to the signed-in account (limited per account)',
        response: { 200: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      await limiter.consume(
        'verification.resendPerUser',
        String(session.userId),
        ABUSE_LIMITS.verification.resendPerUser,
      );
      await resendVerification(app.db, session.userId, {
        lang: request.lang,
        links,
        now: app.clock(),
        creditCents: app.env.SIGNUP_CREDIT_CENTS,
      });
      void app.emailSender.drain().catch(() => undefined);
      return { sent: true as const };
    },
  );
}
