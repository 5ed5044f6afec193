/** The card's 3-D Secure steps (docs/decisions/0039); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const tags = ['payments'];

const gatewayId = (description: string) => z.string().trim().min(1).max(100).describe(description);
const cardToken = gatewayId('The token the gateway’s tokenization answered (never a card number)');

/**
 * Billing fields are only bounded here: the gateway's own rules (billing-address.ts) refuse a field by
 * its name in `errored_variable`, which the payment page turns into its message.
 */
const billingField = z.string().max(200);
const billingBody = z.object({
  first_name: billingField,
  last_name: billingField,
  email: billingField,
  address: billingField,
  city: billingField,
  country: billingField.describe('ISO 3166-1 alpha-2'),
  postal_code: billingField,
});

const enrolmentReply = z.object({
  transaction_id: z.string(),
  step_up: z.boolean().describe('A 3-D Secure challenge is needed: show step_up_url in a frame'),
  step_up_url: z.string().optional().describe('The challenge page (absolute when PUBLIC_URL is set)'),
});

const gatewayErrorReply = z
  .looseObject({
    code: z.string(),
    message: z.string(),
    errored_variable: z.string().optional().describe('The refused input, e.g. postalCode'),
  })
  .describe('The gateway refused the request');

export const authSetupEndpoint = endpoint('POST', '/api/v1/auth-setup', {
  tags,
  summary: '3-D Secure step 1: set up the authentication of a tokenized card',
  body: z.object({ card_token: cardToken }),
  response: { 200: z.object({ reference_id: z.string() }), 400: gatewayErrorReply },
});

export const authCheckEnrollmentEndpoint = endpoint('POST', '/api/v1/auth-check-enrollment', {
  tags,
  summary: '3-D Secure step 2: frictionless, or the challenge page to show (4xx with errored_variable)',
  body: z.object({
    card_token: cardToken,
    reference_id: gatewayId('auth-setup’s reference_id'),
    amount: z.number().positive().max(1_000_000).describe('USD, at most two decimals: what will be charged'),
    billing: billingBody,
  }),
  response: { 200: enrolmentReply, 400: gatewayErrorReply },
});

export const validateAuthorizationEndpoint = endpoint('POST', '/api/v1/validate-authorization', {
  tags,
  summary: '3-D Secure step 3: whether the card may be charged (false while a challenge is open)',
  body: z.object({ transaction_id: gatewayId('auth-check-enrollment’s transaction_id') }),
  response: {
    200: z.object({ authorized: z.boolean() }),
    400: gatewayErrorReply,
    402: gatewayErrorReply,
  },
});
