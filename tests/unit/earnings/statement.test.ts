import { describe, expect, it } from 'vitest';
import { payableReversalCents } from '../../../domain/earnings/earnings-rules';
import {
  buildStatement,
  type LedgerMovement,
  monthBars,
  monthBounds,
  monthOf,
  monthsUpTo,
  shiftMonth,
} from '../../../domain/earnings/statement';
import { statementCsv } from '../../../domain/earnings/statement-csv';

const booking = (code: string, experience = 'Tour del Canal') => ({
  code,
  experience,
  date: '2026-11-20',
  priceCents: 5000,
  commissionCents: 1000,
  payableCents: 4000,
});

const movements: LedgerMovement[] = [
  {
    kind: 'payout',
    at: new Date('2026-11-25T15:00:00Z'),
    amountCents: -3000,
    booking: null,
    reference: 'TRX-9',
  },
  {
    kind: 'earned',
    at: new Date('2026-11-02T15:00:00Z'),
    amountCents: 4000,
    booking: booking('RB-1'),
    reference: null,
  },
  {
    kind: 'reversal',
    at: new Date('2026-11-10T15:00:00Z'),
    amountCents: -2400,
    booking: booking('RB-1'),
    reference: null,
  },
  {
    kind: 'earned',
    at: new Date('2026-12-01T04:59:00Z'),
    amountCents: 4000,
    booking: booking('RB-2'),
    reference: null,
  },
];

describe('payableReversalCents', () => {
  it('reverses the payable in proportion to the price refunded, rounded half up', () => {
    expect(payableReversalCents(4000, 5000, 3000)).toBe(2400);
    expect(payableReversalCents(4000, 5000, 5000)).toBe(4000);
    expect(payableReversalCents(4000, 5000, 9999)).toBe(4000);
    expect(payableReversalCents(4000, 5000, 0)).toBe(0);
    // 1 cent of 3: 33.33 → 33; 2 of 3: 66.67 → 67; 1 of 2 of an odd payable: 0.5 up.
    expect(payableReversalCents(100, 3, 1)).toBe(33);
    expect(payableReversalCents(100, 3, 2)).toBe(67);
    expect(payableReversalCents(101, 2, 1)).toBe(51);
  });

  it('never reverses what was not earned', () => {
    expect(payableReversalCents(0, 5000, 5000)).toBe(0);
    expect(payableReversalCents(4000, 0, 10)).toBe(4000);
  });
});

describe('months on a company’s clock', () => {
  it('starts and ends a month at midnight there', () => {
    expect(monthBounds('2026-11', 'America/Panama')).toEqual({
      start: new Date('2026-11-01T05:00:00Z'),
      end: new Date('2026-12-01T05:00:00Z'),
    });
    expect(monthOf(new Date('2026-12-01T04:59:00Z'), 'America/Panama')).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T05:00:00Z'), 'America/Panama')).toBe('2026-12');
  });

  it('counts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthsUpTo('2026-03', 4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });
});

describe('buildStatement', () => {
  it('orders the lines as posted, dates them on the company’s clock, and closes = opening + lines', () => {
    const statement = buildStatement('2026-11', 'America/Panama', 10_000, movements);
    expect(statement.lines.map((line) => [line.kind, line.date])).toEqual([
      ['earned', '2026-11-02'],
      ['reversal', '2026-11-10'],
      ['payout', '2026-11-25'],
      ['earned', '2026-11-30'],
    ]);
    expect(statement.totals).toEqual({ earnedCents: 8000, reversedCents: 2400, paidOutCents: 3000 });
    expect(statement.closingCents).toBe(10_000 + 8000 - 2400 - 3000);
  });

  it('an empty month closes where it opened', () => {
    expect(buildStatement('2026-10', 'America/Panama', 500, [])).toMatchObject({
      lines: [],
      openingCents: 500,
      closingCents: 500,
    });
  });
});

describe('monthBars', () => {
  it('sums each month by kind, with zeros for quiet months and nothing outside the range', () => {
    const bars = monthBars(
      ['2026-10', '2026-11'],
      [
        { month: '2026-11', kind: 'earned', cents: 8000 },
        { month: '2026-11', kind: 'reversal', cents: -2400 },
        { month: '2026-11', kind: 'payout', cents: -3000 },
        { month: '2026-09', kind: 'earned', cents: 999 },
      ],
    );
    expect(bars).toEqual([
      { month: '2026-10', earnedCents: 0, reversedCents: 0, paidOutCents: 0 },
      { month: '2026-11', earnedCents: 8000, reversedCents: 2400, paidOutCents: 3000 },
    ]);
  });
});

describe('statementCsv', () => {
  it('writes opening, lines and closing with amounts that sum, quoting and defusing text', () => {
    const statement = buildStatement('2026-11', 'America/Panama', 0, [
      { ...movements[1]!, booking: booking('RB-1', '=HYPERLINK("x"), "Canal"') },
      movements[0]!,
    ]);
    const rows = statementCsv(statement).split('\r\n');
    expect(rows).toEqual([
      'date,kind,booking_code,experience,booking_date,price,commission,payable,reference,amount',
      ',opening_balance,,,,,,,,0.00',
      '2026-11-02,earned,RB-1,"\'=HYPERLINK(""x""), ""Canal""",2026-11-20,50.00,10.00,40.00,,40.00',
      '2026-11-25,payout,,,,,,,TRX-9,-30.00',
      ',closing_balance,,,,,,,,10.00',
      '',
    ]);
  });
});
