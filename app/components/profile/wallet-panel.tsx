import { useTranslation } from '../../i18n/translation-context';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { Icon } from '../icon';

/**
 * The wallet credit (sign-up credit, later gift cards and referrals): a ledger balance kept by the server.
 */
export function WalletPanel({ balance }: { balance: number }) {
  const { t, lang } = useTranslation();
  return (
    <div className="rounded-card border border-line p-6">
      <p className="flex items-center gap-3 text-muted">
        <Icon name="wallet" className="size-6 text-accent" />
        {t('profile.walletBalance')}
      </p>
      <p className="tabular mt-2 text-h2 font-bold">{formatUsd(usdToCents(balance), lang)}</p>
      <p className="mt-4 text-sm text-muted">{t('profile.walletExplainer')}</p>
    </div>
  );
}
