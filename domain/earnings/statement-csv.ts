/**
 * A statement as CSV (docs/decisions/0066-earnings-ledger.md): RFC 4180 quoting, amounts in dollars with two
 * decimals, the columns named as the JSON's fields so a spreadsheet and a program read the same thing. The
 * first row is the opening balance and the last the closing one. A text that a spreadsheet would run as a
 * formula (starting with = + - @) is prefixed with an apostrophe.
 */
import type { Statement } from './statement';

const HEADER = [
  'date',
  'kind',
  'booking_code',
  'experience',
  'booking_date',
  'price',
  'commission',
  'payable',
  'reference',
  'amount',
] as const;

const money = (cents: number) => (cents / 100).toFixed(2);

function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function statementCsv(statement: Statement): string {
  const rows: string[][] = [[...HEADER]];
  const balance = (kind: string, cents: number) => ['', kind, '', '', '', '', '', '', '', money(cents)];
  rows.push(balance('opening_balance', statement.openingCents));
  for (const line of statement.lines) {
    const booking = line.booking;
    rows.push([
      line.date,
      line.kind,
      booking ? text(booking.code) : '',
      booking ? text(booking.experience) : '',
      booking?.date ?? '',
      booking ? money(booking.priceCents) : '',
      booking ? money(booking.commissionCents) : '',
      booking ? money(booking.payableCents) : '',
      line.reference ? text(line.reference) : '',
      money(line.amountCents),
    ]);
  }
  rows.push(balance('closing_balance', statement.closingCents));
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export const statementFileName = (month: string) => `rumbo-statement-${month}.csv`;
