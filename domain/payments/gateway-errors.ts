/**
 * A card gateway's refusal as the API answers it (docs/product.md § Errors): one mapping for the 3-D Secure calls
 * and the purchase pipeline, so a declined card reads the same wherever it is refused.
 */
import { AppError } from '../errors';
import type { GatewayErrorCode, GatewayFailure } from './payment-gateway';

const API_ERRORS: Record<GatewayErrorCode, { status: number; code: string; key: string }> = {
  // The issuer's own wording ("Declined - One or more fields…") is replaced by the product's (docs/product.md § Errors).
  DECLINED: { status: 402, code: 'PAYMENT_DECLINED', key: 'payment.paymentError' },
  EXPIRED_CARD: { status: 402, code: 'CARD_EXPIRED', key: 'payment.expiredCard' },
  AUTHENTICATION_FAILED: { status: 402, code: 'AUTHENTICATION_FAILED', key: 'payment.authenticationFailed' },
  POSTAL_CODE_INVALID: { status: 400, code: 'POSTAL_CODE_INVALID', key: 'payment.postalCodeInvalid' },
  BILLING_INVALID: { status: 400, code: 'BILLING_INVALID', key: 'payment.checkBillingInfo' },
  UNKNOWN_TOKEN: { status: 400, code: 'CARD_UNKNOWN', key: 'payment.cardUnknown' },
  UNKNOWN_TRANSACTION: {
    status: 400,
    code: 'TRANSACTION_UNKNOWN',
    key: 'payment.threeDSecureRedirectError',
  },
  // The charge may or may not have happened: the client must not read this as "nothing was charged".
  TIMEOUT: { status: 504, code: 'PAYMENT_GATEWAY_TIMEOUT', key: 'payment.paymentError' },
};

/**
 * The AppError of a gateway failure. `errored_variable` (the field the gateway refused, e.g.
 * `postalCode`) is passed on so the payment page can pick its message; the gateway's own message never
 * reaches the client.
 */
export function gatewayErrorToAppError(failure: Pick<GatewayFailure, 'code' | 'erroredVariable'>): AppError {
  const mapped = API_ERRORS[failure.code];
  const extra = failure.erroredVariable ? { errored_variable: failure.erroredVariable } : {};
  return new AppError(mapped.status, mapped.code, mapped.key, {}, extra);
}
