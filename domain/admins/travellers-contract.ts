/**
 * The back office's travellers (docs/product.md § Travellers and operators, docs/decisions/
 * 0073-admin-travellers-and-companies): find, read, block and unblock, goodwill credit, e-mails sent again.
 * Admin routes: 404 NOT_FOUND for anyone but an admin whose session passed the second factor. The form of
 * an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { paginationReply } from '../catalog/replies-contract';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { PURCHASE_STATUSES } from '../purchases/purchase-lifecycle';
import { historyReply } from '../wallet/contract';
import { ACCOUNT_KINDS } from './account-kinds';
import { adminPageQuery, adminReason, adminSearchText, reasonBody } from './admin-reason';
import { GOODWILL_MAX_CENTS } from './goodwill-credit';
import { placedDaysQuery } from './placed-days';

const tags = ['admin'];
const usd = z.number().describe('USD, at most two decimals');

export const travellerSummary = z.object({
  id: z.int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_blocked: z.boolean(),
  is_admin: z.boolean(),
  company_id: z.int().nullable().describe('The company the account works for, if any'),
  email_verified: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
});

const traveller = travellerSummary.extend({
  phone: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string(),
  wallet_balance: usd,
  bookings: z
    .array(
      z.object({
        id: z.int().positive(),
        code: z.string(),
        status: z.enum(PURCHASE_STATUSES),
        experience_name: z.string().nullable(),
        starts_at: z.string(),
        total_cost: usd,
        created_at: z.string(),
      }),
    )
    .describe('The latest 50 bookings, newest first'),
  history: z
    .array(
      z.object({
        at: z.string(),
        action: z.string(),
        admin_id: z.int().nullable(),
        reason: z.string().nullable(),
        amount: usd.nullable(),
      }),
    )
    .describe('What the back office did to the account (audit log), newest first'),
});

/** The list's query, read by the endpoint and by the page /admin/travellers. */
export const travellersQuery = z.object({
  q: adminSearchText,
  kind: z.enum(ACCOUNT_KINDS, { error: 'admin.travellers.errors.kindInvalid' }).optional(),
  ...placedDaysQuery,
  ...adminPageQuery,
});

export const listTravellersEndpoint = endpoint('GET', '/api/v1/admin/users', {
  tags,
  summary:
    'Accounts found by part of their e-mail or name (q), their kind (traveller: what the dashboard counts, ' +
    'staff, admin, guest) and the days they were opened (from, to: America/Panama); newest first; page, limit',
  querystring: travellersQuery,
  response: { 200: z.object({ data: z.array(travellerSummary), pagination: paginationReply }) },
});

export const travellerEndpoint = endpoint('GET', '/api/v1/admin/users/:id', {
  tags,
  summary: 'An account: profile, latest bookings, wallet balance, what the back office did to it',
  params: idParams,
  response: { 200: z.object({ data: traveller }) },
});

export const travellerWalletEndpoint = endpoint('GET', '/api/v1/admin/users/:id/wallet', {
  tags,
  summary: 'An account’s wallet history, newest first (page, limit: 16), with the available balance',
  params: idParams,
  querystring: z.object(adminPageQuery),
  response: { 200: historyReply },
});

const blockReply = z.object({
  data: z.object({ id: z.int().positive(), is_blocked: z.boolean(), sessions_ended: z.int().nonnegative() }),
});

export const blockTravellerEndpoint = endpoint('POST', '/api/v1/admin/users/:id/block', {
  tags,
  summary:
    'Blocks an account with a reason: every session of it ends at once, sign-in and payments answer ' +
    'USER_BLOCKED; admins cannot be blocked here',
  params: idParams,
  body: reasonBody,
  response: { 200: blockReply },
});

export const unblockTravellerEndpoint = endpoint('POST', '/api/v1/admin/users/:id/unblock', {
  tags,
  summary: 'Unblocks an account with a reason',
  params: idParams,
  body: reasonBody,
  response: { 200: blockReply },
});

export const creditTravellerEndpoint = endpoint('POST', '/api/v1/admin/users/:id/credit', {
  tags,
  summary:
    'Grants (positive amount) or removes (negative) goodwill wallet credit with a reason, once per ' +
    'Idempotency-Key (required); never below zero: 409 WALLET_INSUFFICIENT',
  params: idParams,
  body: z.object({
    amount: z
      .number({ error: 'admin.travellers.errors.amountInvalid' })
      .refine(
        (value) =>
          Number.isFinite(value) &&
          value !== 0 &&
          Math.abs(value) * 100 <= GOODWILL_MAX_CENTS &&
          Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        'admin.travellers.errors.amountInvalid',
      )
      .describe(`USD, signed, two decimals at most, not 0, at most ${GOODWILL_MAX_CENTS / 100} either way`),
    reason: adminReason,
  }),
  response: {
    200: z.object({
      data: z.object({
        adjustment_id: z.int().positive(),
        amount: usd,
        balance: usd.describe('The wallet’s balance after it'),
      }),
    }),
  },
});

export const TRAVELLER_EMAILS = ['verification', 'recovery'] as const;

export const resendTravellerEmailEndpoint = endpoint('POST', '/api/v1/admin/users/:id/emails', {
  tags,
  summary:
    'Sends the account its e-mail verification link or a recovery password again; rate-limited per ' +
    'account (429), 409 EMAIL_ALREADY_VERIFIED for a verified one',
  params: idParams,
  body: z.object({
    kind: z.enum(TRAVELLER_EMAILS, { error: 'admin.travellers.errors.emailKindInvalid' }),
    reason: adminReason.optional(),
  }),
  response: { 200: z.object({ data: z.object({ sent: z.boolean() }) }) },
});
