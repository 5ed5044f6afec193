/**
 * The bank's bulk-transfer file of approved payouts (docs/decisions/0077-payouts): RFC 4180 CSV in UTF-8, no
 * byte-order mark (banks' importers read plain UTF-8), fixed English column names a bank's template maps
 * once, one row per payout. Cells go through the manifests' `csvCell`, so a holder's or bank's name that
 * starts with = + - @ is never run as a formula when the file is opened in a spreadsheet. Pure.
 */
import { csvCell } from '../operator-bookings/manifest-csv';

export const BANK_FILE_HEADER = [
  'account_holder',
  'bank',
  'account_number',
  'amount',
  'currency',
  'reference',
] as const;

export interface BankFileRow {
  payoutId: number;
  accountHolder: string;
  bank: string;
  /** Decrypted for this file only. */
  accountNumber: string;
  amountCents: number;
  reference: string;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function bankFileCsv(rows: readonly BankFileRow[]): string {
  const lines = [
    BANK_FILE_HEADER.join(','),
    ...rows.map((row) =>
      [
        csvCell(row.accountHolder),
        csvCell(row.bank),
        csvCell(row.accountNumber),
        money(row.amountCents),
        'USD',
        csvCell(row.reference),
      ].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The same rows for `format=json`. */
export function bankFileJson(rows: readonly BankFileRow[]) {
  return {
    count: rows.length,
    total: rows.reduce((sum, row) => sum + row.amountCents, 0) / 100,
    transfers: rows.map((row) => ({
      payout_id: row.payoutId,
      account_holder: row.accountHolder,
      bank: row.bank,
      account_number: row.accountNumber,
      amount: row.amountCents / 100,
      currency: 'USD' as const,
      reference: row.reference,
    })),
  };
}

export const bankFileName = (month: string | null, at: string) =>
  `rumbo-payouts-${month ?? 'all'}-${at.replace(/[^0-9]/g, '').slice(0, 12)}.csv`;
