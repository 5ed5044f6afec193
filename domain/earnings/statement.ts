/**
 * A company's monthly statement (docs/decisions/0066-earnings-ledger.md): the opening balance, each movement
 * of its payable account in the month (a booking earned, a reversal, a payout), the closing balance.
 * Months are calendar months on the company's country's clock. Pure: statement.server.ts reads the ledger.
 */
import { instantAt, wallClockIn } from '../../common/time/zoned-time';
import type { EarningKind } from './earnings-rules';

/** "2026-11" */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface StatementBooking {
  code: string;
  experience: string;
  /** The departure's day, on the experience's clock. */
  date: string;
  priceCents: number;
  commissionCents: number;
  payableCents: number;
}

/** One entry of the company's payable account, as the ledger holds it. */
export interface LedgerMovement {
  kind: EarningKind;
  at: Date;
  /** Signed: what it added to the company's balance. */
  amountCents: number;
  booking: StatementBooking | null;
  /** A payout's bank transfer reference. */
  reference: string | null;
}

export interface StatementLine extends LedgerMovement {
  /** The day it was posted, on the company's clock. */
  date: string;
}

export interface Statement {
  month: string;
  timeZone: string;
  openingCents: number;
  lines: StatementLine[];
  totals: { earnedCents: number; reversedCents: number; paidOutCents: number };
  closingCents: number;
}

/** The instants a month starts and ends (exclusive) on the clock of a time zone. */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: instantAt(timeZone, `${month}-01`, '00:00'),
    end: instantAt(timeZone, `${nextMonth(month)}-01`, '00:00'),
  };
}

/** The month an instant falls in on a clock. */
export function monthOf(instant: Date, timeZone: string): string {
  return wallClockIn(timeZone, instant).date.slice(0, 7);
}

export function nextMonth(month: string): string {
  return shiftMonth(month, 1);
}

export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `last`, oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, i - count + 1));
}

/** Sums the month's movements in the order they were posted; the closing is the opening plus them. */
export function buildStatement(
  month: string,
  timeZone: string,
  openingCents: number,
  movements: readonly LedgerMovement[],
): Statement {
  const lines = [...movements]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((movement) => ({ ...movement, date: wallClockIn(timeZone, movement.at).date }));
  const totals = { earnedCents: 0, reversedCents: 0, paidOutCents: 0 };
  for (const line of lines) {
    if (line.kind === 'earned') totals.earnedCents += line.amountCents;
    else if (line.kind === 'reversal') totals.reversedCents -= line.amountCents;
    else totals.paidOutCents -= line.amountCents;
  }
  const closingCents = openingCents + totals.earnedCents - totals.reversedCents - totals.paidOutCents;
  return { month, timeZone, openingCents, lines, totals, closingCents };
}

/** One month's bar of the earnings chart: what was earned net of reversals, and what was paid out. */
export interface MonthBar {
  month: string;
  earnedCents: number;
  reversedCents: number;
  paidOutCents: number;
}

/** The bars of `months`, with zeros for a month without movements. */
export function monthBars(
  months: readonly string[],
  sums: readonly { month: string; kind: EarningKind; cents: number }[],
): MonthBar[] {
  const bars = new Map(
    months.map((month) => [month, { month, earnedCents: 0, reversedCents: 0, paidOutCents: 0 }]),
  );
  for (const sum of sums) {
    const bar = bars.get(sum.month);
    if (!bar) continue;
    if (sum.kind === 'earned') bar.earnedCents += sum.cents;
    else if (sum.kind === 'reversal') bar.reversedCents -= sum.cents;
    else bar.paidOutCents -= sum.cents;
  }
  return [...bars.values()];
}
