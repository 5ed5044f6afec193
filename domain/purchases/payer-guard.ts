/**
 * Who may pay (docs/product.md § Errors; docs/decisions/0039): an account that is neither deleted nor
 * blocked. The one rule behind every paying call: the route checks the session's account before it claims
 * anything, and the purchase's transaction checks the account again (it may be blocked or deleted meanwhile).
 * No paying call asks for a verified e-mail today; a rule that does belongs here.
 */
import { AppError } from '../errors';

export interface PayerFacts {
  isBlocked: boolean;
  /** A deleted account (a session never names one; the transaction's own read may). */
  deleted?: boolean;
}

/** Refuses an account that may not pay: 403 USER_DELETED or USER_BLOCKED. */
export function assertPayer(payer: PayerFacts): void {
  if (payer.deleted) throw new AppError(403, 'USER_DELETED', 'payment.paymentError');
  if (payer.isBlocked) throw new AppError(403, 'USER_BLOCKED', 'payment.userBlocked');
}
