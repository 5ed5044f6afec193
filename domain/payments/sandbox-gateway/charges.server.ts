import { and, asc, eq, inArray } from 'drizzle-orm';
import { sandboxAuthentications, sandboxCharges } from '../../../db/schema/payments';
import { isExpired } from '../card-rules';
import type { ChargeRecord, GatewayFailure } from '../payment-gateway';
import { authenticationBy, chargeByKey, fail, randomId, tokenRow } from './rows.server';
import { DECLINED_MESSAGE, validAmount } from './test-cards';
import type { SandboxDeps, SandboxGateway } from './types';

/** Thrown inside the authorize transaction to roll it back: the 3-D Secure result was already used. */
class TransactionSpent extends Error {}

/**
 * The sandbox's authorizations: one per idempotency key and per 3-D Secure result, declined as the test
 * card says; and the charges as the checkout's reconciler and the tests read them.
 */
export function sandboxCharging(
  deps: SandboxDeps,
): Pick<SandboxGateway, 'authorize' | 'findCharge' | 'listCharges'> {
  const { db, clock } = deps;

  /** Why a declined authorization was declined, answered again on a replay of its key. */
  async function declineOf(cardToken: string | null): Promise<GatewayFailure> {
    const card = cardToken ? await tokenRow(db, cardToken) : undefined;
    const expired =
      card && (card.behaviour === 'expired' || isExpired(card.expirationMonth, card.expirationYear, clock()));
    return expired ? fail('EXPIRED_CARD', 'Expired card') : fail('DECLINED', DECLINED_MESSAGE);
  }

  async function authorizeAnswer(row: { id: string; status: string; cardToken: string | null }) {
    if (row.status === 'declined') return declineOf(row.cardToken);
    return { ok: true as const, chargeId: row.id };
  }

  return {
    async authorize({ cardToken, transactionId, amountCents, idempotencyKey }) {
      const previous = await chargeByKey(db, 'authorize', idempotencyKey);
      if (previous) return authorizeAnswer(previous);
      const card = await tokenRow(db, cardToken);
      if (!card) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const authentication = await authenticationBy(db, 'transactionId', transactionId);
      if (!authentication || authentication.cardToken !== cardToken) {
        return fail('UNKNOWN_TRANSACTION', 'Unknown transaction', 'transactionId');
      }
      // 'used': spent by a charge, maybe this key's own racing call; the transaction below decides.
      if (!['frictionless', 'authenticated', 'used'].includes(authentication.status)) {
        return fail('AUTHENTICATION_FAILED', 'Card not authenticated');
      }
      if (!validAmount(amountCents)) {
        return fail('DECLINED', 'Invalid amount', 'amount');
      }
      // As with a real issuer, the 3-D Secure result vouches for one amount: authorizing another with it
      // (a check made for a cheaper basket) is refused before any money is held.
      if (authentication.amountCents !== null && authentication.amountCents !== amountCents) {
        return fail('AUTHENTICATION_FAILED', 'The 3-D Secure check was made for another amount', 'amount');
      }
      const expired =
        card.behaviour === 'expired' || isExpired(card.expirationMonth, card.expirationYear, clock());
      const declined = expired || card.behaviour === 'declined';
      const now = clock();
      // A 3-D Secure result pays for one charge: a second authorization with it under another key (a
      // replayed token and transaction) is refused. The charge row comes first, in one transaction with
      // spending the result: a concurrent call with the same key waits on the key's unique index and
      // then answers the first call's charge; one with another key finds the result spent and rolls back.
      const outcome = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(sandboxCharges)
            .values({
              id: randomId('ch'),
              idempotencyKey,
              operation: 'authorize',
              cardToken,
              amountCents,
              status: declined ? 'declined' : 'authorized',
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!created) return { raced: true as const };
          const [spent] = await tx
            .update(sandboxAuthentications)
            .set({ status: 'used', updatedAt: now })
            .where(
              and(
                eq(sandboxAuthentications.transactionId, transactionId),
                inArray(sandboxAuthentications.status, ['frictionless', 'authenticated']),
              ),
            )
            .returning({ referenceId: sandboxAuthentications.referenceId });
          if (!spent) throw new TransactionSpent();
          return { raced: false as const, row: created };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionSpent) return null;
          throw error;
        });
      if (!outcome) {
        return fail('UNKNOWN_TRANSACTION', 'This 3-D Secure transaction was already used', 'transactionId');
      }
      // Lost a race with the same key: the first call's charge is the answer.
      const row = outcome.raced ? await chargeByKey(db, 'authorize', idempotencyKey) : outcome.row;
      if (!row) throw new Error('sandbox charge vanished');
      return authorizeAnswer(row);
    },

    async findCharge(authorizeKey) {
      const row = await chargeByKey(db, 'authorize', authorizeKey);
      if (!row) return null;
      return {
        chargeId: row.id,
        amountCents: row.amountCents,
        status: row.status as ChargeRecord['status'],
        refundedCents: row.refundedCents,
      };
    },

    async listCharges() {
      const rows = await db
        .select()
        .from(sandboxCharges)
        .where(inArray(sandboxCharges.operation, ['authorize', 'charge']))
        .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));
      return rows.map((row) => ({
        id: row.id,
        amount_cents: row.amountCents,
        status: row.status,
        idempotency_key: row.idempotencyKey,
        refunded_cents: row.refundedCents,
      }));
    },
  };
}
