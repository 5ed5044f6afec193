import type { Db } from '../../../db/client';
import type { Clock } from '../../clock';
import type { CardFieldError } from '../card-rules';
import type { CardSummary, PaymentGateway } from '../payment-gateway';

export interface TokenizeInput {
  cardNumber: string;
  cvv: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
}

export type TokenizeResult = { ok: true; card: CardSummary } | { ok: false; errors: CardFieldError[] };

export type ChallengeOutcome = 'authenticate' | 'fail';

/** One row of GET /sandbox/gateway/charges. */
export interface SandboxChargeRow {
  id: string;
  amount_cents: number;
  status: string;
  idempotency_key: string;
  refunded_cents: number;
}

export interface SandboxGateway extends PaymentGateway {
  /** The provider's tokenization endpoint: the only place a card number is ever read. */
  tokenize(input: TokenizeInput): Promise<TokenizeResult>;
  /** The 3-D Secure transaction the challenge page shows, or null when it is not waiting for one. */
  pendingChallenge(transactionId: string): Promise<{ transactionId: string; amountCents: number } | null>;
  /** The challenge page's buttons; false when the transaction is unknown. A second answer changes nothing. */
  completeChallenge(transactionId: string, outcome: ChallengeOutcome): Promise<boolean>;
  /** Every charge (authorizations), oldest first: what tests count to prove nothing was charged twice. */
  listCharges(): Promise<SandboxChargeRow[]>;
}

/** What every part of the sandbox gateway works with. */
export interface SandboxDeps {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: the challenge page's URL is absolute when set, root-relative otherwise. */
  publicUrl?: string | undefined;
  /** CARD_FINGERPRINT_KEY (server/env.ts): cards get no fingerprint without it. */
  fingerprintKey?: string | undefined;
}
