import type { DbOrTx } from '../../db/client';
import { emailUnsubscriptions } from '../../db/schema/accounts';
import { verifyUnsubscribeToken } from '../emails/unsubscribe-token';
import { AppError } from '../errors';

/** A missing, altered or foreign token: the same answer whatever the address (docs/decisions/0044). */
export const invalidUnsubscribeLink = () =>
  new AppError(400, 'INVALID_UNSUBSCRIBE_TOKEN', 'accounts.invalidUnsubscribeLink');

/**
 * Records that an address wants no more promotional e-mail. Idempotent, and it answers the same whether
 * or not the address belongs to an account, so it cannot be used to discover who is registered.
 */
export async function unsubscribeEmail(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .insert(emailUnsubscriptions)
    .values({ email, reason: 'unsubscribe_page', createdAt: now })
    .onConflictDoNothing({ target: emailUnsubscriptions.email });
}

/**
 * The unsubscribe link of an e-mail (the page and `POST /api/v1/unsubscribe`): only a token the server
 * signed for an address unsubscribes that address; anything else is a 400 that reads no database.
 */
export async function unsubscribeWithToken(
  db: DbOrTx,
  signingSecret: string,
  token: unknown,
  now: Date,
): Promise<void> {
  const email = verifyUnsubscribeToken(signingSecret, token);
  if (!email) throw invalidUnsubscribeLink();
  await unsubscribeEmail(db, email, now);
}
