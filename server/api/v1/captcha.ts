import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captchaChallengeEndpoint,
  captchaConfigEndpoint,
  turnstileSiteverifyEndpoint,
} from '../../../domain/captcha/contract';
import {
  CAPTCHA_LIMITS,
  captchaConfig,
  captchaProviderDisabled,
  issuePurchaseChallenge,
  siteverifyTurnstile,
} from '../../../domain/captcha/purchase-captcha.server';
import { perAddress } from '../../rate-limit/shared-limiter';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The purchase captcha (decision 0039): what to show, the ALTCHA challenge, Turnstile's check. Answers are
 * never cached: a challenge is for one buyer, and a stored one would be solved once and refused after.
 */
export async function captchaApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, captchaConfigEndpoint, {
    handler: async () => captchaConfig(app.env),
  });

  route(app, captchaChallengeEndpoint, {
    onRequest: perAddress(app.limiter, 'captchaChallenge.perIp', CAPTCHA_LIMITS.challengePerIp),
    handler: async () => {
      if (app.env.CAPTCHA_PROVIDER !== 'altcha') throw captchaProviderDisabled();
      return issuePurchaseChallenge(app.db, app.clock());
    },
  });

  route(app, turnstileSiteverifyEndpoint, {
    onRequest: perAddress(app.limiter, 'turnstileSiteverify.perIp', CAPTCHA_LIMITS.siteverifyPerIp),
    handler: async (request) => {
      if (app.env.CAPTCHA_PROVIDER === 'off') return { success: true };
      if (app.env.CAPTCHA_PROVIDER !== 'turnstile') throw captchaProviderDisabled();
      return {
        success: await siteverifyTurnstile(app, request.body.token, request.ip),
      };
    },
  });
}
