import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/accounts/session.server';
import { AppError } from '../../domain/errors';
import { assertPayer } from '../../domain/purchases/payer-guard';
import { IDEMPOTENCY_KEY_PATTERN, type StoredAnswer } from '../../domain/purchases/idempotency.server';
import { optionalUser, requireUser } from '../plugins/auth';

/**
 * What every paying route reads from its request before it calls its domain command
 * (docs/decisions/0039): the payer, held to the rules of paying (payer-guard.ts), and the Idempotency-Key.
 */

/**
 * The `user-id` header is never trusted for identity (the session is), but an app that sends one naming
 * another account than the session's has a stale idea of who is paying: refused before anything happens
 * (docs/product.md § Errors: USER_NOT_IDENTIFIED).
 */
function assertSameUser(request: FastifyRequest, userId: number): void {
  const claimed = request.headers['user-id'];
  if (typeof claimed === 'string' && claimed !== '' && claimed !== String(userId)) {
    throw new AppError(403, 'USER_NOT_IDENTIFIED', 'payment.couldNotIdentifyUser');
  }
}

/**
 * The signed-in payer (a PayPal guest's session too): card, wallet and gift-card payments need an account,
 * "log in to continue" (401 LOGIN_REQUIRED); a blocked one is refused (403 USER_BLOCKED).
 */
export async function payingUser(request: FastifyRequest): Promise<SessionUser> {
  let user: SessionUser;
  try {
    user = await requireUser(request, { allowGuest: true });
  } catch (error) {
    if (error instanceof AppError && error.status === 401) {
      throw new AppError(401, 'LOGIN_REQUIRED', 'payment.loginToContinue');
    }
    throw error;
  }
  assertPayer(user);
  assertSameUser(request, user.userId);
  return user;
}

/**
 * The session's payer when there is one (a PayPal order may be opened, and approved, by a guest without
 * one; their account is made after approval), held to the same rules; null without a session.
 */
export async function optionalPayingUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (!(await optionalUser(request))) return null;
  const user = await requireUser(request, { allowGuest: true });
  assertPayer(user);
  return user;
}

/** The required Idempotency-Key of a purchase. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = optionalIdempotencyKey(request);
  if (key === undefined) throw keyRequired();
  return key;
}

/** The optional Idempotency-Key of a money call; a malformed one is refused rather than ignored. */
export function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw keyRequired();
  return key;
}

const keyRequired = () => new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'payment.idempotencyKeyRequired');

/** Sends a money call's answer, the first or a replay of it (stored with its status). */
export const sendAnswer = (reply: FastifyReply, answer: StoredAnswer) =>
  reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
