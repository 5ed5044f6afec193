import { promotionCents } from '../../../domain/promotions/promotion-settings.server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS, challengeDifficulty } from '../../../domain/accounts/abuse-limits';
import { changePassword } from '../../../domain/accounts/change-password.server';
import { heldOnlyByUnverifiedGuest } from '../../../domain/accounts/email-verification';
import { prepareRecovery } from '../../../domain/accounts/password-recovery.server';
import { revokeSession } from '../../../domain/accounts/session.server';
import {
  challengeRequired,
  issueChallenge,
  spendChallenge,
} from '../../../domain/accounts/sign-in-challenge.server';
import { signIn } from '../../../domain/accounts/sign-in.server';
import { signUp, signUpAuto } from '../../../domain/accounts/sign-up.server';
import { findActiveUserByEmail, userJson } from '../../../domain/accounts/users.server';
import { AppError } from '../../../domain/errors';
import { emailLinks } from '../../email-links';
import { clearSessionCookie, optionalUser, requireUser } from '../../plugins/auth';
import { BackgroundWork } from '../../background-work';
import { limitKey, perAddress } from '../../rate-limit/shared-limiter';
import {
  changePasswordEndpoint,
  checkEmailEndpoint,
  meEndpoint,
  recoveryPasswordEndpoint,
  sessionEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpAutoEndpoint,
  signUpEndpoint,
} from '../../../domain/accounts/auth-contract';
import { route } from '../route';
import { noStore, replySignedIn, sessionMeta } from './account-replies';
import { requestDeviceId } from '../../device-cookie';

/**
 * Sign-in, sign-up and recovery (docs/product.md § Sign-in dialog, § Account calls): the calls of the auth
 * modal, plus sign-out, me and change-password. Limits per address guard every call that checks an e-mail or
 * a password; per account, wrong passwords make sign-in ask for a proof of work, never refuse the owner
 * (docs/decisions/0009, 0026). Every counter lives in the database (`app.limiter`).
 */
export async function authApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const links = emailLinks(app);
  const limiter = app.limiter;
  const background = new BackgroundWork(app.log);
  app.addHook('preClose', () => background.settled());

  route(app, checkEmailEndpoint, {
    onRequest: perAddress(limiter, 'checkEmail.perIp', ABUSE_LIMITS.checkEmail.perIp),
    config: { validationMessageKey: 'signInForm.errors.invalidEmail' },
    // Nothing is counted per e-mail: one answer about an address is all there is to learn, and a
    // per-e-mail limit would let anyone stop its owner at the modal's first step (decision 0026).
    // An address held only by an unverified guest account is answered as new: its owner's way is sign-up,
    // which e-mails the link that takes it over (decision 0043).
    handler: async (request) => {
      const { email } = request.params;
      const user = await findActiveUserByEmail(app.db, email);
      if (!user || heldOnlyByUnverifiedGuest(user)) {
        throw new AppError(404, 'EMAIL_NOT_FOUND', 'errors.emailNotFound');
      }
      return { exists: true as const };
    },
  });

  route(app, signInEndpoint, {
    onRequest: perAddress(limiter, 'signIn.perIp', ABUSE_LIMITS.signIn.perIp),
    config: { validationMessageKey: 'signInForm.errors.checkFields' },
    handler: async (request, reply) => {
      const { email, altcha } = request.body;
      const limits = ABUSE_LIMITS.signIn;
      const pair = `${request.ip} ${email}`;
      // One address guessing one account is refused outright; that refuses nobody else.
      await limiter.assertBelow('signIn.failuresPerIpAndEmail', pair, limits.failuresPerIpAndEmail);
      // Failures from anywhere make the account's sign-in cost a proof of work, for everyone, the owner
      // included (the browser solves it unseen): slow for a guesser, never a refusal for the owner.
      const failures = (await limiter.peek('signIn.failuresPerEmail', email)).count;
      if (failures >= limits.failuresPerEmail.max) {
        const scope = limitKey('signIn.challenge', email);
        const solved = altcha ? await spendChallenge(app.db, scope, altcha, app.clock()) : false;
        if (!solved) {
          throw challengeRequired(
            await issueChallenge(app.db, scope, challengeDifficulty(failures), app.clock()),
          );
        }
      }
      try {
        const signedIn = await signIn(app.db, request.body, sessionMeta(request), app.clock());
        await limiter.reset('signIn.failuresPerIpAndEmail', pair);
        return await replySignedIn(request, reply, 200, signedIn);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await Promise.all([
            limiter.hit('signIn.failuresPerIpAndEmail', pair, limits.failuresPerIpAndEmail),
            limiter.hit('signIn.failuresPerEmail', email, limits.failuresPerEmail),
          ]);
        }
        throw error;
      }
    },
  });

  route(app, signUpEndpoint, {
    onRequest: perAddress(limiter, 'signUp.perIp', ABUSE_LIMITS.signUp.perIp),
    config: { validationMessageKey: 'signUpForm.errors.verifyInformation' },
    handler: async (request, reply) => {
      const body = request.body;
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
      // The back office's setting now (decision 0075): the welcome e-mail and the answer promise the same.
      const signupCreditCents = await promotionCents(app.db, 'signup_credit', app.env.SIGNUP_CREDIT_CENTS);
      const result = await signUp(app.db, body, {
        lang: request.lang,
        links,
        meta: sessionMeta(request),
        now: app.clock(),
        signupCreditCents,
        referentCode: body.referent_code || request.cookies.referent,
        deviceId: requestDeviceId(request),
      });
      void app.emailSender.drain().catch(() => undefined);
      if ('finishLinkSent' in result) return reply.status(202).send({ finish_link_sent: true as const });
      return replySignedIn(request, reply, 201, result.signedIn, { signup_credit_cents: signupCreditCents });
    },
  });

  route(app, signUpAutoEndpoint, {
    // Shares sign-up's budget per address (the key names the limit, not the route).
    onRequest: perAddress(limiter, 'signUp.perIp', ABUSE_LIMITS.signUp.perIp),
    config: { validationMessageKey: 'signUpForm.errors.verifyInformation' },
    handler: async (request, reply) => {
      const signedIn = await signUpAuto(app.db, request.body, {
        lang: request.lang,
        links,
        meta: sessionMeta(request),
        now: app.clock(),
      });
      return replySignedIn(request, reply, 201, signedIn);
    },
  });

  route(app, recoveryPasswordEndpoint, {
    onRequest: perAddress(limiter, 'recovery.perIp', ABUSE_LIMITS.recovery.perIp),
    config: { validationMessageKey: 'signInForm.errors.invalidEmail' },
    // Never refused per e-mail: mail to one person is capped by re-using a password sent minutes ago.
    handler: async (request) => {
      const { email } = request.params;
      const issue = await prepareRecovery(app.db, email, { lang: request.lang, links, now: app.clock() });
      if (issue) {
        background.run(async () => {
          await issue();
          await app.emailSender.drain();
        }, 'password recovery');
      }
      return { sent: true as const };
    },
  });

  route(app, signOutEndpoint, {
    handler: async (request, reply) => {
      const user = await optionalUser(request);
      if (user) await revokeSession(app.db, user.sessionId, app.clock());
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  });

  route(app, meEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request, { allowPendingPasswordChange: true, allowGuest: true });
      return { user: await userJson(app.db, session.userId) };
    },
  });

  // The web app's pages are shared by every visitor (decision 0034): once one runs, the browser asks here
  // who is signed in. Nobody is an answer, not an error, so an anonymous page view logs no failure.
  route(app, sessionEndpoint, {
    handler: async (request) => {
      const session = await optionalUser(request);
      return { user: session ? await userJson(app.db, session.userId) : null };
    },
  });

  route(app, changePasswordEndpoint, {
    config: { validationMessageKey: 'profile.verifyInformation' },
    handler: async (request, reply) => {
      const session = await requireUser(request, { allowPendingPasswordChange: true, allowGuest: true });
      const key = String(session.userId);
      const limit = ABUSE_LIMITS.changePassword.perUser;
      await limiter.assertBelow('changePassword.perUser', key, limit);
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
          await limiter.hit('changePassword.perUser', key, limit);
        }
        throw error;
      }
    },
  });
}
