/**
 * The signed-in person's own data: profile, avatar, wallet balance and account deletion (docs/product.md §
 * Roles, § Account calls); the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { UPLOAD_IMAGE_TYPES } from '../media/upload-image-types';
import { idSchema } from '../id-schema';
import { userReply } from './auth-contract';
import { profileUpdateSchema } from './profile-input';

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

export const updateProfileEndpoint = endpoint('POST', '/api/v1/update-profile', {
  tags,
  summary: 'Update the signed-in user’s profile: only the fields sent change',
  body: profileUpdateSchema,
  response: { 200: userReply.extend({ message: z.string() }) },
});

export const deletionTermsEndpoint = endpoint('GET', '/api/v1/delete-profile/:id', {
  tags,
  summary: 'What deleting the account loses (wallet credit) and how to confirm it',
  params: z.object({ id: idSchema }),
  response: { 200: deletionTermsReply },
});

export const deleteProfileCodeEndpoint = endpoint('POST', '/api/v1/delete-profile/:id/code', {
  tags,
  summary: 'E-mail a code that confirms the deletion of an account without a password',
  params: z.object({ id: idSchema }),
  response: { 200: z.object({ sent: z.literal(true), expires_in_minutes: z.number() }) },
});

export const getWalletEndpoint = endpoint('GET', '/api/v1/get-wallet/:userId', {
  tags,
  summary: 'The signed-in user’s wallet credit in USD',
  params: z.object({ userId: idSchema }),
  response: { 200: z.object({ available_balance: z.number() }) },
});

export const avatarEndpoint = endpoint('POST', '/api/v1/avatar', {
  tags,
  summary: 'Upload a profile photo (JPEG, PNG or WebP up to 5 MB as the raw body)',
  consumes: [...UPLOAD_IMAGE_TYPES],
  response: { 200: userReply },
});

const deleteAccount = {
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
};

/** The deletion is a POST or a DELETE, the same call. */
export const deleteAccountEndpoint = endpoint('POST', '/api/v1/delete-profile/:id', deleteAccount);
export const deleteAccountByDeleteEndpoint = endpoint('DELETE', '/api/v1/delete-profile/:id', deleteAccount);
