import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { findActiveUser } from '../../../domain/accounts/users.server';
import {
  secondFactorConfirmEndpoint,
  secondFactorSetupEndpoint,
  secondFactorStateEndpoint,
  secondFactorVerifyEndpoint,
} from '../../../domain/admins/second-factor-contract';
import {
  beginSetup,
  confirmSetup,
  type SecondFactorContext,
  secondFactorStep,
  verifySecondFactor,
} from '../../../domain/admins/second-factor.server';
import { AppError } from '../../../domain/errors';
import { qrDrawing } from '../../../domain/purchases/voucher-view';
import { voucherQrSvg } from '../../../domain/purchases/voucher-qr.server';
import { adminNotFound, signedInAdmin } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The admins' second factor (docs/decisions/0057-admin-second-factor): set up on the first admin sign-in
 * (a QR, then a first code, then ten recovery codes shown once), asked for at every later one. Wrong
 * codes are counted per admin; past the limit every try answers 429 until the window ends.
 */
export async function adminSecondFactorApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const limit = ABUSE_LIMITS.adminSecondFactor.failuresPerUser;
  const context = (): SecondFactorContext => ({
    production: app.env.NODE_ENV === 'production',
    signingSecret: app.env.SIGNING_SECRET,
    now: app.clock(),
  });

  /** Runs a code check under the per-admin limit of wrong codes. */
  async function limited<T>(userId: number, check: () => Promise<T>): Promise<T> {
    const key = String(userId);
    await app.limiter.assertBelow('adminSecondFactor.failuresPerUser', key, limit);
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.code === 'SECOND_FACTOR_CODE_INVALID') {
        await app.limiter.hit('adminSecondFactor.failuresPerUser', key, limit);
      }
      throw error;
    }
  }

  /**
   * Who calls is checked before the body is read: to anyone but an admin the routes answer 404 whatever is
   * sent, never a 400 about the body (docs/decisions/0063-access-matrix).
   */
  const adminsFirst = {
    onRequest: async (request: FastifyRequest) => {
      await signedInAdmin(request);
    },
  };

  route(app, secondFactorStateEndpoint, {
    handler: async (request) => {
      const admin = await signedInAdmin(request);
      if (admin.adminState === 'active') return { data: { step: 'passed' as const } };
      return { data: { step: await secondFactorStep(app.db, admin.userId, context().production) } };
    },
  });

  route(app, secondFactorSetupEndpoint, {
    handler: async (request) => {
      const admin = await signedInAdmin(request);
      const account = await findActiveUser(app.db, admin.userId);
      if (!account) throw adminNotFound();
      const { secret, uri } = await beginSetup(
        app.db,
        { userId: admin.userId, email: account.email },
        context(),
      );
      const qr = qrDrawing(await voucherQrSvg(uri));
      return { data: { secret, otpauth_uri: uri, qr: { view_box: qr.viewBox, paths: qr.paths } } };
    },
  });

  route(app, secondFactorConfirmEndpoint, {
    ...adminsFirst,
    config: { validationMessageKey: 'admin.secondFactor.errors.codeInvalid' },
    handler: async (request) => {
      const admin = await signedInAdmin(request);
      const codes = await limited(admin.userId, () =>
        confirmSetup(app.db, admin, request.body.code, context()),
      );
      return { data: { recovery_codes: codes } };
    },
  });

  route(app, secondFactorVerifyEndpoint, {
    ...adminsFirst,
    config: { validationMessageKey: 'admin.secondFactor.errors.codeInvalid' },
    handler: async (request) => {
      const admin = await signedInAdmin(request);
      const result = await limited(admin.userId, () =>
        verifySecondFactor(app.db, admin, request.body.code, context()),
      );
      return { data: { method: result.method, recovery_codes_left: result.recoveryCodesLeft } };
    },
  });
}
