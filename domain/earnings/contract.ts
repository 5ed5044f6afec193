/**
 * The operator's earnings (docs/decisions/0066-earnings-ledger.md): the monthly statement and the earnings
 * page's summary, for the company's owner only. Amounts are in US dollars; the form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { OWNER_REFUSALS, operatorErrorReply as errorReply } from '../operators/contract';
import { MONTH_PATTERN } from './statement';

const tags = ['operators'];
const key = (name: string) => `operator.earnings.errors.${name}`;

const month = z
  .string({ error: key('month') })
  .regex(MONTH_PATTERN, key('month'))
  .describe('yyyy-MM, a calendar month on the clock of the company’s country');

const booking = z.object({
  code: z.string(),
  experience: z.string().describe('In the request’s language'),
  date: z.string().describe('The departure’s day, yyyy-MM-dd on the experience’s clock'),
  price: z.number().describe('Participants less the group discount, plus add-ons (decision 0064)'),
  commission: z.number(),
  payable: z.number().describe('What the operator earns on it: price less commission'),
});

const line = z.object({
  kind: z.enum(['earned', 'reversal', 'payout']),
  date: z.string().describe('The day it was posted, yyyy-MM-dd on the company’s clock'),
  posted_at: z.string().describe('ISO 8601 instant'),
  amount: z.number().describe('Signed: what it added to the balance'),
  booking: booking.nullable().describe('The booking earned or reversed'),
  reference: z.string().nullable().describe('A payout’s bank transfer reference'),
});

const scheduled = z
  .array(
    z.object({
      month: z.string(),
      amount: z.number(),
      status: z.literal('scheduled'),
    }),
  )
  .describe(
    'Payouts on their way, proposed or approved by the marketplace team (docs/decisions/0077-payouts); a ' +
      'paid one is a `payout` line',
  );

const statementReply = z.object({
  data: z.object({
    month: z.string(),
    time_zone: z.string(),
    currency: z.literal('USD'),
    opening_balance: z.number(),
    lines: z.array(line),
    totals: z.object({ earned: z.number(), reversed: z.number(), paid_out: z.number() }),
    closing_balance: z.number().describe('opening + earned − reversed − paid out'),
    scheduled_payouts: scheduled.describe('The payouts of this month on their way'),
  }),
});

export const operatorStatementEndpoint = endpoint('GET', '/api/v1/operator/statements', {
  tags,
  summary:
    'The company’s statement of a month: opening balance, each booking earned, each reversal, each ' +
    'payout, closing balance; `format=csv` answers it as a CSV file',
  description: `${OWNER_REFUSALS} 400 VALIDATION_ERROR for a month that is not yyyy-MM.`,
  querystring: z.object({ month, format: z.enum(['json', 'csv']).default('json') }),
  response: { 200: statementReply, 400: errorReply, 401: errorReply, 403: errorReply },
});

const earningsReply = z.object({
  data: z.object({
    currency: z.literal('USD'),
    time_zone: z.string(),
    current_month: z.string(),
    balance: z.number().describe('What the marketplace owes the company now'),
    months: z
      .array(
        z.object({
          month: z.string(),
          earned: z.number(),
          reversed: z.number(),
          paid_out: z.number(),
        }),
      )
      .describe('The last 12 months, oldest first'),
    scheduled_payouts: scheduled,
  }),
});

export const operatorEarningsEndpoint = endpoint('GET', '/api/v1/operator/earnings', {
  tags,
  summary: 'The company’s payable balance and its earnings of the last 12 months',
  description: OWNER_REFUSALS,
  response: { 200: earningsReply, 401: errorReply, 403: errorReply },
});
