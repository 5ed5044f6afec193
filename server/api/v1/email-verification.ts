import { promotionCents } from '../../../domain/promotions/promotion-settings.server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import {
  finishSignUp,
  resendVerification,
  verifyEmail,
} from '../../../domain/accounts/email-verification.server';
import { centsToUsd } from '../../../domain/pricing/money';
import { emailLinks } from '../../email-links';
import { requireUser } from '../../plugins/auth';
import { perAddress } from '../../rate-limit/shared-limiter';
import {
  finishSignUpEndpoint,
  resendVerificationEndpoint,
  verifyEmailEndpoint,
} from '../../../domain/accounts/auth-contract';
import { route } from '../route';
import { noStore, replySignedIn, sessionMeta } from './account-replies';

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
  // The sign-up credit as the settings say at this moment (docs/decisions/0075-admin-promotions).
  const creditCents = () => promotionCents(app.db, 'signup_credit', app.env.SIGNUP_CREDIT_CENTS);
  const credit = async () => ({ cents: await creditCents(), hashSecret: app.env.EMAIL_HASH_SECRET });

  route(app, verifyEmailEndpoint, {
    onRequest: perAddress(limiter, 'verification.perIp', ABUSE_LIMITS.verification.perIp),
    config: { validationMessageKey: 'errors.verificationLinkInvalid' },
    handler: async (request) => {
      const cents = await verifyEmail(app.db, request.body.token, {
        now: app.clock(),
        credit: await credit(),
      });
      return { verified: true as const, credit: centsToUsd(cents) };
    },
  });

  route(app, finishSignUpEndpoint, {
    onRequest: perAddress(limiter, 'verification.perIp', ABUSE_LIMITS.verification.perIp),
    config: { validationMessageKey: 'signUpForm.errors.passwordFormat' },
    handler: async (request, reply) => {
      const signedIn = await finishSignUp(app.db, request.body, {
        now: app.clock(),
        credit: await credit(),
        meta: sessionMeta(request),
      });
      return replySignedIn(request, reply, 200, signedIn);
    },
  });

  route(app, resendVerificationEndpoint, {
    handler: async (request) => {
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
        creditCents: await creditCents(),
      });
      void app.emailSender.drain().catch(() => undefined);
      return { sent: true as const };
    },
  });
}
