import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { violatedConstraint } from '../../db/violated-constraint';
import { AppError } from '../errors';
import { membershipOf } from '../operators/membership.server';
import { walletBalanceCents } from '../wallet/ledger.server';
import { toUserJson, type UserJson } from './user-json';

export type UserRow = typeof users.$inferSelect;

/** An account that exists for the product: not deleted (deleted rows keep only a tombstone e-mail). */
export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

export async function findActiveUser(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The API form of a user, with the wallet balance summed from the ledger and the role in a company. */
export async function userJson(db: DbOrTx, userId: number): Promise<UserJson> {
  const row = await findActiveUser(db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  const membership = await membershipOf(db, userId);
  return toUserJson(row, await walletBalanceCents(db, userId), membership?.role ?? null);
}

/** Whether an error is PostgreSQL's unique violation on the named constraint (both drivers expose it). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return violatedConstraint(error, '23505') === constraint;
}
