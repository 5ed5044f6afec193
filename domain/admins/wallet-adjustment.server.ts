/**
 * Goodwill credit granted or removed by an admin (docs/decisions/0073-admin-travellers-and-companies): one
 * `wallet_adjustments` row and one balanced ledger transaction between the traveller's wallet and the
 * promotions expense, referenced `wallet_adjustment/{id}` so it can never post twice. The wallet's row is
 * locked before its balance is read (as purchases spend it), so concurrent removals and purchases take
 * turns and the wallet never goes below zero. The route runs it once per Idempotency-Key.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { centsToUsd } from '../pricing/money';
import { walletBalanceForUpdate } from '../purchases/wallet-spend.server';
import { platformAccountId, postTransaction, walletAccountId } from '../wallet/ledger.server';
import { travellerNotFound } from './admin-travellers.server';
import { goodwillKind } from './goodwill-credit';

export interface WalletAdjustment {
  adjustment_id: number;
  amount: number;
  balance: number;
}

export async function adjustWallet(
  db: Db,
  adminId: number,
  userId: number,
  cents: number,
  reason: string,
  now: Date,
): Promise<WalletAdjustment> {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ deleted: boolean }>(
      tx,
      sql`select deleted_at is not null as deleted from users where id = ${userId}`,
    );
    if (!user || user.deleted) throw travellerNotFound();
    const before = await walletBalanceForUpdate(tx, userId);
    if (before + cents < 0) {
      throw new AppError(409, 'WALLET_INSUFFICIENT', 'admin.travellers.errors.walletInsufficient', {
        balance: centsToUsd(before).toFixed(2),
      });
    }
    const [adjustment] = await queryRows<{ id: number }>(
      tx,
      sql`insert into wallet_adjustments (user_id, amount_cents, reason, admin_id, created_at)
          values (${userId}, ${cents}, ${reason}, ${adminId}, ${now}) returning id`,
    );
    const id = adjustment!.id;
    const wallet = await walletAccountId(tx, userId);
    const expense = await platformAccountId(tx, 'promotions_expense');
    await postTransaction(
      tx,
      {
        kind: goodwillKind(cents),
        referenceType: 'wallet_adjustment',
        referenceId: String(id),
        entries: [
          { accountId: wallet, amountCents: cents },
          { accountId: expense, amountCents: -cents },
        ],
      },
      now,
    );
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: 'user.credit',
      entity: 'user',
      entityId: userId,
      before: { balance: centsToUsd(before) },
      after: { balance: centsToUsd(before + cents), amount: centsToUsd(cents), reason, adjustment_id: id },
      at: now,
    });
    return { adjustment_id: id, amount: centsToUsd(cents), balance: centsToUsd(before + cents) };
  });
}
