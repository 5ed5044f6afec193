import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { Icon } from '../icon';

const link = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-5 font-semibold';

/**
 * The wallet credit (sign-up credit, gift cards, referral rewards): a ledger balance kept by the server,
 * with the way to its history and to redeeming a gift card (docs/product.md § Pages).
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
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to="/profile/credit-giftcard/balance"
          className={`${link} bg-accent text-white hover:bg-accent-hover`}
        >
          {t('profile.seeBalance')}
        </Link>
        <Link
          to="/profile/credit-giftcard/redeem"
          className={`${link} border border-line text-accent-strong hover:bg-accent-soft`}
        >
          <Icon name="ticket" className="size-5" />
          {t('profile.redeemGiftCard')}
        </Link>
      </div>
    </div>
  );
}
