import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../common/i18n/translate';
import {
  DELETION_CODE_TTL_MS,
  sendDeletionCode,
} from '../../../domain/accounts/account-deletion-code.server';
import { deleteAccount, deletionTerms } from '../../../domain/accounts/account-deletion.server';
import { ABUSE_LIMITS } from '../../../domain/accounts/abuse-limits';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../../domain/accounts/avatar-image.server';
import { setAvatar } from '../../../domain/accounts/avatar.server';
import { profileUpdateSchema } from '../../../domain/accounts/profile-input';
import { updateProfile } from '../../../domain/accounts/profile.server';
import { userJson } from '../../../domain/accounts/users.server';
import { AppError } from '../../../domain/errors';
import { idSchema } from '../../../domain/id-schema';
import { centsToUsd, formatUsd, toCents } from '../../../domain/pricing/money';
import { walletBalanceCents } from '../../../domain/wallet/ledger.server';
import { emailLinks } from '../../email-links';
import { assertOwnId, clearSessionCookie, requireUser } from '../../plugins/auth';
import { tooManyRequests } from '../../rate-limit/shared-limiter';
import { noStore, userReply } from './account-replies';

const tags = ['accounts'];

/**
 * A DELETE may come without a body (Fastify then passes null): that keeps the comments, and then asks for
 * the password or code (docs/decisions/0044). The proof is checked after the session, so a stranger's
 * call still answers 401 or 403 first.
 */
const deleteBody = z
  .object({
    delete_comments: z.boolean({ error: 'profile.errors.deleteCommentsInvalid' }).optional(),
    password: z.string().max(200).optional().describe('The account’s password (accounts that have one)'),
    code: z
      .string()
      .max(20)
      .optional()
      .describe('The code e-mailed by delete-profile/{id}/code (accounts without a password)'),
    forfeit_credit: z
      .number()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe('The wallet credit (USD) the person was shown and accepts to lose; needed when above 0'),
  })
  .nullish()
  .transform((body) => ({ ...body, delete_comments: body?.delete_comments ?? false }));

const deletionTermsReply = z.object({
  available_balance: z.number().describe('Wallet credit (USD) that deleting the account loses'),
  confirm_with: z.enum(['password', 'email_code']),
  message: z.string().describe('The loss, in words, when there is credit; empty otherwise'),
});

/**
 * The signed-in person's own data: profile, avatar, wallet and account deletion (docs/product.md § Roles, §
 * Account calls).
 */
export async function profileApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const mediaDir = join(app.env.DATA_DIR, 'media');

  app.post(
    '/update-profile',
    {
      schema: {
        tags,
        summary: 'Update the signed-in user’s profile: only the fields sent change',
        body: profileUpdateSchema,
        response: { 200: userReply.extend({ message: z.string() }) },
      },
      config: { validationMessageKey: 'profile.verifyInformation' },
    },
    async (request) => {
      const session = await requireUser(request);
      await updateProfile(app.db, session.userId, request.body, app.clock());
      return {
        user: await userJson(app.db, session.userId),
        message: translate(request.lang, 'profile.userUpdated'),
      };
    },
  );

  // Its own scope: the body is the image itself, read as bytes up to 5 MB whatever type it claims, so a
  // wrong type gets a translated 400 rather than the framework's 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/avatar',
      {
        schema: {
          tags,
          summary: 'Upload a profile photo (JPEG, PNG or WebP up to 5 MB as the raw body)',
          consumes: [...AVATAR_CONTENT_TYPES],
          response: { 200: userReply },
        },
        config: { errorMessageKeys: { PAYLOAD_TOO_LARGE: 'profile.errors.imageTooLarge' } },
        // Before the body is read: an anonymous client cannot make the server take in 5 MB.
        onRequest: async (request) => {
          await requireUser(request);
        },
      },
      async (request) => {
        const session = await requireUser(request);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(type)) {
          throw new AppError(400, 'UNSUPPORTED_IMAGE_TYPE', 'profile.errors.imageType');
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(400, 'INVALID_IMAGE', 'profile.errors.imageInvalid');
        }
        await setAvatar(app.db, mediaDir, session.userId, body, app.clock());
        return { user: await userJson(app.db, session.userId) };
      },
    );
  });

  // Account deletion (docs/decisions/0044): a PayPal guest's session may ask too, with the e-mailed code.
  const deletion = { allowGuest: true } as const;
  const limits = ABUSE_LIMITS.accountDeletion;

  app.get(
    '/delete-profile/:id',
    {
      schema: {
        tags,
        summary: 'What deleting the account loses (wallet credit) and how to confirm it',
        params: z.object({ id: idSchema }),
        response: { 200: deletionTermsReply },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/delete-profile/:id/code',
    {
      schema: {
        tags,
        summary: 'E-mail a code that confirms the deletion of an account without a password',
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ sent: z.literal(true), expires_in_minutes: z.number() }) },
      },
    },
    async (request) => {
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
  );

  const deleteRoute = {
    schema: {
      tags,
      summary:
        'Delete the signed-in user’s account with its password (or e-mailed code), accepting the loss of its credit',
      params: z.object({ id: idSchema }),
      body: deleteBody,
      response: {
        200: z.object({
          deleted: z.literal(true),
          forfeited_credit: z.number().describe('Wallet credit (USD) lost with the account'),
        }),
      },
    },
    config: { validationMessageKey: 'profile.verifyInformation' },
  };
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/delete-profile/:id',
      ...deleteRoute,
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
        // The catalogue changed: the person's reviews went (and so ratings), or lost their avatar.
        app.clearCatalogueCaches();
        clearSessionCookie(request, reply);
        return { deleted: true as const, forfeited_credit: centsToUsd(result.forfeitedCreditCents) };
      },
    });
  }

  app.get(
    '/get-wallet/:userId',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s wallet credit in USD',
        params: z.object({ userId: idSchema }),
        response: { 200: z.object({ available_balance: z.number() }) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      assertOwnId(session, request.params.userId);
      return { available_balance: centsToUsd(await walletBalanceCents(app.db, session.userId)) };
    },
  );
}
