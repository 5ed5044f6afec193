import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allQueries } from '../../../db/all-queries';
import type { Db } from '../../../db/client';
import { centsToUsd, toCents } from '../../../domain/pricing/money';
import { promotionDefaults } from '../../../domain/promotions/promotion-settings';
import {
  changePromotionSetting,
  promotionSettings,
  settingHistory,
} from '../../../domain/promotions/promotion-settings.server';
import {
  changePromotionSettingEndpoint,
  promotionSettingsEndpoint,
  type PromotionSettingsReply,
} from '../../../domain/promotions/settings-admin-contract';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

async function settingsReply(db: Db, signupDefault: number): Promise<PromotionSettingsReply> {
  const [settings, history] = await allQueries(
    db,
    () => promotionSettings(db, signupDefault),
    () => settingHistory(db),
  );
  const defaults = promotionDefaults(signupDefault);
  const one = (key: 'signup_credit' | 'referral_reward') => ({
    amount: centsToUsd(settings[key].amountCents),
    enabled: settings[key].enabled,
    default_amount: centsToUsd(defaults[key].amountCents),
    updated_at: settings[key].updatedAt?.toISOString() ?? null,
  });
  const value = (s: { amountCents: number; enabled: boolean }) => ({
    amount: centsToUsd(s.amountCents),
    enabled: s.enabled,
  });
  return {
    signup_credit: one('signup_credit'),
    referral_reward: one('referral_reward'),
    history: history.map((change) => ({
      key: change.key,
      before: value(change.before),
      after: value(change.after),
      reason: change.reason,
      by: change.actorEmail,
      at: change.changedAt.toISOString(),
    })),
  };
}

/**
 * The promotion settings (docs/decisions/0075-admin-promotions): admins whose session passed the second
 * factor; anyone else is answered 404. The environment's SIGNUP_CREDIT_CENTS is the sign-up credit's default.
 */
export async function adminSettingsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const signupDefault = () => app.env.SIGNUP_CREDIT_CENTS;

  route(app, promotionSettingsEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await settingsReply(app.db, signupDefault()) };
    },
  });

  route(app, changePromotionSettingEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const { amount, enabled, reason } = request.body;
      await changePromotionSetting(
        app.db,
        {
          key: request.params.key,
          setting: { amountCents: toCents(amount), enabled },
          reason,
          adminId: admin.accountId,
          now: app.clock(),
        },
        signupDefault(),
      );
      return { data: await settingsReply(app.db, signupDefault()) };
    },
  });
}
