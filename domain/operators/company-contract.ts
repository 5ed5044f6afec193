/**
 * The company's settings (docs/product.md § Operators), its owner's only. The form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { OWNER_REFUSALS, operatorErrorReply as errorReply } from './contract';
import { companySettingsSchema } from './company-input';
import { UPLOAD_IMAGE_TYPES } from '../media/upload-image-types';

const tags = ['operators'];

const settingsReply = z.object({
  data: z.object({
    id: z.int().positive(),
    name: z.string(),
    legal_name: z.string().nullable(),
    tax_id: z.string().nullable(),
    contact_email: z.string().describe('Shown to travellers after they book'),
    contact_phone: z.string().describe('Shown to travellers after they book'),
    country: z.string(),
    bank_name: z.string().nullable(),
    bank_account_holder: z.string().nullable(),
    bank_account_number_masked: z
      .string()
      .nullable()
      .describe('The last four characters only: the full number is never answered'),
    logo_url: z.string().nullable(),
  }),
});

export const companySettingsEndpoint = endpoint('GET', '/api/v1/operator/company', {
  tags,
  summary: 'The company’s settings, bank account masked',
  description: OWNER_REFUSALS,
  response: { 200: settingsReply, 401: errorReply, 403: errorReply },
});

export const updateCompanySettingsEndpoint = endpoint('PUT', '/api/v1/operator/company', {
  tags,
  summary:
    'Replace the company’s settings; bank fields left out keep their stored values (the account number ' +
    'is never answered, so a form sends it only when it changes)',
  description: `${OWNER_REFUSALS} 400 VALIDATION_ERROR with \`issues\` per field.`,
  body: companySettingsSchema,
  response: { 200: settingsReply, 400: errorReply, 401: errorReply, 403: errorReply },
});

export const companyLogoEndpoint = endpoint('POST', '/api/v1/operator/company/logo', {
  tags,
  summary: 'Upload the company’s logo (JPEG, PNG or WebP up to 2 MB as the raw body)',
  description: `${OWNER_REFUSALS} 400 INVALID_IMAGE or UNSUPPORTED_IMAGE_TYPE; 413 PAYLOAD_TOO_LARGE.`,
  consumes: [...UPLOAD_IMAGE_TYPES],
  response: { 200: settingsReply, 400: errorReply, 401: errorReply, 403: errorReply, 413: errorReply },
});
