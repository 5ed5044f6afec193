import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isIsoCountry } from '../../../common/countries/iso-countries';
import type { Limit } from '../../../domain/accounts/abuse-limits';
import { perAddress } from '../../rate-limit/shared-limiter';
import type { SessionUser } from '../../../domain/accounts/session.server';
import { AppError } from '../../../domain/errors';
import { toBillingAddress } from '../../../domain/payments/billing-address';
import { gatewayErrorToAppError } from '../../../domain/payments/gateway-errors';
import { toCents } from '../../../domain/pricing/money';
import { optionalUser, requireUser } from '../../plugins/auth';
import {
  authCheckEnrollmentEndpoint,
  authSetupEndpoint,
  validateAuthorizationEndpoint,
} from '../../../domain/payments/contract';
import { route } from '../route';
import { noStore } from './account-replies';

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

  route(app, authSetupEndpoint, {
    // Each set-up is a row at the gateway: a script repeating it from one address is refused.
    onRequest: perAddress(app.limiter, 'threeDsSetups.perIp', THREE_DS_SETUP_LIMIT),
    handler: async (request) => {
      await requirePayer(request);
      const result = await app.paymentGateway.setUpAuthentication(request.body.card_token);
      if (!result.ok) throw gatewayErrorToAppError(result);
      return { reference_id: result.referenceId };
    },
  });

  route(app, authCheckEnrollmentEndpoint, {
    handler: async (request) => {
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
  });

  route(app, validateAuthorizationEndpoint, {
    handler: async (request) => {
      await requirePayer(request);
      const result = await app.paymentGateway.validateAuthentication(request.body.transaction_id);
      if (!result.ok) throw gatewayErrorToAppError(result);
      return { authorized: result.authorized };
    },
  });
}
