/**
 * The sandbox card gateway (docs/decisions/0039): a faithful simulator of a card
 * gateway with 3-D Secure, whose state lives in the sandbox_* tables so every process of the product
 * shares it. It plays both sides: the provider's public endpoints (tokenization, the challenge page, in
 * server/sandbox/gateway-routes.ts) and the server-to-server API the checkout calls (PaymentGateway).
 *
 * Card numbers and CVVs exist here only inside `tokenize`: the token row keeps the brand, the last four
 * digits, the expiry and the test card's behaviour, never the number or the CVV.
 *
 * Its parts, in domain/payments/sandbox-gateway/: the card store (tokenize, card), 3-D Secure (set-up,
 * enrolment, the challenge, validation), charges (authorize, findCharge, listCharges) and what follows a
 * charge (capture, void, refund).
 */
import { sandboxCardStore } from './sandbox-gateway/card-store.server';
import { sandboxCharging } from './sandbox-gateway/charges.server';
import { sandboxFollowUps } from './sandbox-gateway/follow-ups.server';
import { sandboxThreeDSecure } from './sandbox-gateway/three-d-secure.server';
import type { SandboxDeps, SandboxGateway } from './sandbox-gateway/types';

export {
  type CardBehaviour,
  DECLINED_MESSAGE,
  MAX_AMOUNT_CENTS,
  MISMATCHED_POSTAL_CODE,
  TEST_CARDS,
} from './sandbox-gateway/test-cards';
export type {
  ChallengeOutcome,
  SandboxChargeRow,
  SandboxGateway,
  TokenizeInput,
  TokenizeResult,
} from './sandbox-gateway/types';

export function createSandboxGateway(deps: SandboxDeps): SandboxGateway {
  return {
    name: 'sandbox',
    ...sandboxCardStore(deps),
    ...sandboxThreeDSecure(deps),
    ...sandboxCharging(deps),
    ...sandboxFollowUps(deps),
  };
}
