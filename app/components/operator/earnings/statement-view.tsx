import { formatUsd, type MoneyLocale, usdToCents } from '../../../../domain/pricing/money';
import type { operatorStatementEndpoint } from '../../../../domain/earnings/contract';
import { statementFromJson } from '../../../../domain/earnings/earnings-json';
import { statementCsv, statementFileName } from '../../../../domain/earnings/statement-csv';
import type { SuccessAnswer } from '../../../../domain/contract/endpoint';
import { useTranslation } from '../../../i18n/translation-context';

export type StatementData = SuccessAnswer<typeof operatorStatementEndpoint>['data'];

const usd = (amount: number, lang: MoneyLocale) => formatUsd(usdToCents(amount), lang);

/**
 * Saves the statement's CSV: written here by the server's own `statementCsv` from the answer already shown
 * (the API's `format=csv` gives the same file to programs), handed to the browser as a download.
 */
function saveCsv(statement: StatementData) {
  const url = URL.createObjectURL(
    new Blob([statementCsv(statementFromJson(statement))], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(statement.month);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once it started; the address is let go after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One month's statement (docs/decisions/0066-earnings-ledger.md): the opening balance, each booking earned,
 * reversal and payout as a row, the totals and the closing balance, with its CSV file; a payout of the month
 * on its way (docs/decisions/0077-payouts) shows as scheduled, not yet as a line. A list of rows on a
 * phone, the same rows in columns from 768 px.
 */
export function StatementView({ statement, title }: { statement: StatementData; title: string }) {
  const { t, lang } = useTranslation();
  return (
    <section aria-labelledby="statement-title" className="mt-8" data-testid="statement">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="text-h4 font-semibold first-letter:uppercase">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => saveCsv(statement)}
          className="inline-flex h-11 items-center rounded-pill border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent-strong"
          data-testid="statement-csv"
        >
          {t('operator.earnings.downloadCsv')}
        </button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        {(
          [
            ['opening', statement.opening_balance],
            ['earned', statement.totals.earned],
            ['reversed', statement.totals.reversed],
            ['paidOut', statement.totals.paid_out],
          ] as const
        ).map(([key, amount]) => (
          <div key={key} className="rounded-card bg-surface-warm p-3">
            <dt className="text-muted">{t(`operator.earnings.totals.${key}`)}</dt>
            <dd className="mt-1 text-base font-semibold">{usd(amount, lang)}</dd>
          </div>
        ))}
      </dl>
      {statement.lines.length === 0 ? (
        <p className="mt-4 text-muted">{t('operator.earnings.noMovements')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-card border border-line">
          {statement.lines.map((line, index) => (
            <li
              key={`${line.posted_at}-${index}`}
              className="flex flex-col gap-1 p-3 md:flex-row md:items-center md:gap-4"
              data-testid="statement-line"
              data-kind={line.kind}
            >
              <span className="text-sm text-muted md:w-28">{line.date}</span>
              <span className="font-semibold md:w-32">{t(`operator.earnings.kinds.${line.kind}`)}</span>
              <span className="min-w-0 flex-1 text-sm">
                {line.booking ? (
                  <>
                    <span className="font-mono">{line.booking.code}</span> · {line.booking.experience} ·{' '}
                    {t('operator.earnings.bookingLine', {
                      date: line.booking.date,
                      price: usd(line.booking.price, lang),
                      commission: usd(line.booking.commission, lang),
                    })}
                  </>
                ) : (
                  t('operator.earnings.payoutLine', { reference: line.reference ?? '' })
                )}
              </span>
              <span
                className={`font-semibold md:w-28 md:text-right ${line.amount < 0 ? 'text-danger' : 'text-success'}`}
              >
                {usd(line.amount, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {statement.scheduled_payouts.map((payout) => (
        <p
          key={payout.month}
          className="mt-4 flex justify-between gap-3 rounded-card border border-dashed border-line p-3"
          data-testid="statement-scheduled"
        >
          <span>{t('operator.earnings.scheduledKind')}</span>
          <span className="font-semibold">{usd(payout.amount, lang)}</span>
        </p>
      ))}
      <p className="mt-4 flex justify-between rounded-card bg-surface-sunk p-3 font-semibold">
        <span>{t('operator.earnings.totals.closing')}</span>
        <span data-testid="statement-closing">{usd(statement.closing_balance, lang)}</span>
      </p>
    </section>
  );
}
