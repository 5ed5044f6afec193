import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { sandboxCharges } from '../../../db/schema/payments';
import type { GatewayFailure, GatewayResult } from '../payment-gateway';
import { authorizedCharge, chargeByKey, fail } from './rows.server';
import { validAmount } from './test-cards';
import type { SandboxDeps, SandboxGateway } from './types';

/** Capture, void and refund rows name their charge: `{chargeId}~{operation}~{random}`. */
const SEPARATOR = '~';
const followUpId = (chargeId: string, operation: string) =>
  `${chargeId}${SEPARATOR}${operation}${SEPARATOR}${randomBytes(6).toString('hex')}`;
const parentCharge = (rowId: string) => rowId.split(SEPARATOR)[0]!;

/** Thrown inside a transaction to roll it back and answer a failure. */
class Refusal extends Error {
  constructor(readonly failure: GatewayFailure) {
    super(failure.code);
  }
}

/** Whether the claimed key's row already existed: then the first result is answered instead. */
class KeyTaken extends Error {}

/** The charge's status after a conditional update that changed nothing: why it could not change. */
async function currentStatus(tx: Tx, chargeId: string) {
  const [row] = await tx
    .select({ status: sandboxCharges.status })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, chargeId));
  return row?.status ?? 'unknown';
}

/**
 * What follows an authorization: its capture, its void, and refunds of what was captured (partial ones
 * up to the captured amount). Each is idempotent per key.
 */
export function sandboxFollowUps(deps: SandboxDeps): Pick<SandboxGateway, 'capture' | 'void' | 'refund'> {
  const { db, clock } = deps;

  /**
   * A capture, void or refund: the key is claimed first, in the same transaction as the change, so the
   * same key twice (even at once) changes the charge once and answers the first result.
   */
  async function followUp<T>(input: {
    operation: 'capture' | 'void' | 'refund';
    chargeId: string;
    idempotencyKey: string;
    /** The refund's amount; a capture or void row records the whole charge. */
    amountCents?: number;
    answer: (rowId: string) => T;
    change: (tx: Tx) => Promise<GatewayFailure | null>;
  }): Promise<GatewayResult<T>> {
    const previous = await chargeByKey(db, input.operation, input.idempotencyKey);
    if (previous) return { ok: true, ...input.answer(previous.id) };
    const charge = await authorizedCharge(db, input.chargeId);
    if (!charge) return fail('UNKNOWN_TRANSACTION', 'No such charge', 'chargeId');
    try {
      const rowId = await db.transaction(async (tx) => {
        const now = clock();
        const [claimed] = await tx
          .insert(sandboxCharges)
          .values({
            id: followUpId(charge.id, input.operation),
            idempotencyKey: input.idempotencyKey,
            operation: input.operation,
            cardToken: charge.cardToken,
            amountCents: input.amountCents ?? charge.amountCents,
            status:
              input.operation === 'capture' ? 'captured' : input.operation === 'void' ? 'voided' : 'refunded',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: sandboxCharges.id });
        if (!claimed) throw new KeyTaken();
        const refused = await input.change(tx);
        if (refused) throw new Refusal(refused);
        return claimed.id;
      });
      return { ok: true, ...input.answer(rowId) };
    } catch (error) {
      if (error instanceof Refusal) return error.failure;
      if (error instanceof KeyTaken) {
        const first = await chargeByKey(db, input.operation, input.idempotencyKey);
        if (first) return { ok: true, ...input.answer(first.id) };
      }
      throw error;
    }
  }

  return {
    capture({ chargeId, idempotencyKey }) {
      return followUp({
        operation: 'capture',
        chargeId,
        idempotencyKey,
        answer: (rowId) => ({ chargeId: parentCharge(rowId) }),
        change: async (tx) => {
          const [captured] = await tx
            .update(sandboxCharges)
            .set({ status: 'captured', updatedAt: clock() })
            .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'authorized')))
            .returning({ amountCents: sandboxCharges.amountCents });
          if (captured) return null;
          const status = await currentStatus(tx, chargeId);
          // Captured before (by another key): the money moved once, so this capture succeeds too.
          if (status === 'captured' || status === 'refunded') return null;
          return fail('DECLINED', `A ${status} charge cannot be captured`);
        },
      });
    },

    void({ chargeId, idempotencyKey }) {
      return followUp({
        operation: 'void',
        chargeId,
        idempotencyKey,
        answer: (rowId) => ({ chargeId: parentCharge(rowId) }),
        change: async (tx) => {
          const [voided] = await tx
            .update(sandboxCharges)
            .set({ status: 'voided', updatedAt: clock() })
            .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'authorized')))
            .returning({ id: sandboxCharges.id });
          if (voided) return null;
          const status = await currentStatus(tx, chargeId);
          if (status === 'voided') return null;
          return fail('DECLINED', `A ${status} charge cannot be voided (refund a captured one)`);
        },
      });
    },

    refund({ chargeId, amountCents, idempotencyKey }) {
      if (!validAmount(amountCents)) {
        return Promise.resolve(fail('DECLINED', 'Invalid refund amount', 'amount'));
      }
      return followUp({
        operation: 'refund',
        chargeId,
        idempotencyKey,
        amountCents,
        answer: (rowId) => ({ refundId: rowId }),
        change: async (tx) => {
          const refunded = sql`${sandboxCharges.refundedCents} + ${amountCents}`;
          const [updated] = await tx
            .update(sandboxCharges)
            .set({
              refundedCents: refunded,
              status: sql`case when ${refunded} = ${sandboxCharges.amountCents} then 'refunded' else 'captured' end`,
              updatedAt: clock(),
            })
            .where(
              and(
                eq(sandboxCharges.id, chargeId),
                inArray(sandboxCharges.status, ['captured', 'refunded']),
                sql`${refunded} <= ${sandboxCharges.amountCents}`,
              ),
            )
            .returning({ id: sandboxCharges.id });
          if (updated) return null;
          const status = await currentStatus(tx, chargeId);
          return status === 'captured' || status === 'refunded'
            ? fail('DECLINED', 'The refund exceeds what is left of the captured amount', 'amount')
            : fail('DECLINED', `A ${status} charge cannot be refunded`);
        },
      });
    },
  };
}
