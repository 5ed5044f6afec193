/** A paid booking's next steps by its voucher link (docs/decisions/0083-after-paying.md); the form: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

/** Longer than any code or token the product issues: anything longer is a 404 without a look-up. */
export const VOUCHER_CODE_MAX = 64;
export const VOUCHER_TOKEN_MAX = 256;

const label = z.string();

export const nextStepsSchema = z.object({
  title: z.string(),
  when: z.object({ label, text: z.string().describe('The start on the experience’s clock, in words') }),
  where: z
    .object({
      kind: z.enum(['meeting', 'pickup', 'place']),
      label,
      text: z.string(),
      window: z.string().nullable().describe('A pickup’s time window in words; null otherwise'),
      instructionsLabel: label,
      instructions: z.string(),
      mapUrl: z.string().nullable(),
      mapLabel: label,
    })
    .nullable(),
  contact: z.object({
    label,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailLabel: label,
    phoneLabel: label,
    support: z.boolean().describe('The marketplace’s support stands in for an operator with no contact'),
    note: z.string().nullable(),
  }),
  toBring: z.object({ label, items: z.array(z.string()) }).nullable(),
  cancellation: z.object({
    label,
    policy: z.string(),
    deadline: z
      .string()
      .nullable()
      .describe('The free-cancellation deadline in words; null when non-refundable'),
    refundable: z.boolean(),
  }),
  links: z.object({
    voucherPath: z.string(),
    voucherLabel: label,
    calendarPath: z.string(),
    calendarLabel: label,
  }),
});

export const nextStepsEndpoint = endpoint('GET', '/api/v1/voucher/:code/next-steps', {
  tags: ['purchases'],
  summary:
    'What to do after paying, in words of the request’s language: when and where to be, whom to contact, ' +
    'what to bring, the free-cancellation deadline and the voucher’s links. Keyed by the voucher link ' +
    '(code and its token `t`), no sign-in needed; any wrong part is a 404 PURCHASE_NOT_FOUND.',
  params: z.object({ code: z.string().max(VOUCHER_CODE_MAX * 4) }),
  querystring: z.object({
    t: z
      .string()
      .max(VOUCHER_TOKEN_MAX * 4)
      .optional(),
  }),
  response: { 200: z.object({ data: nextStepsSchema }) },
});
