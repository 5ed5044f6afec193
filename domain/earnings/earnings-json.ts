/** The earnings answers (domain/earnings/contract.ts) from the statement's and summary's cents. */
import { centsToUsd, usdToCents } from '../pricing/money';
import type { Statement } from './statement';
import type { EarningsSummary } from './statement.server';

/** A payout on its way (docs/decisions/0077-payouts), as the operator sees it. */
export interface ScheduledPayout {
  month: string;
  amountCents: number;
}

const scheduledJson = (payouts: readonly ScheduledPayout[]) =>
  payouts.map((payout) => ({
    month: payout.month,
    amount: centsToUsd(payout.amountCents),
    status: 'scheduled' as const,
  }));

export function statementJson(statement: Statement, scheduled: readonly ScheduledPayout[] = []) {
  return {
    month: statement.month,
    time_zone: statement.timeZone,
    currency: 'USD' as const,
    opening_balance: centsToUsd(statement.openingCents),
    lines: statement.lines.map((line) => ({
      kind: line.kind,
      date: line.date,
      posted_at: line.at.toISOString(),
      amount: centsToUsd(line.amountCents),
      booking: line.booking && {
        code: line.booking.code,
        experience: line.booking.experience,
        date: line.booking.date,
        price: centsToUsd(line.booking.priceCents),
        commission: centsToUsd(line.booking.commissionCents),
        payable: centsToUsd(line.booking.payableCents),
      },
      reference: line.reference,
    })),
    totals: {
      earned: centsToUsd(statement.totals.earnedCents),
      reversed: centsToUsd(statement.totals.reversedCents),
      paid_out: centsToUsd(statement.totals.paidOutCents),
    },
    closing_balance: centsToUsd(statement.closingCents),
    scheduled_payouts: scheduledJson(scheduled),
  };
}

export function earningsJson(summary: EarningsSummary, scheduled: readonly ScheduledPayout[] = []) {
  return {
    currency: 'USD' as const,
    time_zone: summary.timeZone,
    current_month: summary.currentMonth,
    balance: centsToUsd(summary.balanceCents),
    months: summary.months.map((bar) => ({
      month: bar.month,
      earned: centsToUsd(bar.earnedCents),
      reversed: centsToUsd(bar.reversedCents),
      paid_out: centsToUsd(bar.paidOutCents),
    })),
    scheduled_payouts: scheduledJson(scheduled),
  };
}

/** A statement answer back in cents, as the browser writes its CSV with the server's own `statementCsv`. */
export function statementFromJson(data: ReturnType<typeof statementJson>): Statement {
  return {
    month: data.month,
    timeZone: data.time_zone,
    openingCents: usdToCents(data.opening_balance),
    lines: data.lines.map((line) => ({
      kind: line.kind,
      date: line.date,
      at: new Date(line.posted_at),
      amountCents: usdToCents(line.amount),
      booking: line.booking && {
        code: line.booking.code,
        experience: line.booking.experience,
        date: line.booking.date,
        priceCents: usdToCents(line.booking.price),
        commissionCents: usdToCents(line.booking.commission),
        payableCents: usdToCents(line.booking.payable),
      },
      reference: line.reference,
    })),
    totals: {
      earnedCents: usdToCents(data.totals.earned),
      reversedCents: usdToCents(data.totals.reversed),
      paidOutCents: usdToCents(data.totals.paid_out),
    },
    closingCents: usdToCents(data.closing_balance),
  };
}
