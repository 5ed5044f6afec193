import { createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { signupCreditAddresses } from '../../db/schema/accounts';
import { platformAccountId, postTransaction, walletAccountId } from '../wallet/ledger.server';
import { mailboxAddress } from './mailbox-address';

/**
 * The sign-up promotion (docs/product.md § Audience, § Constants): credit moves from the promotions expense
 * account into the new wallet. Keyed by the user id, so the same account can never receive it twice.
 */
export async function postSignupCredit(
  tx: DbOrTx,
  userId: number,
  cents: number,
  now: Date,
): Promise<boolean> {
  if (cents <= 0) return false;
  const [expense, wallet] = [
    await platformAccountId(tx, 'promotions_expense'),
    await walletAccountId(tx, userId),
  ];
  return postTransaction(
    tx,
    {
      kind: 'signup_credit',
      referenceType: 'user',
      referenceId: String(userId),
      description: 'Sign-up credit',
      entries: [
        { accountId: expense, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
    },
    now,
  );
}

export interface SignupCreditSettings {
  /** SIGNUP_CREDIT_CENTS; 0 turns the promotion off. */
  cents: number;
  /** EMAIL_HASH_SECRET: the key of the addresses' keyed hash. */
  hashSecret: string;
}

/** The keyed hash that stands for an address in `signup_credit_addresses` (docs/decisions/0043). */
export function creditAddressHash(hashSecret: string, email: string): string {
  return createHmac('sha256', hashSecret).update(mailboxAddress(email)).digest('base64url');
}

/**
 * Grants the sign-up credit when an account's address has just been verified (docs/decisions/0043), in the
 * caller's transaction: once per address (its keyed hash is remembered for good, also after the account
 * is deleted) and once per account (the ledger's key). Of two transactions for one address, the second
 * waits on the first's row and then finds it. Returns the cents granted (0 when none).
 */
export async function grantSignupCredit(
  tx: DbOrTx,
  user: { id: number; email: string },
  settings: SignupCreditSettings,
  now: Date,
): Promise<number> {
  if (settings.cents <= 0) return 0;
  const [first] = await tx
    .insert(signupCreditAddresses)
    .values({ emailHash: creditAddressHash(settings.hashSecret, user.email), grantedAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: signupCreditAddresses.emailHash });
  if (!first) return 0;
  // An account credited at sign-up, before verification existed, keeps its credit and marks its address.
  return (await postSignupCredit(tx, user.id, settings.cents, now)) ? settings.cents : 0;
}
