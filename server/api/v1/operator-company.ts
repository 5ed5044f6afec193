import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyLogoEndpoint,
  companySettingsEndpoint,
  updateCompanySettingsEndpoint,
} from '../../../domain/operators/company-contract';
import { LOGO_MAX_BYTES, replaceCompanyLogo } from '../../../domain/operators/company-logo.server';
import { companySettings, updateCompanySettings } from '../../../domain/operators/company-settings.server';
import { imageUploadRoute } from '../image-upload-route';
import { ownerAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/**
 * The company's settings (docs/product.md § Operators): its owner reads and writes them, bank account
 * masked, and uploads its logo. Every write is in the audit log.
 */
export async function operatorCompanyApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const mediaDir = join(app.env.DATA_DIR, 'media');

  route(app, companySettingsEndpoint, {
    handler: async (request) => {
      const access = await ownerAccess(request);
      return { data: await companySettings(app.db, access.companyId) };
    },
  });

  route(app, updateCompanySettingsEndpoint, {
    config: { validationMessageKey: 'operator.errors.verifyInformation' },
    onRequest: async (request) => {
      await ownerAccess(request);
    },
    handler: async (request) => {
      const access = await ownerAccess(request);
      return { data: await updateCompanySettings(app.db, app.sealer, access, request.body, app.clock()) };
    },
  });

  await imageUploadRoute(app, companyLogoEndpoint, {
    maxBytes: LOGO_MAX_BYTES,
    messages: {
      tooLarge: 'operator.errors.logoTooLarge',
      type: 'operator.errors.logoType',
      invalid: 'operator.errors.logoInvalid',
    },
    authorize: ownerAccess,
    handler: async (_request, access, bytes) => {
      await replaceCompanyLogo(app.db, mediaDir, access, bytes, app.clock());
      return { data: await companySettings(app.db, access.companyId) };
    },
  });
}
