/**
 * The back office's payouts (docs/decisions/0077-payouts): admin routes (404 NOT_FOUND for anyone but an
 * admin whose session passed the second factor). Amounts are US dollars; the form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { PAYOUT_STATES } from '../../common/lifecycle-states';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { MONTH_PATTERN } from '../earnings/statement';

const tags = ['admin'];
const key = (name: string) => `admin.payouts.errors.${name}`;
const errorReply = z.looseObject({ code: z.string(), message: z.string() });

const month = z
  .string({ error: key('month') })
  .regex(MONTH_PATTERN, key('month'))
  .describe('yyyy-MM, a calendar month on the clock of each company’s country');

const reason = z
  .string({ error: key('reason') })
  .trim()
  .min(3, key('reason'))
  .max(1000, key('reason'))
  .regex(/^[^<>]*$/, key('reason'))
  .describe('Why: kept in the audit log (3–1000 characters)');

export const payoutJson = z.object({
  id: z.int().positive(),
  company: z.object({ id: z.int().positive(), name: z.string() }),
  month: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  status: z.enum(PAYOUT_STATES),
  needs_second_factor: z.boolean().describe('Above the threshold: approving asks for a fresh TOTP code'),
  bank: z.object({
    complete: z.boolean(),
    name: z.string().nullable(),
    holder: z.string().nullable(),
    account: z.string().nullable().describe('Masked: •••• and the last four characters'),
  }),
  proposed_by_job: z.boolean(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable().describe('The approving admin’s e-mail'),
  held_reason: z.string().nullable(),
  transfer_reference: z.string().describe('What the bank file sends as the transfer’s reference'),
  paid_reference: z.string().nullable().describe('The bank’s reference recorded when it was paid'),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

const total = z.object({ count: z.int().nonnegative(), amount: z.number() });

export const listPayoutsEndpoint = endpoint('GET', '/api/v1/admin/payouts', {
  tags,
  summary: 'Payouts of a month (all months by default) in one status or all, with the totals of each status',
  querystring: z.object({
    month: month.optional(),
    status: z.enum(PAYOUT_STATES, { error: key('status') }).optional(),
  }),
  response: {
    200: z.object({
      data: z.object({
        payouts: z.array(payoutJson),
        totals: z.object(
          Object.fromEntries(PAYOUT_STATES.map((state) => [state, total])) as {
            [K in (typeof PAYOUT_STATES)[number]]: typeof total;
          },
        ),
        threshold: z.number().describe('Approvals above this amount ask for a fresh second-factor code'),
      }),
    }),
    400: errorReply,
  },
});

export const proposePayoutsEndpoint = endpoint('POST', '/api/v1/admin/payouts/propose', {
  tags,
  summary:
    'Proposes now the payouts of a month, as the monthly job does on the 1st: each company with a positive ' +
    'payable and complete bank details, once per company and month',
  body: z.object({ month }),
  response: {
    200: z.object({ data: z.object({ proposed: z.int().nonnegative() }) }),
    400: errorReply,
  },
});

const payoutReply = z.object({ data: z.object({ payout: payoutJson }) });
const actionErrors = { 400: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

export const approvePayoutEndpoint = endpoint('POST', '/api/v1/admin/payouts/:id/approve', {
  tags,
  summary:
    'Approves a proposed or held payout when the company’s balance still covers it and the payouts it ' +
    'already approved; above the threshold the body carries a fresh TOTP `code` (403 ' +
    'PAYOUT_SECOND_FACTOR_REQUIRED without it, 400 SECOND_FACTOR_CODE_INVALID when wrong)',
  params: idParams,
  body: z.object({
    reason,
    code: z
      .string({ error: key('code') })
      .max(20, key('code'))
      .optional(),
  }),
  response: { 200: payoutReply, ...actionErrors },
});

export const holdPayoutEndpoint = endpoint('POST', '/api/v1/admin/payouts/:id/hold', {
  tags,
  summary: 'Holds a proposed or approved payout with a reason',
  params: idParams,
  body: z.object({ reason }),
  response: { 200: payoutReply, ...actionErrors },
});

export const releasePayoutEndpoint = endpoint('POST', '/api/v1/admin/payouts/:id/release', {
  tags,
  summary: 'Proposes a held payout again',
  params: idParams,
  body: z.object({ reason }),
  response: { 200: payoutReply, ...actionErrors },
});

export const payPayoutEndpoint = endpoint('POST', '/api/v1/admin/payouts/:id/paid', {
  tags,
  summary:
    'Records that an approved payout was paid, with the bank’s transfer reference: it posts to the ledger ' +
    'once (409 PAYOUT_ALREADY_PAID after) and shows on the operator’s statement',
  params: idParams,
  body: z.object({
    reason,
    reference: z
      .string({ error: key('reference') })
      .trim()
      .min(1, key('reference'))
      .max(100, key('reference'))
      .regex(/^[^<>]*$/, key('reference')),
  }),
  response: { 200: payoutReply, ...actionErrors },
});

export const payoutBankFileEndpoint = endpoint('GET', '/api/v1/admin/payouts/bank-file', {
  tags,
  summary:
    'The bank’s bulk-transfer CSV of the approved payouts (of a month, or all): holder, bank, account ' +
    'number (decrypted only here), amount, currency, reference. Every download is audited',
  querystring: z.object({
    month: month.optional(),
    format: z.enum(['csv', 'json'], { error: key('format') }).default('csv'),
  }),
  response: {
    200: z
      .object({
        data: z.object({
          count: z.int().nonnegative(),
          total: z.number(),
          transfers: z.array(
            z.object({
              payout_id: z.int().positive(),
              account_holder: z.string(),
              bank: z.string(),
              account_number: z.string(),
              amount: z.number(),
              currency: z.literal('USD'),
              reference: z.string(),
            }),
          ),
        }),
      })
      .describe('With `format=json`; by default the same rows as a CSV file (text/csv)'),
    400: errorReply,
    409: errorReply,
  },
});
