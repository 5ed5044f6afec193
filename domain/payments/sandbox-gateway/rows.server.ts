import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxAuthentications, sandboxCardTokens, sandboxCharges } from '../../../db/schema/payments';
import type { GatewayErrorCode, GatewayFailure } from '../payment-gateway';

/** The sandbox's rows as its parts read them, and the failures they answer. */

/** Ids and tokens are random, never derived from the card: a token says nothing about its number. */
export const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export const fail = (code: GatewayErrorCode, message: string, erroredVariable?: string): GatewayFailure => ({
  ok: false,
  code,
  message,
  ...(erroredVariable ? { erroredVariable } : {}),
});

export async function tokenRow(db: Db, token: string) {
  const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row;
}

export async function authenticationBy(db: Db, column: 'referenceId' | 'transactionId', value: string) {
  const [row] = await db
    .select()
    .from(sandboxAuthentications)
    .where(eq(sandboxAuthentications[column], value));
  return row;
}

export async function chargeByKey(db: Db, operation: string, key: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.operation, operation), eq(sandboxCharges.idempotencyKey, key)));
  return row;
}

export async function authorizedCharge(db: Db, chargeId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.operation, 'authorize')));
  return row;
}
