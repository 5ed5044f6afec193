import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoCountry } from '../../../common/countries/iso-countries';
import { type Limit } from '../../../domain/accounts/abuse-limits';
import { perAddress } from '../../rate-limit/shared-limiter';
import type { SessionUser } from '../../../domain/accounts/session.server';
import { AppError } from '../../../domain/errors';
import { toBillingAddress } from '../../../domain/payments/billing-address';
import { gatewayErrorToAppError } from '../../../domain/payments/gateway-errors';
import { toCents } from '../../../domain/pricing/money';
import { optionalUser, requireUser } from '../../plugins/auth';
import { noStore } from './account-replies';

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

/**
 * The card's 3-D Secure steps (docs/decisions/0039; docs/product.md § API): set-up, enrolment check and validation,
 * made by the payment page between tokenizing the card and the purchase. Each answers the gateway's
 * refusal as its AppError (gatewayErrorToAppError), with the field it refused in `errored_variable`.
 */
/** A provider page's address with the traveller's language (`?lang=`), absolute or root-relative. */
function withLanguage(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** 3-D Secure set-ups from one address: a traveller needs a few per card; far more is a script. */
export const THREE_DS_SETUP_LIMIT: Limit = { max: 120, windowMs: 10 * 60_000 };

export async function paymentsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  /** Card payments need an account: the sign-in prompt's own words rather than the generic 401. */
  async function requirePayer(request: FastifyRequest): Promise<SessionUser> {
    if (!(await optionalUser(request))) throw new AppError(401, 'UNAUTHENTICATED', 'payment.loginToContinue');
    return requireUser(request, { allowGuest: true });
  }

  app.post(
    '/auth-setup',
    {
      schema: {
        tags,
        summary: '3-D Secure step 1: set up the authentication of a tokenized card',
        body: z.object({ card_token: cardToken }),
        response: { 200: z.object({ reference_id: z.string() }), 400: gatewayErrorReply },
      },
      // Each set-up is a row at the gateway: a script repeating it from one address is refused.
      onRequest: perAddress(app.limiter, 'threeDsSetups.perIp', THREE_DS_SETUP_LIMIT),
    },
    async (request) => {
      await requirePayer(request);
      const result = await app.paymentGateway.setUpAuthentication(request.body.card_token);
      if (!result.ok) throw gatewayErrorToAppError(result);
      return { reference_id: result.referenceId };
    },
  );

  app.post(
    '/auth-check-enrollment',
    {
      schema: {
        tags,
        summary: '3-D Secure step 2: frictionless, or the challenge page to show (4xx with errored_variable)',
        body: z.object({
          card_token: cardToken,
          reference_id: gatewayId('auth-setup’s reference_id'),
          amount: z
            .number()
            .positive()
            .max(1_000_000)
            .describe('USD, at most two decimals: what will be charged'),
          billing: billingBody,
        }),
        response: { 200: enrolmentReply, 400: gatewayErrorReply },
      },
    },
    async (request) => {
      await requirePayer(request);
      const { card_token, reference_id, amount, billing } = request.body;
      // Any ISO 3166-1 country bills (docs/decisions/0047); anything else never reaches the gateway.
      if (!isIsoCountry(billing.country.trim().toUpperCase())) {
        throw new AppError(
          400,
          'BILLING_COUNTRY_INVALID',
          'payment.billingCountryInvalid',
          {},
          {
            errored_variable: 'country',
          },
        );
      }
      const result = await app.paymentGateway.checkEnrolment({
        cardToken: card_token,
        referenceId: reference_id,
        amountCents: toCents(amount),
        billing: toBillingAddress(billing),
      });
      if (!result.ok) throw gatewayErrorToAppError(result);
      return {
        transaction_id: result.transactionId,
        step_up: result.stepUp,
        // The bank's page speaks the traveller's language.
        ...(result.stepUpUrl ? { step_up_url: withLanguage(result.stepUpUrl, request.lang) } : {}),
      };
    },
  );

  app.post(
    '/validate-authorization',
    {
      schema: {
        tags,
        summary: '3-D Secure step 3: whether the card may be charged (false while a challenge is open)',
        body: z.object({ transaction_id: gatewayId('auth-check-enrollment’s transaction_id') }),
        response: {
          200: z.object({ authorized: z.boolean() }),
          400: gatewayErrorReply,
          402: gatewayErrorReply,
        },
      },
    },
    async (request) => {
      await requirePayer(request);
      const result = await app.paymentGateway.validateAuthentication(request.body.transaction_id);
      if (!result.ok) throw gatewayErrorToAppError(result);
      return { authorized: result.authorized };
    },
  );
}
