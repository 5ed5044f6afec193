import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import type { WalletHistoryItem } from '../../../domain/wallet/wallet-history';
import { useTranslation } from '../../i18n/translation-context';

/** A line of `GET wallet-history/{userId}` (docs/decisions/0041), with its date already in words. */
export type WalletLine = WalletHistoryItem & {
  /** The date in the reader's language, written by the loader. */
  day: string;
};

/**
 * The wallet's ledger lines, newest first: when, what (the kind's name and what it refers to: a booking's
 * code, a gift card's last characters and its sender) and the signed amount. Credit and debit are said in
 * words for screen readers and by the sign for everyone; the colour only repeats them.
 */
export function WalletHistoryList({ lines }: { lines: WalletLine[] }) {
  const { t, lang } = useTranslation();
  return (
    <ol className="mt-4 divide-y divide-line rounded-card border border-line" data-testid="wallet-history">
      {lines.map((line) => {
        const cents = usdToCents(line.amount);
        const credit = cents > 0;
        return (
          <li key={line.id} className="flex items-start justify-between gap-4 px-4 py-4 sm:px-6">
            <div className="min-w-0">
              <p className="font-semibold">{t(`walletHistory.kinds.${line.kind}`)}</p>
              {line.reference.label && (
                <p className="mt-0.5 break-words text-sm text-muted">{line.reference.label}</p>
              )}
              <p className="mt-0.5 text-sm text-muted">
                <time dateTime={line.created_at}>{line.day}</time>
              </p>
            </div>
            <p className={`tabular shrink-0 text-lg font-bold ${credit ? 'text-success' : 'text-ink'}`}>
              <span className="sr-only">{t(credit ? 'balancePage.credit' : 'balancePage.debit')} </span>
              {`${credit ? '+' : '−'}${formatUsd(Math.abs(cents), lang)}`}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
