/**
 * The payouts' money rules (docs/decisions/0077-payouts). Pure: the SQL lives in the `.server` modules.
 */

/**
 * Approving a payout above this many cents (2,000 USD) asks the admin for a fresh second-factor code in
 * the request, even though the session passed the factor at sign-in.
 */
export const PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS = 200_000;

export const needsFreshSecondFactor = (amountCents: number): boolean =>
  amountCents > PAYOUT_SECOND_FACTOR_THRESHOLD_CENTS;

export interface ProposalFigures {
  /** The company's balance at the end of the month (or now, for the month still running). */
  closingCents: number;
  /** Payouts posted since then: they already paid part of that closing balance. */
  paidSinceCents: number;
  /** The company's balance now: never propose more than it holds. */
  balanceCents: number;
  /** Amounts of the company's other proposals not paid yet (proposed, approved, held). */
  openCents: number;
}

/**
 * What a month's proposal pays: the payable at the month's end less what was paid of it since, never more
 * than the balance now, less what other open proposals already claim. Zero or less: no proposal.
 */
export function proposalAmountCents(figures: ProposalFigures): number {
  const owed = Math.min(figures.closingCents - figures.paidSinceCents, figures.balanceCents);
  return Math.max(0, owed - figures.openCents);
}

/** Whether a company's bank details are complete enough to pay it (holder, bank and account number). */
export function hasCompleteBankDetails(details: {
  bankName: string | null;
  bankAccountHolder: string | null;
  bankAccountSealed: string | null;
}): boolean {
  const filled = (value: string | null) => (value ?? '').trim().length > 0;
  return filled(details.bankName) && filled(details.bankAccountHolder) && filled(details.bankAccountSealed);
}

/** The reference a bulk transfer carries for a payout: the operator's bank statement shows it. */
export const payoutTransferReference = (payout: { id: number; month: string }): string =>
  `RUMBO-${payout.month}-${payout.id}`;
