import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../common/i18n/translate';
import {
  DELETION_CODE_TTL_MS,
  sendDeletionCode,
} from '../../../domain/accounts/account-deletion-code.server';
import { deleteAccount, deletionTerms } from '../../../domain/accounts/account-deletion.server';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { AVATAR_MAX_BYTES } from '../../../domain/accounts/avatar-image.server';
import { setAvatar } from '../../../domain/accounts/avatar.server';
import { updateProfile } from '../../../domain/accounts/profile.server';
import { userJson } from '../../../domain/accounts/users.server';
import { AppError } from '../../../domain/errors';
import { centsToUsd, formatUsd, toCents } from '../../../domain/pricing/money';
import { walletBalanceCents } from '../../../domain/wallet/ledger.server';
import { emailLinks } from '../../email-links';
import { assertOwnId, clearSessionCookie, requireUser } from '../../plugins/auth';
import { tooManyRequests } from '../../rate-limit/shared-limiter';
import {
  avatarEndpoint,
  deleteAccountByDeleteEndpoint,
  deleteAccountEndpoint,
  deleteProfileCodeEndpoint,
  deletionTermsEndpoint,
  getWalletEndpoint,
  updateProfileEndpoint,
} from '../../../domain/accounts/profile-contract';
import { catalogChanged } from '../../catalog-changes';
import { imageUploadRoute } from '../image-upload-route';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The signed-in person's own data: profile, avatar, wallet and account deletion (docs/product.md § Roles, §
 * Account calls).
 */
export async function profileApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const mediaDir = join(app.env.DATA_DIR, 'media');

  route(app, updateProfileEndpoint, {
    config: { validationMessageKey: 'profile.verifyInformation' },
    handler: async (request) => {
      const session = await requireUser(request);
      await updateProfile(app.db, session.userId, request.body, app.clock());
      return {
        user: await userJson(app.db, session.userId),
        message: translate(request.lang, 'profile.userUpdated'),
      };
    },
  });

  await imageUploadRoute(app, avatarEndpoint, {
    maxBytes: AVATAR_MAX_BYTES,
    messages: {
      tooLarge: 'profile.errors.imageTooLarge',
      type: 'profile.errors.imageType',
      invalid: 'profile.errors.imageInvalid',
    },
    authorize: (request) => requireUser(request),
    handler: async (_request, session, bytes) => {
      await setAvatar(app.db, mediaDir, session.userId, bytes, app.clock());
      return { user: await userJson(app.db, session.userId) };
    },
  });

  // Account deletion (docs/decisions/0044): a PayPal guest's session may ask too, with the e-mailed code.
  const deletion = { allowGuest: true } as const;
  const limits = ABUSE_LIMITS.accountDeletion;

  route(app, deletionTermsEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request, deletion);
      assertOwnId(session, request.params.id);
      const terms = await deletionTerms(app.db, session.userId);
      return {
        available_balance: centsToUsd(terms.balanceCents),
        confirm_with: terms.confirmWith,
        message:
          terms.balanceCents > 0
            ? translate(request.lang, 'profile.deleteCreditWarning', {
                amount: formatUsd(terms.balanceCents, request.lang),
              })
            : '',
      };
    },
  });

  route(app, deleteProfileCodeEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request, deletion);
      assertOwnId(session, request.params.id);
      await app.limiter.consume('accountDeletion.codesPerUser', String(session.userId), limits.codesPerUser);
      await sendDeletionCode(app.db, session.userId, {
        lang: request.lang,
        links: emailLinks(app),
        signingSecret: app.env.SIGNING_SECRET,
        now: app.clock(),
      });
      return { sent: true as const, expires_in_minutes: DELETION_CODE_TTL_MS / 60_000 };
    },
  });

  for (const contract of [deleteAccountEndpoint, deleteAccountByDeleteEndpoint]) {
    route(app, contract, {
      config: { validationMessageKey: 'profile.verifyInformation' },
      handler: async (request, reply) => {
        const session = await requireUser(request, deletion);
        assertOwnId(session, request.params.id);
        const key = String(session.userId);
        const failures = await app.limiter.peek('accountDeletion.failuresPerUser', key);
        if (failures.count >= limits.failuresPerUser.max) throw tooManyRequests(failures.retryAfterSeconds);
        const { body } = request;
        let result: { forfeitedCreditCents: number };
        try {
          result = await deleteAccount(
            app.db,
            session.userId,
            {
              deleteComments: body.delete_comments,
              password: body.password,
              code: body.code,
              forfeitCreditCents: body.forfeit_credit === undefined ? 0 : toCents(body.forfeit_credit),
            },
            {
              lang: request.lang,
              links: emailLinks(app),
              mediaDir,
              signingSecret: app.env.SIGNING_SECRET,
              now: app.clock(),
            },
          );
        } catch (error) {
          if (
            error instanceof AppError &&
            (error.code === 'INVALID_CREDENTIALS' || error.code === 'INVALID_DELETION_CODE')
          ) {
            await app.limiter.hit('accountDeletion.failuresPerUser', key, limits.failuresPerUser);
          }
          throw error;
        }
        // The catalogue changed in every process: the person's reviews went (and so ratings), or lost
        // their avatar.
        await catalogChanged(app, { entity: 'account' });
        clearSessionCookie(request, reply);
        return { deleted: true as const, forfeited_credit: centsToUsd(result.forfeitedCreditCents) };
      },
    });
  }

  route(app, getWalletEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      assertOwnId(session, request.params.userId);
      return { available_balance: centsToUsd(await walletBalanceCents(app.db, session.userId)) };
    },
  });
}
