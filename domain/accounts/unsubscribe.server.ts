import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { emailUnsubscriptions } from '../../db/schema/accounts';

export const unsubscribeEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/**
 * Records that an address wants no more promotional e-mail. Idempotent, and it answers the same whether
 * or not the address belongs to an account, so the form cannot be used to discover who is registered.
 */
export async function unsubscribeEmail(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .insert(emailUnsubscriptions)
    .values({ email, reason: 'unsubscribe_page', createdAt: now })
    .onConflictDoNothing({ target: emailUnsubscriptions.email });
}
