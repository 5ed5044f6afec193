/**
 * What the checkout needs from a card gateway with 3-D Secure (docs/decisions/0039). The sandbox
 * (`sandbox-gateway.server.ts`) implements it; a real gateway is another adapter of this interface.
 *
 * Every money operation takes an idempotency key chosen by the caller: the same key and operation
 * answer the first result and never move money twice, which is what lets a timed-out call be retried
 * and the reconciler ask again after a crash.
 */

export type CardBrand = 'VISA' | 'MASTERCARD';

/** What the gateway tells the product about a tokenized card: never its number or CVV. */
export interface CardSummary {
  token: string;
  brand: CardBrand;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  /**
   * The same value for the same card number, whoever tokenizes it, keyed by the product's
   * CARD_FINGERPRINT_KEY (HMAC): never the number, and useless for guessing one without the key
   * (docs/decisions/0042). Absent when the gateway has no key.
   */
  fingerprint?: string;
}

/** The billing address the enrolment check compares with the card issuer's. */
export interface BillingAddress {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  /** US and CA: the city alone; other countries `{country}-{city}` (docs/product.md § Booking and payment input). */
  locality: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * Why a gateway call failed, in the checkout's words:
 * - DECLINED: the issuer refused ("Declined - One or more fields…"), shown as payment.paymentError;
 * - EXPIRED_CARD, AUTHENTICATION_FAILED, POSTAL_CODE_INVALID, BILLING_INVALID: the messages of docs/product.md § Errors;
 * - UNKNOWN_TOKEN / UNKNOWN_TRANSACTION: a token, 3-D Secure reference or transaction, or charge the
 *   gateway never issued, or one issued for another card;
 * - TIMEOUT: no answer in time; the operation may or may not have happened (ask again with its key).
 */
export type GatewayErrorCode =
  | 'DECLINED'
  | 'EXPIRED_CARD'
  | 'AUTHENTICATION_FAILED'
  | 'POSTAL_CODE_INVALID'
  | 'BILLING_INVALID'
  | 'UNKNOWN_TOKEN'
  | 'UNKNOWN_TRANSACTION'
  | 'TIMEOUT';

/** A refused call: `message` is the gateway's own wording, for logs, never shown as is. */
export interface GatewayFailure {
  ok: false;
  code: GatewayErrorCode;
  message: string;
  /** The input the gateway refused, in its words (`postalCode`), when it names one. */
  erroredVariable?: string;
}

export type GatewayResult<T> = ({ ok: true } & T) | GatewayFailure;

export interface EnrolmentCheck {
  transactionId: string;
  /** A challenge is needed: the browser opens `stepUpUrl` in a frame. */
  stepUp: boolean;
  stepUpUrl?: string;
}

/** A charge as the gateway keeps it. */
export interface ChargeRecord {
  chargeId: string;
  amountCents: number;
  status: 'authorized' | 'captured' | 'voided' | 'declined' | 'refunded';
  refundedCents: number;
}

export interface PaymentGateway {
  /** Gateway's name, stored with each payment attempt. */
  readonly name: string;
  /** The card behind a token, or null when the gateway never issued it. */
  card(token: string): Promise<CardSummary | null>;
  /** 3-D Secure step 1 (auth set-up, docs/decisions/0039). */
  setUpAuthentication(cardToken: string): Promise<GatewayResult<{ referenceId: string }>>;
  /** 3-D Secure step 2 (auth-check-enrollment): frictionless, or a challenge to show. */
  checkEnrolment(input: {
    cardToken: string;
    referenceId: string;
    amountCents: number;
    billing: BillingAddress;
  }): Promise<GatewayResult<EnrolmentCheck>>;
  /**
   * 3-D Secure step 3 (validate-authorization): whether the card may be charged, and the amount the
   * cardholder authenticated (step 2's), which a charge for another amount must not rely on.
   */
  validateAuthentication(
    transactionId: string,
  ): Promise<GatewayResult<{ authorized: boolean; amountCents: number }>>;
  /** Reserves the amount on an authenticated card. */
  authorize(input: {
    cardToken: string;
    transactionId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<GatewayResult<{ chargeId: string }>>;
  capture(input: { chargeId: string; idempotencyKey: string }): Promise<GatewayResult<{ chargeId: string }>>;
  void(input: { chargeId: string; idempotencyKey: string }): Promise<GatewayResult<{ chargeId: string }>>;
  refund(input: {
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<GatewayResult<{ refundId: string }>>;
  /** The charge an authorize with this key made, if any: how the reconciler learns what happened. */
  findCharge(authorizeKey: string): Promise<ChargeRecord | null>;
}
