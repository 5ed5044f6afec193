import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../common/i18n/translate';
import { deleteAccount } from '../../../domain/accounts/account-deletion.server';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../../domain/accounts/avatar-image.server';
import { setAvatar } from '../../../domain/accounts/avatar.server';
import { profileUpdateSchema } from '../../../domain/accounts/profile-input';
import { updateProfile } from '../../../domain/accounts/profile.server';
import { userJson } from '../../../domain/accounts/users.server';
import { AppError } from '../../../domain/errors';
import { idSchema } from '../../../domain/id-schema';
import { centsToUsd } from '../../../domain/pricing/money';
import { walletBalanceCents } from '../../../domain/wallet/ledger.server';
import { emailLinks } from '../../email-links';
import { assertOwnId, clearSessionCookie, requireUser } from '../../plugins/auth';
import { noStore, userReply } from './account-replies';

const tags = ['accounts'];

/** A DELETE may come without a body (Fastify then passes null): that means "keep my comments". */
const deleteBody = z
  .object({ delete_comments: z.boolean({ error: 'profile.errors.deleteCommentsInvalid' }).optional() })
  .nullish()
  .transform((body) => ({ delete_comments: body?.delete_comments ?? false }));

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

  const deleteRoute = {
    schema: {
      tags,
      summary: 'Delete the signed-in user’s account (refused while a booking is open)',
      params: z.object({ id: idSchema }),
      body: deleteBody,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    config: { validationMessageKey: 'profile.verifyInformation' },
  };
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/delete-profile/:id',
      ...deleteRoute,
      handler: async (request, reply) => {
        const session = await requireUser(request);
        assertOwnId(session, request.params.id);
        await deleteAccount(app.db, session.userId, request.body.delete_comments, {
          lang: request.lang,
          links: emailLinks(app),
          mediaDir,
          now: app.clock(),
        });
        // The catalogue changed: the person's reviews went (and so ratings), or lost their avatar.
        app.clearCatalogueCaches();
        clearSessionCookie(request, reply);
        return { deleted: true as const };
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
