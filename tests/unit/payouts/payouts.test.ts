import { describe, expect, it } from 'vitest';
import { PAYOUT_STATES } from '../../../common/lifecycle-states';
import type { Actor } from '../../../domain/lifecycle';
import { bankFileCsv, bankFileName } from '../../../domain/payouts/bank-file-csv';
import { canTakePayoutAction, payoutLifecycle } from '../../../domain/payouts/payout-lifecycle';
import {
  hasCompleteBankDetails,
  needsFreshSecondFactor,
  PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS,
  payoutTransferReference,
  proposalAmountCents,
} from '../../../domain/payouts/payout-rules';

/** The payouts' pure rules (docs/decisions/0077-payouts). */
const ACTORS: Actor[] = ['customer', 'supplier', 'administration', 'system', 'provider'];
const STEPS: Record<string, string[]> = {
  proposed: ['approved', 'held'],
  approved: ['paid', 'held'],
  held: ['proposed', 'approved'],
  paid: [],
};

describe('the payout lifecycle', () => {
  it('has exactly the steps written here, each by the marketplace team only; paid is final', () => {
    for (const from of PAYOUT_STATES) {
      for (const to of PAYOUT_STATES) {
        for (const actor of ACTORS) {
          const expected = actor === 'administration' && STEPS[from]!.includes(to);
          expect(payoutLifecycle.can(from, to, actor), `${from} → ${to} by ${actor}`).toBe(expected);
        }
      }
    }
    expect(payoutLifecycle.isFinal('paid')).toBe(true);
    expect(canTakePayoutAction('proposed', 'pay')).toBe(false);
    expect(canTakePayoutAction('held', 'approve')).toBe(true);
    expect(canTakePayoutAction('paid', 'hold')).toBe(false);
  });
});

describe('the money rules', () => {
  it('asks a fresh second-factor code only above 2,000 USD', () => {
    expect(PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS).toBe(200_000);
    expect(needsFreshSecondFactor(200_000)).toBe(false);
    expect(needsFreshSecondFactor(200_001)).toBe(true);
  });

  it('proposes the month’s closing less what was paid since and what open proposals claim, never above the balance', () => {
    const base = { closingCents: 10_000, paidSinceCents: 0, balanceCents: 15_000, openCents: 0 };
    expect(proposalAmountCents(base)).toBe(10_000);
    expect(proposalAmountCents({ ...base, paidSinceCents: 4_000 })).toBe(6_000);
    expect(proposalAmountCents({ ...base, openCents: 3_000 })).toBe(7_000);
    // A reversal since the month's end left less than the closing balance.
    expect(proposalAmountCents({ ...base, balanceCents: 2_500 })).toBe(2_500);
    expect(proposalAmountCents({ ...base, balanceCents: 2_500, openCents: 3_000 })).toBe(0);
    expect(proposalAmountCents({ ...base, closingCents: -5 })).toBe(0);
  });

  it('pays only complete bank details', () => {
    const complete = { bankName: 'Banco General', bankAccountHolder: 'Tours SA', bankAccountSealed: 'v1.x' };
    expect(hasCompleteBankDetails(complete)).toBe(true);
    expect(hasCompleteBankDetails({ ...complete, bankName: '  ' })).toBe(false);
    expect(hasCompleteBankDetails({ ...complete, bankAccountHolder: null })).toBe(false);
    expect(hasCompleteBankDetails({ ...complete, bankAccountSealed: null })).toBe(false);
  });
});

describe('the bank file', () => {
  it('has fixed columns, two decimals, and no cell a spreadsheet would run as a formula', () => {
    const csv = bankFileCsv([
      {
        payoutId: 7,
        accountHolder: '=HYPERLINK("http://x")',
        bank: '+Banco, "Nacional"',
        accountNumber: '-0012',
        amountCents: 123_405,
        reference: payoutTransferReference({ id: 7, month: '2026-11' }),
      },
      {
        payoutId: 8,
        accountHolder: 'Ana Pérez',
        bank: '@Banco',
        accountNumber: '0401',
        amountCents: 5,
        reference: 'R',
      },
    ]);
    expect(csv).toBe(
      'account_holder,bank,account_number,amount,currency,reference\r\n' +
        `"'=HYPERLINK(""http://x"")","'+Banco, ""Nacional""",'-0012,1234.05,USD,RUMBO-2026-11-7\r\n` +
        `Ana Pérez,'@Banco,0401,0.05,USD,R\r\n`,
    );
    expect(bankFileCsv([])).toBe('account_holder,bank,account_number,amount,currency,reference\r\n');
    expect(bankFileName('2026-11', '2026-12-01T05:03:09.000Z')).toBe(
      'rumbo-payouts-2026-11-202612010503.csv',
    );
    expect(bankFileName(null, '2026-12-01T05:03:09.000Z')).toBe('rumbo-payouts-all-202612010503.csv');
  });
});
