import type { DbOrTx } from '../../db/client';
import { platformAccountId, postTransaction, walletAccountId } from '../wallet/ledger.server';

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
