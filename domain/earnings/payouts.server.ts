/**
 * A payout to a company (docs/decisions/0066-earnings-ledger.md): approved by a marketplace admin (the back
 * office of the next issue calls this), it records who approved it, when, the amount and the bank transfer's
 * reference, posts `operator_payout` and writes the audit log, in the caller's transaction. The company's
 * account is locked before its balance is read, so two payouts never take more than it holds.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { companyPayableAccountId, platformAccountId, postTransaction } from '../wallet/ledger.server';
import { companyBalanceCents } from './earnings-ledger.server';
import { EARNING_KINDS } from './earnings-rules';

export interface PayoutInput {
  companyId: number;
  amountCents: number;
  /** The bank transfer's reference, unique per company. */
  reference: string;
  /** The admin who approved it. */
  approvedBy: number;
}

export interface Payout extends PayoutInput {
  id: number;
  approvedAt: Date;
}

export async function postPayout(tx: DbOrTx, input: PayoutInput, now: Date): Promise<Payout> {
  const reference = input.reference.trim();
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new AppError(400, 'PAYOUT_AMOUNT_INVALID', 'operator.earnings.errors.payoutAmountInvalid');
  }
  if (reference.length === 0 || reference.length > 100) {
    throw new AppError(400, 'PAYOUT_REFERENCE_INVALID', 'operator.earnings.errors.payoutReferenceInvalid');
  }
  const account = await companyPayableAccountId(tx, input.companyId);
  await queryRows(tx, sql`select id from ledger_accounts where id = ${account} for update`);
  const balance = await companyBalanceCents(tx, input.companyId);
  if (input.amountCents > balance) {
    throw new AppError(409, 'PAYOUT_EXCEEDS_BALANCE', 'operator.earnings.errors.payoutExceedsBalance');
  }
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into payouts (company_id, amount_cents, reference, approved_by, approved_at, created_at)
      values (${input.companyId}, ${input.amountCents}, ${reference}, ${input.approvedBy}, ${now}, ${now})
      on conflict (company_id, reference) do nothing returning id`,
  );
  if (!row) throw new AppError(409, 'PAYOUT_REFERENCE_USED', 'operator.earnings.errors.payoutReferenceUsed');
  await postTransaction(
    tx,
    {
      kind: EARNING_KINDS.payout,
      referenceType: 'payout',
      referenceId: String(row.id),
      description: reference,
      entries: [
        { accountId: account, amountCents: -input.amountCents },
        { accountId: await platformAccountId(tx, 'operator_payouts'), amountCents: input.amountCents },
      ],
    },
    now,
  );
  await recordAudit(tx, {
    actorId: input.approvedBy,
    actorKind: 'admin',
    companyId: input.companyId,
    action: 'payout.create',
    entity: 'payout',
    entityId: row.id,
    before: null,
    after: { amount_cents: input.amountCents, reference },
    at: now,
  });
  return { ...input, reference, id: row.id, approvedAt: now };
}
